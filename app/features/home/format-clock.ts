import type { Locale } from "~/lib/i18n";

/**
 * A time of day from company data (`"08:00"`) as each language writes it: "8:00 AM" in English
 * (the spec's form), "08:00" in French. Formatted in UTC from a fixed date, so the visitor's own
 * time zone never changes the office's hours.
 */
export function formatClock(hhmm: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new Error(`Not a 24-hour HH:MM time: ${hhmm}`);
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(locale === "en" ? "en-US" : "fr-FR", {
    hour: locale === "en" ? "numeric" : "2-digit",
    minute: "2-digit",
    hourCycle: locale === "en" ? "h12" : "h23",
    timeZone: "UTC",
  }).format(date);
}
