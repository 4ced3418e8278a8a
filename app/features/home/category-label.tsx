import { useHome } from "./use-home";

/** A post's category as a small label, in the page's language ("quality-control" → "Quality Control"). */
export function CategoryLabel({ category }: { category: string }) {
  const categories: Record<string, string> = useHome().blog.categories;
  return (
    <p className="inline-flex self-start rounded-full bg-navy-900 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
      {categories[category] ?? category}
    </p>
  );
}
