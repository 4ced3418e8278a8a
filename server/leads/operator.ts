import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { labelOf } from "../../app/content/forms.ts";
import { commonDictionaries } from "../../app/content/locales/index.ts";
import { leadMailDictionaries } from "../../app/content/locales/lead-mail.ts";
import { type LeadKind, leadFieldsOf, leadKinds } from "../../app/features/leads/lead-schema.ts";
import { isLocale } from "../../app/lib/i18n.ts";
import { utmNames } from "../../app/lib/utm.ts";
import type { MailLocales } from "./config.ts";
import { splitExtension } from "./file-names.ts";
import { filesOf, purgeFiles, readStoredFile, settlePurgedFiles } from "./files.ts";
import { doualaTime, fieldLabels } from "./mail.ts";
import { companyFirst, queuedAgain, requeue } from "./outbox.ts";
import type { LeadStore, MailKind, OutboxTable } from "./store.ts";

/**
 * The company's tools (`npm run leads`): see recent leads and whether their mail went out, read one lead
 * whole, export them all, and send again what failed or what was taken for a robot. Each returns what
 * to print; a bad reference is an error, not silence.
 */

/** Leads are kept this long, as the privacy page states; `--purge` deletes older ones. */
export const retentionMonths = 24;

/** The outbox status of a submission stored as a suspected robot's: kept, not mailed until released. */
export const suspectStatus: OutboxTable["status"] = "suspect";

export interface LeadListing {
  ref: string;
  created_at: string;
  kind: string;
  locale: string;
  name: string;
  email: string;
  service: string;
  /** The company's notification: its state, send attempts and last error. */
  status: string | null;
  attempts: number | null;
  last_error: string | null;
  /** The visitor's acknowledgement: its state and last error. */
  acknowledgement: string | null;
  acknowledgement_error: string | null;
}

/** What the operator's tool calls each mail of a lead. */
export const mailKindNames: Record<MailKind, string> = {
  company: "Notification to the company",
  acknowledgement: "Acknowledgement to the visitor",
};

/** Leads joined to their company notification (`mail`) and their acknowledgement (`ack`): one row per lead. */
function leadsWithMails(store: LeadStore) {
  return store.db
    .selectFrom("leads")
    .leftJoin("outbox as mail", (join) => join.onRef("mail.lead_ref", "=", "leads.ref").on("mail.kind", "=", "company"))
    .leftJoin("outbox as ack", (join) =>
      join.onRef("ack.lead_ref", "=", "leads.ref").on("ack.kind", "=", "acknowledgement"),
    );
}

/**
 * The most recent leads first (`limit` of them, or all), or only those whose notification is in `status`
 * (`suspect`…), each with the state of both its mails.
 */
export async function listLeads(
  store: LeadStore,
  { limit, status }: { limit?: number; status?: OutboxTable["status"] } = {},
): Promise<LeadListing[]> {
  let query = leadsWithMails(store)
    .select([
      "leads.ref",
      "leads.created_at",
      "leads.kind",
      "leads.locale",
      "leads.name",
      "leads.email",
      "leads.service",
      "mail.status",
      "mail.attempts",
      "mail.last_error",
      "ack.status as acknowledgement",
      "ack.last_error as acknowledgement_error",
    ])
    .orderBy("leads.created_at", "desc");
  if (limit !== undefined) query = query.limit(limit);
  if (status) query = query.where("mail.status", "=", status);
  return query.execute();
}

const referencePattern = /^WI-[2-9A-Z]{5}$/;

function checkReference(ref: string): void {
  if (!referencePattern.test(ref)) throw new Error(`"${ref}" is not a lead reference (they look like WI-7K3Q9).`);
}

/** Every field of every form, once, in the order the schemas list them (inquiry, consultation, quote). */
export const formFieldColumns: readonly string[] = [...new Set(leadKinds.flatMap((kind) => leadFieldsOf(kind)))];

/**
 * The export's columns: who and when, every form field, where the visit came from, and the state of its
 * mails (`mail_*` the company's notification, `acknowledgement_*` the visitor's).
 */
export const exportColumns = [
  "ref",
  "created_at",
  "kind",
  "locale",
  ...formFieldColumns,
  "page",
  "referrer",
  ...utmNames,
  "files",
  "mail_status",
  "mail_attempts",
  "mail_last_error",
  "mail_last_error_at",
  "mail_sent_at",
  "acknowledgement_status",
  "acknowledgement_last_error",
  "acknowledgement_sent_at",
] as const;

