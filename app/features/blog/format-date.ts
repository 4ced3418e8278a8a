import { intlLocales, type Locale, perLocale } from "~/lib/i18n";

/**
 * A post's ISO publish date written out in the page's language ("15 September 2026",
 * "15 septembre 2026"). Formatted in UTC: the date is a calendar day, and formatting it in the
 * reader's zone would show the day before west of Greenwich and break hydration of the prerendered text.
 */
export function formatPublishDate(isoDate: string, locale: Locale): string {
  return publishDateFormat(locale).format(new Date(`${isoDate}T00:00:00Z`));
}

const publishDateFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(intlLocales[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);
