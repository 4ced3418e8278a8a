import { useEffect, useState } from "react";
import { useCommon, useLocale } from "~/i18n/use-locale";
import { formatCount } from "~/lib/format";
import { fill } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";

/** How long typing must pause before the count is read out: not at every keystroke. */
const announceAfterMs = 1_000;

/**
 * The live count under a long text field ("4 812 / 10 000"), shown once the page's scripts run (before
 * that the field's hint states the limit and `maxlength` holds it). Screen readers hear it politely, once
 * typing pauses.
 */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  const t = useCommon().form;
  const locale = useLocale();
  const hydrated = useHydrated();
  const values = { count: formatCount(length, locale), max: formatCount(max, locale) };
  const [spoken, setSpoken] = useState("");
  // Nothing is read out until the visitor types: a page with the form must not speak on arrival.
  const [typed, setTyped] = useState(false);
  const [first] = useState(length);
  if (!typed && length !== first) setTyped(true);
  const spokenNow = typed ? fill(t.countSpoken, values) : "";
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(spokenNow), announceAfterMs);
    return () => clearTimeout(timer);
  }, [spokenNow]);
  if (!hydrated) return null;
  return (
    <>
      <p aria-hidden="true" className="text-right text-sm text-steel-600 tabular-nums">
        {fill(t.count, values)}
      </p>
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
    </>
  );
}
