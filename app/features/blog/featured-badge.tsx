import { Star } from "lucide-react";
import { cn } from "~/lib/cn";
import { useBlog } from "./use-blog";

/** Marks a featured post, in words as well as colour. */
export function FeaturedBadge({ className }: { className?: string }) {
  const t = useBlog();
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-navy-950 uppercase",
        className,
      )}
    >
      <Star aria-hidden="true" className="size-3.5 fill-current" />
      {t.post.featured}
    </span>
  );
}
