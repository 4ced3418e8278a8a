import { useToday } from "~/i18n/use-current-year";
import { useLocale } from "~/i18n/use-locale";
import { formatDay, todayInputValue } from "~/lib/dates";
import { fill } from "~/lib/i18n";

/** " · printed 28 November 2026" on a printed page's letterhead: the visitor's day, so nothing until scripts run. */
export function PrintedOn({ template }: { template: string }) {
  const locale = useLocale();
  const today = useToday();
  return today ? ` · ${fill(template, { date: formatDay(todayInputValue(today), locale) })}` : null;
}
