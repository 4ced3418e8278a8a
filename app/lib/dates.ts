import { intlLocales, type Locale, perLocale } from "./i18n.ts";

/**
 * Today's date in the visitor's own time zone as `YYYY-MM-DD`, the format of `<input type="date">`.
 * `toISOString()` would give the UTC date, which is tomorrow or yesterday for part of the day.
 */
export function todayInputValue(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/**
 * A calendar day (`YYYY-MM-DD`) written out in the page's language: "15 September 2026",
 * "15 septembre 2026". The site's one date format, for posts and the legal pages alike.
 * Formatted in UTC: the day is a date, not an instant, and formatting it in the reader's zone would
 * show the day before west of Greenwich and break hydration of the prerendered text.
 */
export function formatDay(isoDate: string, locale: Locale): string {
  const day = dayFormat(locale).format(new Date(`${isoDate}T00:00:00Z`));
  return locale === "fr" ? firstOfMonthInFrench(day) : day;
}

/**
 * French writes the first of a month as an ordinal, "1er mars 2029", where Intl gives "1 mars 2029". The
 * pages' inline script that writes the visitor's day does the same (site/layouts/Page.astro).
 */
function firstOfMonthInFrench(day: string): string {
  return day.replace(/^1 /, "1er ");
}

/** How the site writes a day; also the pages' inline script that writes the visitor's (site/layouts/Page.astro). */
export const dayFormatOptions: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
};

const dayFormat = perLocale((locale) => new Intl.DateTimeFormat(intlLocales[locale], dayFormatOptions));

/** Whether `text` is written as a calendar day, `YYYY-MM-DD` (not whether that day exists). */
export function isIsoDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text);
}

/** Today's date in an IANA time zone as `YYYY-MM-DD` (the office's day, whatever the visitor's clock says). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // The Swedish format is ISO 8601's.
  return new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A month (`YYYY-MM`) written out in the page's language: "March 2025", "mars 2025". */
export function formatMonth(isoMonth: string, locale: Locale): string {
  return monthFormat(locale).format(new Date(`${isoMonth}-01T00:00:00Z`));
}

const monthFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(intlLocales[locale], { month: "long", year: "numeric", timeZone: "UTC" }),
);
