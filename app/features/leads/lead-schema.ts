import * as z from "zod/mini";
import { company as companyFacts } from "../../content/company.ts";
import {
  consultationServiceCodes,
  consultationSlots,
  fieldMaxLengths,
  inquiryServiceCodes,
  maxHeadcount,
  staffOutsourcingService,
} from "../../content/forms.ts";
import { isIsoDay, todayIn } from "../../lib/dates.ts";
import { slotRefusal } from "./bookable.ts";

/**
 * What a visitor may send, one schema per form, checked in the browser before sending and again by the
 * server, which decides. `zod/mini` rather than zod's chained API: the inquiry form renders on the home
 * page, and mini's functions leave out of the bundle every check a schema does not use (decision 0011).
 */

/** Why a field was refused; the form shows the dictionary's sentence for each reason. */
export const fieldErrors = [
  "required",
  "email",
  "phone",
  "tooLong",
  "control",
  "choice",
  "date",
  "past",
  "count",
  "closedDay",
  "closedSlot",
  "pastSlot",
] as const;
export type FieldError = (typeof fieldErrors)[number];

/** Control characters never belong in a form; multi-line fields keep their line breaks and tabs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const controlInLine = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

interface TextRule {
  max: number;
  required?: boolean;
  multiline?: boolean;
}

/**
 * Free text: trimmed, capped at a length no honest visitor reaches, control characters refused. Line
 * breaks are stored as LF whichever way they came: a browser posting a form sends CRLF.
 */
const text = ({ max, required = false, multiline = false }: TextRule) =>
  z.string({ error: "required" }).check(
    z.overwrite((v) => v.replace(/\r\n?/g, "\n")),
    z.trim(),
    ...(required ? [z.minLength(1, "required")] : []),
    z.maxLength(max, "tooLong"),
    z.refine((v) => !(multiline ? controlInText : controlInLine).test(v), "control"),
  );

const email = z.string({ error: "required" }).check(
  z.trim(),
  z.minLength(1, "required"),
  z.maxLength(fieldMaxLengths.email, "tooLong"),
  z.refine((v) => !controlInLine.test(v), "control"),
  z.regex(z.regexes.email, "email"),
);

const phone = z.string({ error: "required" }).check(
  z.trim(),
  z.maxLength(fieldMaxLengths.phone, "tooLong"),
  // `\s` takes the no-break spaces numbers are grouped with, and would take line breaks and tabs too.
  z.refine((v) => !controlInLine.test(v), "control"),
  z.regex(/^[+\d\s().-]*$/, "phone"),
);

/** One of a fixed list of codes; the empty prompt option counts as no answer. */
const choice = (codes: readonly string[], required = true) =>
  z.string({ error: "required" }).check(
    z.trim(),
    ...(required ? [z.minLength(1, "required")] : []),
    z.refine((v) => v === "" || codes.includes(v), "choice"),
  );

/** A `YYYY-MM-DD` day, today or later in the office's time zone. */
const day = (required: boolean) =>
  z.string({ error: "required" }).check(
    z.trim(),
    ...(required ? [z.minLength(1, "required")] : []),
    // A real calendar day: the format alone would take 2030-02-31, which a calendar moves to March.
    z.refine((v) => v === "" || z.regexes.date.test(v), "date"),
    z.refine((v) => v === "" || !isIsoDay(v) || v >= todayIn(companyFacts.timeZone), "past"),
  );

/** Fields a staff-outsourcing quote must fill, and only such a quote shows. */
export const staffFields = ["roles", "headcount"] as const;

const name = text({ max: fieldMaxLengths.name, required: true });
const company = text({ max: fieldMaxLengths.company });

export const inquirySchema = z.object({
  name,
  email,
  company,
  phone,
  service: choice(inquiryServiceCodes),
  details: text({ max: fieldMaxLengths.details, required: true, multiline: true }),
});

