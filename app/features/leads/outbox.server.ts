import { sql } from "kysely";
import type { LeadStore, OutboxTable } from "./store.server";

/**
 * The outbox: one row per lead, written in the lead's own transaction, so that a stored lead always has
 * its notification waiting. A worker claims a row with a lease (a crashed worker's claim expires), sends,
 * and records the outcome; several app instances on PostgreSQL share the queue without sending twice.
 */

/** A row of the outbox, as the worker claims it. */
export type OutboxRow = OutboxTable;

/** Claims the next mail due, for `leaseMs`: no other worker takes it until then, even if this one dies. */
export async function claimNext(store: LeadStore, now: Date, leaseMs: number): Promise<OutboxRow | null> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  // PostgreSQL: rows another instance holds are skipped, not waited for; SQLite has one writer at a time.
  const lock = store.dialect === "postgres" ? sql`for update skip locked` : sql``;
  const result = await sql<OutboxRow>`
    update outbox set lease_until = ${lease}, attempts = attempts + 1
    where id = (
      select id from outbox
      where status = 'pending' and next_attempt_at <= ${at} and (lease_until is null or lease_until <= ${at})
      order by next_attempt_at, id
      limit 1
      ${lock}
    )
    returning *`.execute(store.db);
  return result.rows[0] ?? null;
}

export async function markSent(store: LeadStore, id: string, now: Date): Promise<void> {
  await store.db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: now.toISOString(), lease_until: null })
    .where("id", "=", id)
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or given up (`failed`) when `retryAt` is null. */
export async function markFailure(
  store: LeadStore,
  id: string,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<void> {
  await store.db
    .updateTable("outbox")
    .set({
      status: retryAt ? "pending" : "failed",
      next_attempt_at: (retryAt ?? now).toISOString(),
      lease_until: null,
      last_error: error.slice(0, 500),
      last_error_at: now.toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

/** Puts a lead's mail back in the queue, due now (the operator's resend). False for an unknown reference. */
export async function requeue(store: LeadStore, ref: string, now: Date): Promise<boolean> {
  const result = await store.db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: now.toISOString(), lease_until: null, attempts: 0 })
    .where("lead_ref", "=", ref)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The queue's state for the health check: nothing personal in it. */
export async function outboxStats(store: LeadStore, now: Date) {
  const pending = await store.db
    .selectFrom("outbox")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("created_at").as("oldest")])
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  const failed = await store.db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "failed")
    .executeTakeFirstOrThrow();
  const lastError = await store.db
    .selectFrom("outbox")
    .select((eb) => eb.fn.max("last_error_at").as("at"))
    .executeTakeFirstOrThrow();
  return {
    pending: Number(pending.count),
    failed: Number(failed.count),
    oldestPendingAgeSeconds: pending.oldest ? Math.round((now.getTime() - Date.parse(pending.oldest)) / 1000) : null,
    lastSendErrorAt: lastError.at ?? null,
  };
}
