import { sql } from "kysely";
import type { LeadStore, MailKind, OutboxTable } from "./store.ts";

/**
 * The outbox: one row per lead and mail (the company's notification, the visitor's acknowledgement),
 * written in the lead's own transaction, so that a stored lead always has both waiting. A worker claims a row with a lease (a crashed worker's claim expires), sends,
 * and records the outcome; several app instances on PostgreSQL share the queue without sending twice.
 */

/** A row of the outbox, as the worker claims it. */
export type OutboxRow = OutboxTable;

/**
 * What one claim of a mail is known by: each claim counts an attempt and sets a lease of its own, so a
 * sender whose lease lapsed (another took the mail since) or whose mail the operator queued again finds
 * the row changed and records nothing over the newer claim.
 */
export type Claim = Pick<OutboxRow, "id" | "lead_ref" | "kind" | "attempts" | "lease_until" | "created_at">;

/** Orders the company's notification before the visitor's acknowledgement. */
export const companyFirst = sql`case when kind = 'company' then 0 else 1 end`;

/**
 * Claims the next mail due, for `leaseMs`: no other worker takes it until then, even if this one dies.
 * The company's notifications come first, whatever acknowledgements wait; `companyOnly` leaves the
 * acknowledgements to other senders.
 */
export async function claimNext(
  store: LeadStore,
  now: Date,
  leaseMs: number,
  { companyOnly = false }: { companyOnly?: boolean } = {},
): Promise<OutboxRow | null> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  // PostgreSQL: rows another instance holds are skipped, not waited for; SQLite has one writer at a time.
  const lock = store.dialect === "postgres" ? sql`for update skip locked` : sql``;
  const kinds = companyOnly ? sql`and kind = 'company'` : sql``;
  const result = await sql<OutboxRow>`
    update outbox set lease_until = ${lease}, attempts = attempts + 1
    where id = (
      select id from outbox
      where status = 'pending' and next_attempt_at <= ${at} and (lease_until is null or lease_until <= ${at})
      ${kinds}
      order by ${companyFirst}, next_attempt_at, id
      limit 1
      ${lock}
    )
    returning *`.execute(store.db);
  return result.rows[0] ?? null;
}

/** The row as `claim` left it: still pending, with the attempt and the lease that claim set. */
function stillClaimed(store: LeadStore, claim: Claim) {
  const lease = claim.lease_until;
  return store.db
    .updateTable("outbox")
    .where("id", "=", claim.id)
    .where("status", "=", "pending")
    .where("attempts", "=", claim.attempts)
    .where((eb) => (lease === null ? eb("lease_until", "is", null) : eb("lease_until", "=", lease)));
}

/**
 * Records a mail the mail server took. False when the row is no longer this claim's (its lease lapsed and
 * another sender took it, or the operator queued it again): the newer claim records its own outcome.
 */
