import type { Locale } from "./i18n";

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
 * "15 septembre 2026". The site's one date format, for posts and the legal pages alike. Read straight
 * from the string, so the day is the one written whatever the reader's time zone. Plain arithmetic rather
 * than `Intl.DateTimeFormat`: the formatter's first construction loads ICU's calendar data, which took
 * about 35 ms of main thread in the middle of the home page's hydration (its blog teaser), for a format
 * that never changes; the unit test checks every day of several years against `Intl`.
 */
export function formatDay(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = monthNames[locale][Number(match?.[2]) - 1];
  if (!match || !month) throw new Error(`Not a YYYY-MM-DD day: ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** Month names as en-GB and fr-CM write them in a date. */
const monthNames: Record<Locale, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
};

/** Today's date in an IANA time zone as `YYYY-MM-DD` (the office's day, whatever the visitor's clock says). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // The Swedish format is ISO 8601's.
  return new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
