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

// biome-ignore lint/suspicious/noControlCharactersInRegex: a TEXT value cannot hold these, so they are replaced
const controlInText = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). Other control
 * characters but the tab have no place in one (§3.1: calendar programs may refuse the whole file), and
 * page or referrer text is not checked for them: each becomes U+FFFD, visibly.
 */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(controlInText, "\uFFFD");
}

/** Octets of one character in UTF-8; half a surrogate pair is written as U+FFFD, three octets. */
const utf8Length = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** Lines longer than 75 octets continue on the next line after a space (§3.1), never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  // Counted as it grows: encoding the line so far at each character made a long description cost milliseconds.
  let octets = 0;
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    const size = utf8Length(char);
    if (octets + size > limit) {
      parts.push(current);
      current = char;
      octets = size;
    } else {
      current += char;
      octets += size;
    }
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
