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

/** Whether an `<input type="date">` value is today or later in the visitor's time zone. */
export function isTodayOrLater(value: string, now: Date = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= todayInputValue(now);
}

/** A long, localised date such as "22 November 2026" or "22 novembre 2026". */
export function formatLongDate(date: Date, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { day: "numeric", month: "long", year: "numeric" }).format(date);
}

/** Today's date in an IANA time zone as `YYYY-MM-DD` (the office's day, whatever the visitor's clock says). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // The Swedish format is ISO 8601's.
  return new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