export async function markSent(store: LeadStore, claim: Claim, now: Date): Promise<boolean> {
  const result = await stillClaimed(store, claim)
    .set({ status: "sent", sent_at: now.toISOString(), lease_until: null })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A failed attempt: tried again at `retryAt`, or given up (`failed`) when `retryAt` is null. False, and
 * nothing changed, when the row is no longer this claim's.
 */
export async function markFailure(
  store: LeadStore,
  claim: Claim,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<boolean> {
  const result = await stillClaimed(store, claim)
    .set({
      status: retryAt ? "pending" : "failed",
      next_attempt_at: (retryAt ?? now).toISOString(),
      lease_until: null,
      last_error: error.slice(0, 500),
      last_error_at: now.toISOString(),
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * What puts a mail back in the queue, due now, with a fresh retry window: the window counts from the
 * queue time (`created_at`; the lead keeps its own), so a mail queued again after a long outage is retried
 * for as long as a new one, not tried once. A claim in progress loses the row: its late outcome is not
 * recorded over the new queueing.
 */
export function queuedAgain(now: Date) {
  const at = now.toISOString();
  return { status: "pending", next_attempt_at: at, lease_until: null, attempts: 0, created_at: at } as const;
}

/**
 * Puts a lead's mails back in the queue, due now (the operator's resend), and says how many. The company's
 * notification goes again whatever its state; the visitor's acknowledgement only when it failed or was
 * held as a robot's: one the visitor has had, or that is on its way, is not sent twice. 0 for an unknown
 * reference.
 */
export async function requeue(store: LeadStore, ref: string, now: Date): Promise<number> {
  const result = await store.db
    .updateTable("outbox")
    .set(queuedAgain(now))
    .where("lead_ref", "=", ref)
    .where((eb) => eb.or([eb("kind", "=", "company"), eb("status", "in", ["failed", "suspect"])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The queue's state for the health check: nothing personal in it. The top-level figures are the company's
 * notifications, which the alarms watch; the visitors' acknowledgements are counted apart, since one
 * refused by a visitor's mail server (a mistyped domain) is no fault a person at the company can mend.
 */
export interface OutboxStats {
  pending: number;
  failed: number;
  /** Since when the oldest pending mail has been queued (or queued again), in seconds; null when none waits. */
  oldestPendingAgeSeconds: number | null;
  lastSendErrorAt: string | null;
  acknowledgements?: { pending: number; failed: number; lastSendErrorAt: string | null };
}

/** Each kind of mail's counts, in one pass over the queue (the health check asks often). */
async function statsByKind(store: LeadStore) {
  const rows = await store.db
    .selectFrom("outbox")
    .select((eb) => [
      "kind",
      eb.fn.sum<number>(eb.case().when("status", "=", "pending").then(1).else(0).end()).as("pending"),
      eb.fn.sum<number>(eb.case().when("status", "=", "failed").then(1).else(0).end()).as("failed"),
      eb.fn.min<string | null>(eb.case().when("status", "=", "pending").then(eb.ref("created_at")).end()).as("oldest"),
      eb.fn.max("last_error_at").as("lastSendErrorAt"),
    ])
    .groupBy("kind")
    .execute();
  const of = (kind: MailKind) => {
    const row = rows.find((r) => r.kind === kind);
    return {
      pending: Number(row?.pending ?? 0),
      failed: Number(row?.failed ?? 0),
      oldest: row?.oldest ?? null,
      lastSendErrorAt: row?.lastSendErrorAt ?? null,
    };
  };
  return { company: of("company"), acknowledgements: of("acknowledgement") };
}

export async function outboxStats(store: LeadStore, now: Date): Promise<OutboxStats> {
  const { company, acknowledgements } = await statsByKind(store);
  return {
    pending: company.pending,
    failed: company.failed,
    oldestPendingAgeSeconds: company.oldest ? Math.round((now.getTime() - Date.parse(company.oldest)) / 1000) : null,
    lastSendErrorAt: company.lastSendErrorAt,
    acknowledgements: {
      pending: acknowledgements.pending,
      failed: acknowledgements.failed,
      lastSendErrorAt: acknowledgements.lastSendErrorAt,
    },
  };
}

/**
 * Why the company's mail needs a person, from the queue's state; empty while mail flows. A mail waiting
 * longer than `maxPendingSeconds` means the mail server has refused or not answered for that long; a
 * failed mail waits for the operator's resend. Each reason starts with a fixed key a monitor can match.
 */
export function mailAlarms(stats: OutboxStats, maxPendingSeconds: number): string[] {
  const alarms: string[] = [];
  const age = stats.oldestPendingAgeSeconds;
  if (age !== null && age > maxPendingSeconds) {
    alarms.push(`mail delayed: the oldest pending mail has waited ${age} s (limit ${maxPendingSeconds} s)`);
  }
  if (stats.failed > 0) {
    alarms.push(`mail failed: ${stats.failed} mail(s) given up and not sent again (npm run leads -- --retry-failed)`);
  }
  return alarms;
}
