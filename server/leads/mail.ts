import * as z from "zod/mini";
import { acceptedFileTypes, shownFileSize } from "../../app/content/attachments.ts";
import { labelOf } from "../../app/content/forms.ts";
import { commonDictionaries } from "../../app/content/locales/index.ts";
import { leadMailDictionaries } from "../../app/content/locales/lead-mail.ts";
import { consultationEvent } from "../../app/features/leads/ics.ts";
import { escapeHtml } from "../../app/lib/html.mjs";
import { fill, isLocale } from "../../app/lib/i18n.ts";
import type { MailLocales } from "./config.ts";
import type { LeadFilesTable } from "./schema.ts";
import type { LeadsTable } from "./store.ts";

/** The notification a stored lead becomes, ready for nodemailer. */
export interface LeadMail {
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
  /** Stable per lead: a retry after an uncertain send is recognisable as the same mail. */
  messageId: string;
  /** The requested slot as a calendar event, for consultations. */
  icalEvent?: { method: string; filename: string; content: string };
  /** Whether the request's files go with the mail (the worker attaches them), or are only listed. */
  attachFiles: boolean;
}

const typeLabelOf = (type: string) => acceptedFileTypes.find((t) => t.type === type)?.label ?? type;

/** One line of a header: control characters and line breaks become spaces, so no text can add a header. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

// Made once: building a formatter cost more than the rest of a mail put together (milliseconds per mail).
const doualaClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Douala",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Africa/Douala wall-clock time of an ISO instant, as `YYYY-MM-DD HH:MM WAT`. */
export function doualaTime(iso: string): string {
  const parts = doualaClock.formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")} WAT`;
}

type Row = Pick<LeadsTable, "ref" | "kind" | "locale" | "fields" | "page" | "referrer" | "utm" | "created_at">;

/** Field labels of every form, in one language, from the shell dictionary: the mail's and the operator tool's. */
export function fieldLabels(locale: "en" | "fr"): Record<string, string> {
  const t = commonDictionaries[locale];
  return {
    ...t.quote.labels,
    preferredDate: t.consultation.date,
    preferredTime: t.consultation.time,
    message: t.consultation.message,
  };
}

/**
 * The notification of one stored lead: every field, the reference, the visitor's language, where the
 * form was sent from, and when, in the office's time. Visitor text is escaped in the HTML part and kept
 * out of every header but Reply-To, which nodemailer encodes.
 */
export function composeLeadMail(
  lead: Row,
  options: { locales: MailLocales; host: string; maxAttachBytes?: number },
  files: readonly Pick<LeadFilesTable, "name" | "type" | "size">[] = [],
): LeadMail {
  const fields = JSON.parse(lead.fields) as Record<string, string>;
  const utm = JSON.parse(lead.utm) as Record<string, string>;
  const label = (pick: (locale: "en" | "fr") => string) => [...new Set(options.locales.map(pick))].join(" / ");
  const mailWords = (locale: "en" | "fr") => leadMailDictionaries[locale];
  const serviceLabel = (locale: "en" | "fr") =>
    lead.kind === "consultation"
      ? labelOf(commonDictionaries[locale].consultation.services, fields.service ?? "")
      : labelOf(commonDictionaries[locale].inquiryServices, fields.service ?? "");
  const kindLabel = label((l) => mailWords(l).kinds[lead.kind as "inquiry"] ?? lead.kind);
  const service = label(serviceLabel);

  const rows: [string, string][] = [
    [label((l) => mailWords(l).reference), lead.ref],
    ...Object.entries(fields).map(([key, value]): [string, string] => [
      label((l) => fieldLabels(l)[key] ?? key),
      key === "service" ? `${service} (${value})` : value,
    ]),
    [
      label((l) => mailWords(l).language),
      isLocale(lead.locale) ? commonDictionaries[lead.locale].languageName : lead.locale,
    ],
    [label((l) => mailWords(l).page), lead.page],
    [label((l) => mailWords(l).referrer), lead.referrer],
    [
      label((l) => mailWords(l).campaign),
      Object.entries(utm)
        .map(([k, v]) => `${k}=${v}`)
        .join(", "),
    ],
    [label((l) => mailWords(l).received), doualaTime(lead.created_at)],
  ];
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const attachFiles = total <= (options.maxAttachBytes ?? Number.POSITIVE_INFINITY);
  if (files.length > 0) {
    const sizeIn = (bytes: number) => shownFileSize(bytes, options.locales[0] ?? "fr");
    const listed = files.map((file) => `${oneLine(file.name)} (${typeLabelOf(file.type)}, ${sizeIn(file.size)})`);
    if (!attachFiles) {
      const apart = (l: "en" | "fr") => fill(mailWords(l).filesApart, { size: sizeIn(total), ref: lead.ref });
      listed.push(...[...new Set(options.locales.map(apart))]);
    }
    rows.push([label((l) => mailWords(l).files), listed.join("\n")]);
  }
  const name = oneLine(fields.name ?? "");
  const address = oneLine(fields.email ?? "");
  const subject = oneLine(`${kindLabel}: ${service} — ${lead.ref}`);
  const text = `${rows.map(([k, v]) => `${k}:${v.includes("\n") ? "\n" : " "}${v}`).join("\n")}\n\n${label((l) => mailWords(l).reply)}\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif"><h1 style="font-size:18px">${escapeHtml(subject)}</h1><table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top" style="border-bottom:1px solid #ddd">${escapeHtml(k)}</th><td style="border-bottom:1px solid #ddd;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join("")}</table><p>${escapeHtml(label((l) => mailWords(l).reply))}</p></body></html>`;
  const mail: LeadMail = {
    subject,
    text,
    html,
    // Only an address the schema takes: nodemailer folds a long non-address at a Unicode space, which starts
    // a header line without white space. A mail without Reply-To still arrives; its text has the address.
    replyTo: z.regexes.email.test(address) ? { name, address } : { name: "", address: "" },
    messageId: `<${lead.ref}@${options.host}>`,
    attachFiles: files.length > 0 && attachFiles,
  };
  if (lead.kind === "consultation" && fields.preferredDate && fields.preferredTime) {
    mail.icalEvent = {
      method: "PUBLISH",
      filename: `${lead.ref}.ics`,
      content: consultationEvent({
        ref: lead.ref,
        date: fields.preferredDate,
        time: fields.preferredTime,
        summary: `${kindLabel}: ${name} (${lead.ref})`,
        description: rows.map(([k, v]) => `${k}: ${v}`).join("\n"),
        organizer: oneLine(fields.email ?? ""),
        stamp: new Date(lead.created_at),
        host: options.host,
      }),
    };
  }
  return mail;
}
