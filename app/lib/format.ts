import type { Locale } from "./i18n";

/**
 * A time slot as each language writes it: "9:00 AM" in English (the spec's form), "09:00" in French.
 * Formatted in UTC from a fixed date so the result never depends on the visitor's zone.
 */
export function formatSlot(hour: number, locale: Locale): string {
  const date = new Date(Date.UTC(2000, 0, 1, hour, 0));
  return new Intl.DateTimeFormat(locale === "en" ? "en-US" : "fr-FR", {
    hour: locale === "en" ? "numeric" : "2-digit",
    minute: "2-digit",
    hourCycle: locale === "en" ? "h12" : "h23",
    timeZone: "UTC",
  }).format(date);
}
