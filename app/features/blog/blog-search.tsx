import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Field, Input } from "~/components/ui/field";
import { type Kept, KeptFields } from "./kept-fields";
import { useBlog } from "./use-blog";

/**
 * The list's search box. Filtering happens as the visitor types; Enter only closes the phone's keyboard.
 * Without scripts Enter sends the form, with the list's other state (`kept`), and the server's page is the
 * list searched.
 */
export function BlogSearch({
  value,
  onChange,
  kept,
}: {
  value: string;
  onChange: (value: string) => void;
  kept: Kept;
}) {
  const t = useBlog();
  const box = useRef<HTMLInputElement>(null);
  // The box takes text before the list's code has come (focusing it is what fetches that code). React keeps
  // that text as it hydrates the box, then would clear it at the list's next render: the list takes it up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the list starts; from then on the box is React's
  useEffect(() => {
    const typed = box.current?.value ?? "";
    if (typed !== value) onChange(typed);
  }, []);
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          (document.activeElement as HTMLElement | null)?.blur();
        }}
      >
        <KeptFields fields={kept} />
        <Field label={t.list.searchLabel} hint={t.list.searchHint}>
          {({ id, describedBy }) => (
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-steel-600"
              />
              <Input
                ref={box}
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
