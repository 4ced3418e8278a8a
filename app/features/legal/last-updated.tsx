import { useCommon } from "~/i18n/use-locale";

/**
 * "Last updated:" and the visitor's day. The build cannot know that day: the page's inline script writes it
 * into the empty `<time data-today>` (site/layouts/Page.astro), with no module to fetch for one date.
 */
export function LastUpdated() {
  const t = useCommon();
  return (
    <p className="text-sm text-steel-600">
      {t.updated} <time data-today="" className="font-semibold text-navy-900" />
    </p>
  );
}
