import { useToday } from "~/features/i18n/use-current-year";
import { useCommon, useLocale } from "~/features/i18n/use-locale";
import { formatLongDate, todayInputValue } from "~/lib/dates";
import { intlLocales } from "~/lib/i18n";

/**
 * "Last updated:" with the visitor's date (spec §2 Terms/Privacy). The prerendered HTML holds only
 * the label: the build cannot know the visitor's day, and an empty date hydrates without a mismatch.
 */
export function LastUpdated() {
  const t = useCommon();
  const locale = useLocale();
  const today = useToday();
  return (
    <p className="text-sm text-steel-600">
      {t.updated}{" "}
      <time dateTime={today ? todayInputValue(today) : undefined} className="font-semibold text-navy-900">
        {today ? formatLongDate(today, intlLocales[locale]) : null}
      </time>
    </p>
  );
}
