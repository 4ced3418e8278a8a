import { company } from "../../content/company.ts";
import { consultationSlots } from "../../content/forms.ts";
import { isIsoDay, todayIn } from "../../lib/dates.ts";

/** How long a consultation slot lasts: a slot is offered when the whole hour falls within opening hours. */
const slotMinutes = 60;

/** Why a day and slot cannot be booked: the office is closed that day, or at that time, or the slot is gone. */
export type SlotRefusal = "closedDay" | "closedSlot" | "pastSlot";

const clock = /^(\d{2}):(\d{2})$/;

function minutesOf(time: string): number {
  const match = clock.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** The office's hours on a calendar day (Monday to Friday, Saturday), or null on Sunday, when it is closed. */
export function openingHoursOn(day: string): { opens: string; closes: string } | null {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0) return null;
  return weekday === 6 ? company.hours.saturday : company.hours.weekdays;
}

/** The time of day in the office's time zone, in minutes since midnight. */
function minutesNowInOffice(now: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: company.timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part("hour") * 60 + part("minute");
}

/** The office's day (`YYYY-MM-DD`) and time of day (minutes since midnight) at `now`. */
function officeClock(now: Date): { today: string; minutes: number } {
  return { today: todayIn(company.timeZone, now), minutes: minutesNowInOffice(now) };
}

function refusalAt(day: string, slot: string, clock: { today: string; minutes: number }): SlotRefusal | null {
  if (!isIsoDay(day) || Number.isNaN(new Date(`${day}T00:00:00Z`).getTime())) return null;
  if (day < clock.today) return null;
  const hours = openingHoursOn(day);
  if (!hours) return "closedDay";
  const start = minutesOf(slot);
  if (Number.isNaN(start)) return null;
  if (start < minutesOf(hours.opens) || start + slotMinutes > minutesOf(hours.closes)) return "closedSlot";
  if (day === clock.today && start <= clock.minutes) return "pastSlot";
  return null;
}

/**
 * Whether a consultation can be booked on `day` (`YYYY-MM-DD`) at `slot` (`HH:MM`), by the office's hours
 * (company facts) and clock: null when it can, else why not. A day or slot that is not one at all, or a
 * day already gone, is for the fields' own checks to report.
 */
export function slotRefusal(day: string, slot: string, now: Date = new Date()): SlotRefusal | null {
  return refusalAt(day, slot, officeClock(now));
}

/** The slots that can still be booked on `day`: every slot while no day is chosen. The clock is read once. */
export function bookableSlots(day: string, now: Date = new Date()): readonly string[] {
  if (!isIsoDay(day)) return consultationSlots;
  const clock = officeClock(now);
  return consultationSlots.filter((slot) => refusalAt(day, slot, clock) === null);
}
