import * as z from "zod/mini";
import { company } from "../../app/content/company.ts";
import { acknowledgementDictionaries } from "../../app/content/locales/acknowledgement.ts";
import { commonDictionaries } from "../../app/content/locales/index.ts";
import { isLeadKind } from "../../app/features/leads/lead-schema.ts";
import { escapeHtml } from "../../app/lib/html.mjs";
import { fill, isLocale, localizePath } from "../../app/lib/i18n.ts";
import { shortFileName } from "./file-names.ts";
import type { LeadFilesTable } from "./schema.ts";
import type { LeadsTable } from "./store.ts";

/** The acknowledgement a stored lead sends to the visitor's address, ready for nodemailer. */
export interface AcknowledgementMail {
  /** The visitor's address alone: their name is text they typed, and stays out of the mail. */
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
  /** Stable per lead, and apart from the company's notification: a retried send is recognisable. */
  messageId: string;
  headers: Record<string, string>;
}

type Row = Pick<LeadsTable, "ref" | "kind" | "locale" | "email">;

/** The Message-ID of a lead's acknowledgement: the notification's is `<ref@host>`. */
export function acknowledgementMessageId(ref: string, host: string): string {
  return `<${ref}.acknowledgement@${host}>`;
}

/**
 * The acknowledgement of one stored lead, in the lead's language: its reference, which form it came from,
 * what happens next and how to reach the company. Every word is the dictionary's or the company's facts;
 * nothing the visitor typed goes in but the address it is sent to (and the short names of the files they
 * sent), so the forms cannot be used to mail someone else's words to a third party. Null when the stored address is not one (a hand-edited row):
 * there is nobody to acknowledge.
 */
export function composeAcknowledgement(
  lead: Row,
  options: { host: string },
  files: readonly Pick<LeadFilesTable, "name">[] = [],
): AcknowledgementMail | null {
  const address = lead.email.trim();
  if (!z.regexes.email.test(address)) return null;
  const locale = isLocale(lead.locale) ? lead.locale : "en";
  const kind = isLeadKind(lead.kind) ? lead.kind : "inquiry";
  const words = acknowledgementDictionaries[locale];
  // The reference is the server's own (WI-XXXXX); checked all the same, since it goes into a header.
  const ref = /^[\w-]+$/.test(lead.ref) ? lead.ref : "";
  const facts = {
    ref,
    company: company.name,
    email: company.email,
    phone: company.phones[0].display,
  };
  const site = company.siteUrl + localizePath("/", locale).replace(/^\/$/, "");
  const paragraphs: string[][] = [
    [words.greeting],
    [words.received[kind]],
    [fill(words.reference, facts), words.keep],
    // The files' names, so the visitor knows what arrived: the one thing they chose that the mail repeats,
    // cleaned of control characters when received and cut short here, so a name cannot carry a message.
    ...(files.length > 0 ? [[words.files, ...files.map((file) => `- ${shortFileName(file.name, 60)}`)]] : []),
    // What happens next in the words of the page's own confirmation, so the two never disagree.
    [words.nextTitle, commonDictionaries[locale].leads.received.next[kind]],
    [words.contactTitle, fill(words.email, facts), fill(words.phone, facts), words.reply],
    [words.notYou],
    [fill(words.signature, facts), site],
  ];
  const text = `${paragraphs.map((lines) => lines.join("\n")).join("\n\n")}\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">${paragraphs
    .map((lines) => `<p>${lines.map(escapeHtml).join("<br>")}</p>`)
    .join("")}</body></html>`;
  return {
    to: address,
    subject: fill(words.subject, facts),
    text,
    html,
    replyTo: { name: company.name, address: company.email },
    messageId: acknowledgementMessageId(ref, options.host),
    // An automatic answer (RFC 3834): out-of-office robots do not answer it back.
    headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
  };
}