export const consultationSchema = z
  .object({
    name,
    email,
    phone,
    company,
    service: choice(consultationServiceCodes),
    preferredDate: day(true),
    preferredTime: choice(consultationSlots),
    message: text({ max: fieldMaxLengths.message, multiline: true }),
  })
  .check(
    // Only days and times the office works, and not a slot already gone today in Douala: a closed day
    // is the date's fault, a closed or past hour the slot's.
    z.superRefine((value, ctx) => {
      const refusal = slotRefusal(value.preferredDate, value.preferredTime);
      if (!refusal) return;
      const path = refusal === "closedDay" ? "preferredDate" : "preferredTime";
      ctx.addIssue({ code: "custom", path: [path], message: refusal, input: value[path] });
    }),
  );

export const quoteSchema = z
  .object({
    name,
    email,
    company,
    phone,
    service: choice(inquiryServiceCodes),
    // Required when people are requested (see below).
    roles: text({ max: fieldMaxLengths.roles, multiline: true }),
    headcount: z.string({ error: "required" }).check(
      z.trim(),
      z.refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= maxHeadcount), "count"),
    ),
    startDate: day(false),
    duration: text({ max: fieldMaxLengths.duration }),
    location: text({ max: fieldMaxLengths.location }),
    details: text({ max: fieldMaxLengths.details, required: true, multiline: true }),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.service !== staffOutsourcingService) return;
      for (const field of staffFields) {
        if (value[field] === "") ctx.addIssue({ code: "custom", path: [field], message: "required", input: "" });
      }
    }),
  );

export const leadSchemas = { inquiry: inquirySchema, consultation: consultationSchema, quote: quoteSchema };
export type LeadKind = keyof typeof leadSchemas;
export const leadKinds = Object.keys(leadSchemas) as LeadKind[];

/** A form's values as the visitor typed them, every field a string. */
export type LeadValues<K extends LeadKind> = { [F in keyof z.infer<(typeof leadSchemas)[K]>]: string };
export type LeadField<K extends LeadKind> = keyof LeadValues<K> & string;
export type FieldErrors = Partial<Record<string, FieldError>>;

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && Object.hasOwn(leadSchemas, value);
}

/** The fields of a form, in the order its schema lists them. */
export function leadFieldsOf<K extends LeadKind>(kind: K): LeadField<K>[] {
  const schema = leadSchemas[kind];
  return Object.keys(schema.def.shape) as LeadField<K>[];
}

/** Each form's fields, in order, each with whether the form refuses it empty. */
export type LeadFormShapes = { [K in LeadKind]: Record<LeadField<K>, boolean> };

/**
 * The forms' fields and required flags, read from the schemas, so markup and checks cannot disagree.
 * The root route's loader computes them at build time and pages carry them as data: the schemas and zod
 * load only when a form is sent (send-lead.ts), never with the page.
 */
export function describeLeadForms(): LeadFormShapes {
  const shapeOf = (kind: LeadKind) => {
    const shape = leadSchemas[kind].def.shape as Record<string, z.ZodMiniType>;
    return Object.fromEntries(
      Object.entries(shape).map(([field, schema]) => [field, !z.safeParse(schema, "").success]),
    );
  };
  return Object.fromEntries(leadKinds.map((kind) => [kind, shapeOf(kind)])) as LeadFormShapes;
}

export type LeadCheck<K extends LeadKind> =
  | { ok: true; values: LeadValues<K> }
  | { ok: false; errors: FieldErrors; values: LeadValues<K> };

/**
 * Checks what a form sent. Values come back trimmed when accepted, and as sent when refused, so the form
 * shows exactly what the visitor typed; each refused field gets the first reason found.
 */
export function checkLead<K extends LeadKind>(kind: K, input: Record<string, unknown>): LeadCheck<K> {
  const sent = Object.fromEntries(
    leadFieldsOf(kind).map((field) => [field, typeof input[field] === "string" ? input[field] : ""]),
  ) as LeadValues<K>;
  const result = z.safeParse(leadSchemas[kind] as z.ZodMiniType, sent);
  if (result.success) return { ok: true, values: result.data as LeadValues<K> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    const reason = (fieldErrors as readonly string[]).includes(issue.message)
      ? (issue.message as FieldError)
      : "required";
    errors[field] ??= reason;
  }
  return { ok: false, errors, values: sent };
}