/** One lead as the export has it: a string for every column, empty when the lead has no such value. */
export type ExportRow = Record<string, string>;

/** Every lead, oldest first, flattened to `exportColumns`. */
export async function exportLeads(store: LeadStore): Promise<ExportRow[]> {
  const rows = await leadsWithMails(store)
    .select([
      "leads.ref",
      "leads.created_at",
      "leads.kind",
      "leads.locale",
      "leads.fields",
      "leads.page",
      "leads.referrer",
      "leads.utm",
      "mail.status",
      "mail.attempts",
      "mail.last_error",
      "mail.last_error_at",
      "mail.sent_at",
      "ack.status as ack_status",
      "ack.last_error as ack_last_error",
      "ack.sent_at as ack_sent_at",
    ])
    .orderBy("leads.created_at")
    .orderBy("leads.ref")
    .execute();
  const counts = new Map(
    (
      await store.db
        .selectFrom("lead_files")
        .select(["lead_ref", (eb) => eb.fn.countAll<number | string>().as("count")])
        .groupBy("lead_ref")
        .execute()
    ).map((row) => [row.lead_ref, String(row.count)]),
  );
  return rows.map((row) => {
    const fields = parseObject(row.fields);
    const utm = parseObject(row.utm);
    return {
      ref: row.ref,
      created_at: row.created_at,
      kind: row.kind,
      locale: row.locale,
      ...Object.fromEntries(formFieldColumns.map((field) => [field, fields[field] ?? ""])),
      page: row.page,
      referrer: row.referrer,
      ...Object.fromEntries(utmNames.map((name) => [name, utm[name] ?? ""])),
      files: counts.get(row.ref) ?? "0",
      mail_status: row.status ?? "",
      mail_attempts: row.attempts == null ? "" : String(row.attempts),
      mail_last_error: row.last_error ?? "",
      mail_last_error_at: row.last_error_at ?? "",
      mail_sent_at: row.sent_at ?? "",
      acknowledgement_status: row.ack_status ?? "",
      acknowledgement_last_error: row.ack_last_error ?? "",
      acknowledgement_sent_at: row.ack_sent_at ?? "",
    };
  });
}

/** A JSON object of strings as stored; anything else (a hand-edited row) reads as no values. */
export function parseObject(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, v == null ? "" : String(v)]));
  } catch {
    return {};
  }
}

/** The separators the export writes: a comma (RFC 4180), or a semicolon for the Excel of France and most of Europe. */
export const csvSeparators = [",", ";"] as const;
export type CsvSeparator = (typeof csvSeparators)[number];

/**
 * What makes a spreadsheet read a cell as a formula: = + - @ (and their full-width forms, which the East
 * Asian editions of Excel take for the same operators), possibly after spaces or an opening quote.
 */
