import { useCommon, useLocale } from "~/i18n/use-locale";
import { formatDay, todayInputValue } from "~/lib/dates";

/**
 * "Last updated:" and the visitor's day. The build cannot know that day: the page's inline script writes it
 * into the `<time data-today>` (site/layouts/Page.astro), with no module to fetch for one date. Until then,
 * and for a visitor without scripts, it shows the day the page was built.
 */
export function LastUpdated() {
  const t = useCommon();
  const locale = useLocale();
  const built = todayInputValue();
  return (
    <p className="text-sm text-steel-600">
      {t.updated}{" "}
      <time data-today="" dateTime={built} className="font-semibold text-navy-900">
        {formatDay(built, locale)}
      </time>
    </p>
  );
}
