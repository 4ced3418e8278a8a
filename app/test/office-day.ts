import { company } from "~/content/company";
import { todayIn } from "~/lib/dates";

/**
 * A day `offset` days from today in the office's calendar, as a date field's value: the forms refuse a day
 * before the office's today, whatever the test machine's own clock and zone say.
 */
export function officeDay(offset = 0): string {
  const day = new Date(`${todayIn(company.timeZone)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/**
 * The `n`th day after the office's today (n ≥ 1) on which a consultation can be booked at any slot:
 * Monday to Friday. Saturday closes early and Sunday is closed (features/leads/bookable.ts).
 */
export function workingDay(n = 1): string {
  let offset = 0;
  for (let found = 0; found < n; ) {
    offset += 1;
    const weekday = new Date(`${officeDay(offset)}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) found += 1;
  }
  return officeDay(offset);
}
