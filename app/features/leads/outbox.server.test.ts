import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { retryFailed } from "./operator.server";
import { claimNext, mailAlarms, markFailure, markSent, type OutboxStats, outboxStats, requeue } from "./outbox.server";
import { type LeadStore, openLeadStore, storeLead } from "./store.server";

/** The outbox on a real embedded database, in a folder of its own. */
let dir: string;
let store: LeadStore;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "outbox-test-"));
  store = await openLeadStore({ databaseUrl: null, dataDir: dir });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

let counter = 0;
/** Stores one lead, queued at `at`, and returns its reference (the outbox row's id). */
async function queueLead(at: Date): Promise<string> {
  counter += 1;
  const { ref } = await storeLead(
    store,
    {
      idempotency_key: `test:${counter}`,
      kind: "inquiry",
      locale: "en",
      name: "Test",
      email: "test@example.org",
      service: "ndt",
      fields: "{}",
      page: "/",
      referrer: "",
      utm: "{}",
      created_at: at.toISOString(),
    },
    () => `WI-T${String(counter).padStart(4, "2")}`,
  );
  return ref;
}

const row = (id: string) => store.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("a sender's claim on a mail", () => {
  const start = new Date("2026-03-02T08:00:00.000Z");

  it("records the outcome of the claim that still holds the mail", async () => {
    const id = await queueLead(start);
    const claim = await claimNext(store, start, 60_000);
    expect(claim?.id).toBe(id);
    expect(await markSent(store, claim as NonNullable<typeof claim>, later(start, 1_000))).toBe(true);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, lease_until: null });
  });

  it("records nothing for a claim whose lease lapsed and another sender took the mail", async () => {
    const id = await queueLead(start);
    const first = await claimNext(store, start, 60_000);
    // Nobody else takes the mail while the lease holds.
    expect(await claimNext(store, later(start, 59_999), 60_000)).toBeNull();
    const second = await claimNext(store, later(start, 60_000), 60_000);
    if (!first || !second) throw new Error("both claims should have taken the mail");
    expect(second.attempts).toBe(2);

    // The first sender's late outcome, either way, leaves the second's claim as it was.
    expect(await markSent(store, first, later(start, 61_000))).toBe(false);
    expect(await markFailure(store, first, "late", later(start, 61_000), null)).toBe(false);
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 2, lease_until: second.lease_until });

    expect(await markFailure(store, second, "451 later", later(start, 62_000), later(start, 90_000))).toBe(true);
    expect(await row(id)).toMatchObject({ status: "pending", lease_until: null, last_error: "451 later" });
    // A claim already recorded cannot record again.
    expect(await markSent(store, second, later(start, 63_000))).toBe(false);
  });

  it("records nothing for a claim the operator's resend overtook, which starts a fresh retry window", async () => {
    const id = await queueLead(start);
    const claim = await claimNext(store, later(start, 1_000), 60_000);
    if (!claim) throw new Error("the mail should be due");
    const resentAt = later(start, 30 * 60 * 60 * 1000);
    expect(await requeue(store, id, resentAt)).toBe(true);
    expect(await markFailure(store, claim, "late", later(resentAt, 1), null)).toBe(false);
    expect(await row(id)).toMatchObject({
      status: "pending",
      attempts: 0,
      lease_until: null,
      next_attempt_at: resentAt.toISOString(),
      created_at: resentAt.toISOString(),
    });
    // The lead keeps the time it was sent.
    const lead = await store.db.selectFrom("leads").select("created_at").where("ref", "=", id).executeTakeFirst();
    expect(lead?.created_at).toBe(start.toISOString());
  });

  it("gives every failed mail queued again a fresh retry window", async () => {
    const id = await queueLead(start);
    const claim = await claimNext(store, start, 60_000);
    if (!claim) throw new Error("the mail should be due");
    await markFailure(store, claim, "550 no such mailbox", later(start, 1_000), null);
    expect((await outboxStats(store, later(start, 2_000))).failed).toBe(1);

    const before = Date.now();
    expect(await retryFailed(store)).toBe(1);
    const queued = await row(id);
    expect(queued).toMatchObject({ status: "pending", attempts: 0, lease_until: null });
    expect(Date.parse(queued.created_at)).toBeGreaterThanOrEqual(before);
    expect(queued.next_attempt_at).toBe(queued.created_at);
  });

  it("counts the oldest pending mail from its queue time", async () => {
    await queueLead(start);
    await queueLead(later(start, 5_000));
    const stats = await outboxStats(store, later(start, 20_000));
    expect(stats).toMatchObject({ pending: 2, failed: 0, oldestPendingAgeSeconds: 20 });
  });
});

describe("mail alarms for the health check", () => {
  const flowing: OutboxStats = { pending: 0, failed: 0, oldestPendingAgeSeconds: null, lastSendErrorAt: null };

  it("say nothing while mail flows, a burst queued included", () => {
    expect(mailAlarms(flowing, 900)).toEqual([]);
    expect(mailAlarms({ ...flowing, pending: 800, oldestPendingAgeSeconds: 900 }, 900)).toEqual([]);
  });

  it("name a mail waiting past the limit, and failed mails, each under its own key", () => {
    const alarms = mailAlarms({ ...flowing, pending: 3, oldestPendingAgeSeconds: 901, failed: 2 }, 900);
    expect(alarms).toHaveLength(2);
    expect(alarms[0]).toMatch(/^mail delayed: .*901 s.*900 s/);
    expect(alarms[1]).toMatch(/^mail failed: 2 /);
  });
});
