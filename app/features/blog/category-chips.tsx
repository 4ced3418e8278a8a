import { Check } from "lucide-react";
import { cn } from "~/lib/cn";
import { type Kept, KeptFields } from "./kept-fields";
import { listParams } from "./list-query";
import type { Category } from "./types";
import { useBlog } from "./use-blog";

/**
 * All, then one toggle button per category; the pressed one is the active filter. Each is a form's button
 * too: without scripts it sends its category with the search (`kept`), and the server's page is the list
 * filtered.
 */
export function CategoryChips({
  categories,
  selected,
  onSelect,
  kept,
}: {
  categories: readonly Category[];
  selected: Category | null;
  onSelect: (category: Category | null) => void;
  kept: Kept;
}) {
  const t = useBlog();
  const chips: { id: Category | null; label: string }[] = [
    { id: null, label: t.list.all },
    ...categories.map((id) => ({ id, label: t.categories[id] })),
  ];
  return (
    <form className="min-w-0">
      <KeptFields fields={kept} />
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="sr-only">{t.list.categoriesLabel}</legend>
        <div className="flex flex-wrap gap-2">
          {chips.map(({ id, label }) => {
            const pressed = selected === id;
            return (
              <button
                key={id ?? "all"}
                type="submit"
                // All sends no category.
                name={id === null ? undefined : listParams.category}
                value={id ?? undefined}
                aria-pressed={pressed}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(id);
                }}
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
    </form>
  );
}
