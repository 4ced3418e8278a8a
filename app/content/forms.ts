/** Hourly consultation slots: 9:00 AM to 4:00 PM, West Africa Time, as 24-hour hours. */
export const consultationHours = [9, 10, 11, 12, 13, 14, 15, 16] as const;

/** The slots as the consultation form submits them: stable `HH:MM` codes, whatever the page's language. */
export const consultationSlots = consultationHours.map((hour) => `${String(hour).padStart(2, "0")}:00`);

/**
 * Codes of the inquiry and quote forms' services, in the order the forms list them; the dictionaries'
 * `inquiryServices` label each code. A form submits the code, never the translated label, so a lead reads
 * the same in any language.
 */
export const inquiryServiceCodes = [
  "ndt",
  "third-party",
  "coating",
  "lifting",
  "pressure-vessel",
  "consulting",
  "training",
  "staff-outsourcing",
  "other",
] as const;
export type InquiryServiceCode = (typeof inquiryServiceCodes)[number];

/** Codes of the consultation form's services, in the form's order; `consultation.services` labels each. */
export const consultationServiceCodes = [
  "welding",
  "visual-inspection",
  "ndt",
  "training",
  "third-party",
  "weld-procedure",
  "consulting",
] as const;
export type ConsultationServiceCode = (typeof consultationServiceCodes)[number];

/**
 * The most people one quote may ask for; a larger team is a conversation, not a form. Here, not beside the
 * schema, so the quote form reads it without loading the schema's code on first paint.
 */
export const maxHeadcount = 9999;

/**
 * The longest answer each free-text field takes, in characters: the schema refuses more and the field
 * carries it as `maxlength`, so the browser stops typing there and the long fields count down to it. A
 * technical brief (a tank inspection scope to API 653, a WPS list) runs to several pages: 10,000
 * characters is about four, and still well inside the server's 64 KiB body limit for ordinary text.
 */
export const fieldMaxLengths = {
  name: 200,
  email: 254,
  phone: 40,
  company: 200,
  details: 10_000,
  message: 10_000,
  roles: 2_000,
  duration: 200,
  location: 200,
} as const;

/** Fields at least this long show a live count of what is left (the brief, the message, the roles). */
export const countedLength = 1_000;

/** The service whose quote asks which roles and how many people. */
export const staffOutsourcingService: InquiryServiceCode = "staff-outsourcing";

/** The label of a submitted code; the code itself when it is none of the form's (an old or forged lead). */
export function labelOf<C extends string>(labels: Readonly<Record<C, string>>, code: string): string {
  return Object.hasOwn(labels, code) ? labels[code as C] : code;
}
