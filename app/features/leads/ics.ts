/**
 * A consultation request as an iCalendar event (RFC 5545) that calendar programs accept: the slot the
 * visitor asked for, tentative until the company confirms it, one hour, in Douala's time zone.
 */

/** West Africa Time: UTC+1 all year, no daylight saving. */
const officeZone = [
  "BEGIN:VTIMEZONE",
  "TZID:Africa/Douala",
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0100",
  "TZNAME:WAT",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after a space (§3.1), never inside a character. */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export interface ConsultationEvent {
  ref: string;
  /** `YYYY-MM-DD`, the office's day. */
  date: string;
  /** `HH:MM`, the office's time. */
  time: string;
  summary: string;
  description: string;
  organizer: string;
  /** When the request was stored (UTC). */
  stamp: Date;
  /** Host part of the event's unique id. */
  host: string;
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function consultationEvent(event: ConsultationEvent): string {
  const local = `${event.date.replace(/-/g, "")}T${event.time.replace(":", "")}00`;
  const [hour = 0, minute = 0] = event.time.split(":").map(Number);
  const endHour = String(hour + 1).padStart(2, "0");
  const end = `${event.date.replace(/-/g, "")}T${endHour}${String(minute).padStart(2, "0")}00`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Leads//Consultation request//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...officeZone,
    "BEGIN:VEVENT",
    `UID:${event.ref}@${event.host}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=Africa/Douala:${local}`,
    `DTEND;TZID=Africa/Douala:${end}`,
    "STATUS:TENTATIVE",
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `ORGANIZER:mailto:${event.organizer}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