const formulaStart = /^[\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Places where a reader may start a new cell inside one of ours: a reader that guesses the other
 * separator (French Excel splits a comma file on `;`, and does not honour quotes that open mid-field), or
 * a line break, which ends an unquoted field's row.
 */
const cellBoundaries = /([,;\t\r\n]+)/;

/**
 * A cell's text made inert for spreadsheets, the OWASP way: an apostrophe before whatever a spreadsheet
 * would read as a formula. That is the cell's start, and every place after a separator or a line break,
 * since a reader that guesses the other separator starts a cell there (`Jean;=1+1;` would be `Jean`, then
 * `=1+1`). A cell starting with a tab or a carriage return is marked too: some readers trim them first.
 * Excel hides a leading apostrophe and keeps the rest as text, so a phone number `+237 6…` reads as a
 * phone number, not as a sum; other readers show it, which is the lesser harm.
 */
export function spreadsheetText(text: string): string {
  const safe = text
    .split(cellBoundaries)
    // Odd indexes are the boundaries the split kept; even ones are what a reader could take for a cell.
    .map((part, index) => (index % 2 === 0 && formulaStart.test(part) ? `'${part}` : part))
    .join("");
  return /^[\t\r]/.test(text) ? `'${safe}` : safe;
}

/**
 * RFC 4180 CSV with a byte-order mark, so that Excel reads accents (French names, "Soudure à 45°") right.
 * Every cell goes through `spreadsheetText`; a cell holding a quote, a line break, a tab or either
 * separator is quoted, so the file splits the same whichever separator a reader expects.
 */
export function toCsv(
  rows: readonly Record<string, unknown>[],
  {
    columns = rows[0] ? Object.keys(rows[0]) : [],
    separator = ",",
  }: {
    columns?: readonly string[];
    separator?: CsvSeparator;
  } = {},
): string {
  const cell = (value: unknown) => {
    const safe = spreadsheetText(value == null ? "" : String(value));
    return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [columns.map(cell), ...rows.map((row) => columns.map((column) => cell(row[column])))];
  return `\uFEFF${lines.map((line) => line.join(separator)).join("\r\n")}\r\n`;
}

/**
 * Visitor text on the operator's terminal: control characters (a C1 `\x9b` starts an escape sequence in
 * many terminals) are shown as escapes instead of being obeyed; line breaks and tabs stay.
 */
function terminalText(text: string): string {
  return text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g,
    (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`,
  );
}

/**
 * One lead, whole, as text: every field of its form in the schema's order (labelled in the mail's
 * languages), what the visitor sent beyond them, where the visit came from, and the history of each of
 * its mails, named by kind.
 */
export async function showLead(store: LeadStore, ref: string, locales: MailLocales): Promise<string> {
  checkReference(ref);
  const lead = await store.db.selectFrom("leads").selectAll().where("ref", "=", ref).executeTakeFirst();
  if (!lead) throw new Error(`No lead has the reference ${ref}.`);
  const mails = await store.db
    .selectFrom("outbox")
    .selectAll()
    .where("lead_ref", "=", ref)
    .orderBy(companyFirst)
    .orderBy("id")
    .execute();
  const fields = parseObject(lead.fields);
  const utm = parseObject(lead.utm);
  const label = (pick: (locale: "en" | "fr") => string) => [...new Set(locales.map(pick))].join(" / ");
  const words = (locale: "en" | "fr") => leadMailDictionaries[locale];
  const kind = lead.kind as LeadKind;
  const formFields: string[] = (leadKinds as string[]).includes(kind) ? leadFieldsOf(kind) : [];
  // Older or hand-written rows may hold fields no form asks for any more: shown after the form's own.
  const names = [...new Set([...formFields, ...Object.keys(fields)])];
  const serviceLabel = (locale: "en" | "fr") =>
    kind === "consultation"
      ? labelOf(commonDictionaries[locale].consultation.services, fields.service ?? "")
      : labelOf(commonDictionaries[locale].inquiryServices, fields.service ?? "");
  const shown = (name: string) => {
    const value = fields[name] ?? "";
    if (name === "service" && value) return `${value} (${label(serviceLabel)})`;
    return value;
  };
  const when = (iso: string | null | undefined) => (iso ? `${doualaTime(iso)} (${iso})` : "—");

  const lines: [string, string][] = [
    [label((l) => words(l).reference), lead.ref],
    ["Form", `${lead.kind} (${label((l) => words(l).kinds[kind] ?? lead.kind)})`],
    [label((l) => words(l).received), when(lead.created_at)],
    ...names.map((name): [string, string] => [label((l) => fieldLabels(l)[name] ?? name), shown(name)]),
    [
      label((l) => words(l).language),
      `${lead.locale}${isLocale(lead.locale) ? ` (${commonDictionaries[lead.locale].languageName})` : ""}`,
    ],
    [label((l) => words(l).page), lead.page],
    [label((l) => words(l).referrer), lead.referrer],
    ...[...new Set([...utmNames, ...Object.keys(utm)])].map((name): [string, string] => [name, utm[name] ?? ""]),
  ];
  const history = (mail: OutboxTable): [string, string][] => [
    ["Status", mail.status],
    ["Queued at", when(mail.created_at)],
    ["Attempts", String(mail.attempts)],
    ...(mail.status === "pending" ? [["Next attempt", when(mail.next_attempt_at)] as [string, string]] : []),
    ...(mail.lease_until ? [["Held by a sender until", when(mail.lease_until)] as [string, string]] : []),
    ["Last error", mail.last_error ?? "—"],
    ["Last error at", when(mail.last_error_at)],
    ["Sent at", when(mail.sent_at)],
  ];
  const print = ([name, value]: [string, string]) => {
    const text = terminalText(value);
    // Multi-line answers (details, message) start under their label, indented, as the visitor wrote them.
    if (text.includes("\n")) return `${name}:\n${text.replace(/^/gm, "    ")}`;
    return `${name}: ${text === "" ? "—" : text}`;
  };
  const block = (title: string, rows: [string, string][]) =>
    `${title}\n${rows.map((line) => `  ${print(line)}`).join("\n")}`;
  const files = await filesOf(store, ref);
  const fileBlock = block(
    "Files",
    files.length > 0
      ? files.map((file): [string, string] => [
          String(file.position + 1),
          `${file.name} (${file.type}, ${file.size} bytes, sha256 ${file.sha256})`,
        ])
      : [["None", ""]],
  );
  const mailBlocks = mails.length
    ? mails.map((mail) => block(`Mail: ${mailKindNames[mail.kind] ?? mail.kind} (${mail.kind})`, history(mail)))
    : [block("Mail", [["Status", "no mail queued"]])];
  return `${lines.map(print).join("\n")}\n\n${fileBlock}\n\n${mailBlocks.join("\n\n")}\n`;
}

/**
 * Puts a lead's notification back in the queue, due now: a failed mail, a sent one to send again, or a
 * suspected robot's request released to the inbox (its acknowledgement with it). The visitor's
 * acknowledgement goes again only if it failed or was held (see `requeue`). Returns the status the
 * notification had.
 */
export async function resend(store: LeadStore, ref: string): Promise<string> {
  checkReference(ref);
  const mail = await store.db
    .selectFrom("outbox")
    .select("status")
    .where("lead_ref", "=", ref)
    .where("kind", "=", "company")
    .executeTakeFirst();
  if (!mail || (await requeue(store, ref, new Date())) === 0) throw new Error(`No lead has the reference ${ref}.`);
  return mail.status;
}

/**
 * Puts every failed notification to the company back in the queue, each with a fresh retry window; returns
 * how many. Failed acknowledgements stay failed: most were refused for good by a visitor's mistyped domain,
 * and mailing dead addresses again after every incident would cost the sender its reputation
 * (`--resend REF` sends one again on purpose).
 */
export async function retryFailed(store: LeadStore): Promise<number> {
  const result = await store.db
    .updateTable("outbox")
    .set(queuedAgain(new Date()))
    .where("status", "=", "failed")
    .where("kind", "=", "company")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes leads older than the retention, with their mails and their files; returns how many. */
export async function purge(store: LeadStore, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
  const before = cutoff.toISOString();
  let gone: string[] = [];
  try {
    const removed = await store.db.transaction().execute(async (trx) => {
      const old = trx.selectFrom("leads").select("ref").where("created_at", "<", before);
      // First a write, which takes the embedded database's write lock before any file is touched.
      await trx.deleteFrom("outbox").where("lead_ref", "in", old).execute();
      const refs = (await old.execute()).map((row) => row.ref);
      gone = await purgeFiles(trx, store, refs);
      const result = await trx.deleteFrom("leads").where("created_at", "<", before).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
    await settlePurgedFiles(store, gone, true);
    return removed;
  } catch (error) {
    await settlePurgedFiles(store, gone, false);
    throw error;
  }
}

/**
 * Writes a lead's files into `dir` under their names; returns the paths written. The folder is made if
 * missing. A name already taken (by another of the lead's files, or a file already in the folder, which is
 * kept) gets ` (2)`, ` (3)`… before its extension.
 */
export async function writeFiles(store: LeadStore, ref: string, dir: string): Promise<string[]> {
  checkReference(ref);
  const lead = await store.db.selectFrom("leads").select("ref").where("ref", "=", ref).executeTakeFirst();
  if (!lead) throw new Error(`No lead has the reference ${ref}.`);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const file of await filesOf(store, ref)) {
    const [stem, extension] = splitExtension(file.name);
    for (let n = 1; ; n += 1) {
      const path = join(dir, n === 1 ? file.name : `${stem} (${n})${extension}`);
      try {
        await pipeline(readStoredFile(store, file.sha256, file.size), createWriteStream(path, { flags: "wx" }));
        written.push(path);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== "EEXIST") throw error;
      }
    }
  }
  return written;
}
