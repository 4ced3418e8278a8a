import { useToday } from "~/i18n/use-current-year";
import { useCommon, useLocale } from "~/i18n/use-locale";
import { formatDay, todayInputValue } from "~/lib/dates";

/**
 * "Last updated:" with the visitor's date. The prerendered HTML holds only
 * the label: the build cannot know the visitor's day, and an empty date hydrates without a mismatch.
 */
export function LastUpdated() {
  const t = useCommon();
  const locale = useLocale();
  const today = useToday();
  const day = today ? todayInputValue(today) : null;
  return (
    <p className="text-sm text-steel-600">
      {t.updated}{" "}
      <time dateTime={day ?? undefined} className="font-semibold text-navy-900">
        {day ? formatDay(day, locale) : null}
      </time>
    </p>
  );
}
