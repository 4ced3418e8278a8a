import { isIsoDay } from "../../app/lib/dates.ts";
import { type CsvSeparator, parseObject, suspectStatus, toCsv } from "./operator.ts";
import type { LeadStore } from "./store.ts";

/**
 * Where work comes from: the stored leads counted by month, form, page, referring site and campaign. It
 * reads only what a lead already holds (its page, referrer and first `utm_*` parameters); nothing new is
 * tracked about visitors to make it.
 */

/** The ways the report groups leads, in the order it shows them; also the `section` column of its CSV. */
export const reportSections = ["month", "form", "page", "referrer", "campaign"] as const;
export type ReportSection = (typeof reportSections)[number];

/** What `reportText` calls each section. */
export const reportHeadings: Record<ReportSection, string> = {
  month: "By month",
  form: "By form",
  page: "By page",
  referrer: "By referrer",
  campaign: "By campaign (source / campaign)",
};

export interface ReportRow {
  /** The group: `2027-01`, `quote`, `/fr/services`, `www.google.com`, `linkedin / spring`… */
  key: string;
  count: number;
}

export interface LeadReport {
  /** The first day counted (YYYY-MM-DD, UTC), when the report starts there. */
  since?: string;
  /** Leads counted: each is in every section once, so each section's counts add up to it. */
  total: number;
  /** Months in order; every other section by count, most first, then by key. */
  groups: Record<ReportSection, ReportRow[]>;
}

/** What a lead holds no value for: a form sent from no known page, or without campaign parameters. */
const none = "(none)";
/** A visit that came with no referrer (typed, bookmarked, hidden by the browser) or one that is no URL. */
const direct = "(direct)";

/**
 * Counts the stored leads, from `since` (inclusive, UTC) if given, grouped five ways. Leads held as a
 * suspected robot's (their company notification in `suspectStatus`) are left out: they are kept so the
 * operator can release a person's, but counted they would credit a page or a campaign with robots. Once
 * released they count like any other. Leads stored before the outbox existed have no notification row
 * and are counted.
 */
export async function leadReport(store: LeadStore, options: { since?: string } = {}): Promise<LeadReport> {
  const { since } = options;
  let query = store.db
    .selectFrom("leads")
    .leftJoin("outbox as mail", (join) => join.onRef("mail.lead_ref", "=", "leads.ref").on("mail.kind", "=", "company"))
    .select(["leads.kind", "leads.page", "leads.referrer", "leads.utm", "leads.created_at"])
    // `status <> 'suspect'` alone is unknown, not true, for a lead without a notification row.
    .where((eb) => eb.or([eb("mail.status", "is", null), eb("mail.status", "!=", suspectStatus)]));
  // Compared as stored (ISO 8601, UTC, one shape throughout), so the string order is the time order.
  if (since !== undefined) query = query.where("leads.created_at", ">=", startOfDay(since));
  const leads = await query.execute();

  const counters = Object.fromEntries(reportSections.map((section) => [section, new Map<string, number>()])) as Record<
    ReportSection,
    Map<string, number>
  >;
  for (const lead of leads) {
    const utm = parseObject(lead.utm);
    const keys: Record<ReportSection, string> = {
      month: monthOf(lead.created_at),
      form: lead.kind || none,
      page: lead.page || none,
      referrer: hostOf(lead.referrer),
      campaign: campaignOf(utm.utm_source, utm.utm_campaign),
    };
    for (const section of reportSections) {
      const counter = counters[section];
      counter.set(keys[section], (counter.get(keys[section]) ?? 0) + 1);
    }
  }
  const groups = Object.fromEntries(
    reportSections.map((section) => {
      const rows = [...counters[section]].map(([key, count]) => ({ key, count }));
      return [section, rows.sort(section === "month" ? byMonth : byCount)];
    }),
  ) as Record<ReportSection, ReportRow[]>;
  return { ...(since !== undefined ? { since } : {}), total: leads.length, groups };
}

/** The first instant of a YYYY-MM-DD day, as `created_at` is written; a date that is no day is refused. */
function startOfDay(day: string): string {
  const start = isIsoDay(day) ? new Date(`${day}T00:00:00.000Z`) : null;
  // `Date` rolls 2027-02-30 over to March: only a day that reads back the same is one.
  if (!start || Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day)
    throw new Error(`"${day}" is not a date (the report wants YYYY-MM-DD, such as 2027-01-31).`);
  return start.toISOString();
}

const unknownMonth = "(unknown)";

/** The UTC month of a stored time; a hand-edited row with an offset is counted in its UTC month too. */
function monthOf(createdAt: string): string {
  const time = new Date(createdAt);
  return Number.isNaN(time.getTime()) ? unknownMonth : time.toISOString().slice(0, 7);
}

/** The referring site's host name, as the browser sent it (`www.` kept); anything that is no URL with a host is direct. */
function hostOf(referrer: string): string {
  try {
    return new URL(referrer).hostname || direct;
  } catch {
    return direct;
  }
}

function campaignOf(source: string | undefined, campaign: string | undefined): string {
  if (!source && !campaign) return none;
  return `${source || none} / ${campaign || none}`;
}

// Keys are compared by code unit, not by locale, so the same data gives the same order on every machine.
const byKey = (a: ReportRow, b: ReportRow) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const byCount = (a: ReportRow, b: ReportRow) => b.count - a.count || byKey(a, b);
/** YYYY-MM sorts as it reads; a row whose time could not be read comes last. */
const byMonth = (a: ReportRow, b: ReportRow) =>
  Number(a.key === unknownMonth) - Number(b.key === unknownMonth) || byKey(a, b);

/**
 * Visitor text on the operator's terminal: a control character (ESC, or a C1 `\x9b`, starts an escape
 * sequence that can clear the screen or move the cursor) is shown as U+FFFD instead of being obeyed. A
 * key is one line, so line breaks and tabs are replaced too.
 */
function terminalText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "\uFFFD");
}

/** The report for a terminal: a title with the total, then each section's `count  key` lines, counts aligned. */
export function reportText(report: LeadReport): string {
  const counts = reportSections.flatMap((section) => report.groups[section].map((row) => row.count));
  const width = String(Math.max(0, ...counts)).length;
  const title = `Where work comes from: ${report.total} ${report.total === 1 ? "lead" : "leads"}${
    report.since ? ` since ${report.since}` : ""
  } (suspected robots not counted)`;
  const sections = reportSections.map((section) => {
    const rows = report.groups[section];
    const lines = rows.length
      ? rows.map((row) => `  ${String(row.count).padStart(width)}  ${terminalText(row.key)}`)
      : ["  —"];
    return [reportHeadings[section], ...lines].join("\n");
  });
  return `${[title, ...sections].join("\n\n")}\n`;
}

/**
 * The report as one CSV (`section,key,count`, one row per group, sections in the report's order), written
 * by the export's `toCsv`: a BOM for Excel, and a campaign named `=1+1` stays text in a spreadsheet.
 */
export function reportCsv(report: LeadReport, separator: CsvSeparator): string {
  const rows = reportSections.flatMap((section) =>
    report.groups[section].map((row) => ({ section, key: row.key, count: row.count })),
  );
  return toCsv(rows, { columns: ["section", "key", "count"], separator });
}
