import { Search } from "lucide-react";
import { Field, Input } from "~/components/ui/field";
import { useBlog } from "./use-blog";

/** The list's search box. Filtering happens as the visitor types; Enter only closes the phone's keyboard. */
export function BlogSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useBlog();
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          (document.activeElement as HTMLElement | null)?.blur();
        }}
      >
        <Field label={t.list.searchLabel} hint={t.list.searchHint}>
          {({ id, describedBy }) => (
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-steel-600"
              />
              <Input
                id={id}
                type="search"
                name="q"
                enterKeyHint="search"
                autoComplete="off"
                aria-describedby={describedBy}
                placeholder={t.list.searchPlaceholder}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                className="min-h-12 pl-11"
              />
            </div>
          )}
        </Field>
      </form>
    </search>
  );
}
