import type { Locale } from "./i18n";

/**
 * A time of day from company data (`"08:00"`) as each language writes it: "8:00 AM" in English
 * (the spec's form), "08:00" in French. Plain arithmetic rather than `Intl.DateTimeFormat`: the
 * formatter's first construction loads ICU's calendar data, which cost 16 ms of main thread in the
 * middle of the home page's hydration (profiled; decision 0009), for a format that never changes.
 */
export function formatClock(hhmm: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  const hour = Number(match?.[1]);
  if (!match || hour > 23 || Number(match[2]) > 59) throw new Error(`Not a 24-hour HH:MM time: ${hhmm}`);
  const minutes = match[2];
  if (locale === "fr") return `${String(hour).padStart(2, "0")}:${minutes}`;
  return `${hour % 12 || 12}:${minutes} ${hour < 12 ? "AM" : "PM"}`;
}

/** Thousands separators by language: "10,000" in English, "10 000" (a narrow no-break space) in French. */
const thousands: Record<Locale, string> = { en: ",", fr: "\u202f" };

/**
 * A whole number grouped as each language writes it. Plain arithmetic for the same reason as formatClock:
 * the count under a long field renders during the home page's hydration.
 */
export function formatCount(value: number, locale: Locale): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, thousands[locale]);
}
