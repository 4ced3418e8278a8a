import { Check } from "lucide-react";
import { cn } from "~/lib/cn";
import type { Category } from "./types";
import { useBlog } from "./use-blog";

/** All, then one toggle button per category; the pressed one is the active filter. */
export function CategoryChips({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly Category[];
  selected: Category | null;
  onSelect: (category: Category | null) => void;
}) {
  const t = useBlog();
  const chips: { id: Category | null; label: string }[] = [
    { id: null, label: t.list.all },
    ...categories.map((id) => ({ id, label: t.categories[id] })),
  ];
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="sr-only">{t.list.categoriesLabel}</legend>
      <div className="flex flex-wrap gap-2">
        {chips.map(({ id, label }) => {
          const pressed = selected === id;
          return (
            <button
              key={id ?? "all"}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(id)}
              className={cn(
                "inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold ring-1 transition-colors",
                pressed
                  ? "bg-navy-900 text-white ring-navy-900"
                  : "bg-white text-navy-900 ring-steel-300 hover:bg-steel-100",
              )}
            >
              {pressed ? <Check aria-hidden="true" className="size-4" /> : null}
              {label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
