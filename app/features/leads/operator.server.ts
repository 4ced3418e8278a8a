import { requeue } from "./outbox.server";
import type { LeadStore } from "./store.server";

/**
 * The company's tools (`npm run leads`): see recent leads and whether their mail went out, export them,
 * and send again what failed. Each returns the text to print; a bad reference is an error, not silence.
 */

/** Leads are kept this long, as the privacy page states; `--purge` deletes older ones. */
export const retentionMonths = 24;

export interface LeadListing {
  ref: string;
  created_at: string;
  kind: string;
  locale: string;
  name: string;
  email: string;
  service: string;
  status: string | null;
  attempts: number | null;
  last_error: string | null;
}

export async function listLeads(store: LeadStore, limit = 50): Promise<LeadListing[]> {
  return store.db
    .selectFrom("leads")
    .leftJoin("outbox", "outbox.lead_ref", "leads.ref")
    .select([
      "leads.ref",
      "leads.created_at",
      "leads.kind",
      "leads.locale",
      "leads.name",
      "leads.email",
      "leads.service",
      "outbox.status",
      "outbox.attempts",
      "outbox.last_error",
    ])
    .orderBy("leads.created_at", "desc")
    .limit(limit)
    .execute();
}

/** RFC 4180 CSV with a byte-order mark, so that Excel reads accents (French names, "Soudure à 45°") right. */
export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  const cell = (value: unknown) => {
    const text = value == null ? "" : String(value);
    // A leading = + - @ would be a formula in a spreadsheet: quoted with an apostrophe, it stays text.
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [columns.join(","), ...rows.map((row) => columns.map((c) => cell(row[c])).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export async function resend(store: LeadStore, ref: string): Promise<void> {
  if (!/^WI-[2-9A-Z]{5}$/.test(ref)) throw new Error(`"${ref}" is not a lead reference (they look like WI-7K3Q9).`);
  if (!(await requeue(store, ref, new Date()))) throw new Error(`No lead has the reference ${ref}.`);
}

export async function retryFailed(store: LeadStore): Promise<number> {
  const result = await store.db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: new Date().toISOString(), lease_until: null, attempts: 0 })
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes leads (and their mails) older than the retention; returns how many. */
export async function purge(store: LeadStore, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
  const before = cutoff.toISOString();
  return store.db.transaction().execute(async (trx) => {
    const old = trx.selectFrom("leads").select("ref").where("created_at", "<", before);
    await trx.deleteFrom("outbox").where("lead_ref", "in", old).execute();
    const result = await trx.deleteFrom("leads").where("created_at", "<", before).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
