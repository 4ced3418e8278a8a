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
