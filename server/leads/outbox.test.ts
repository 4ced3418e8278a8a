import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadDatabaseKinds, leadDatabases } from "~/test/lead-databases";
import { resend, retryFailed } from "./operator.ts";
import { claimNext, mailAlarms, markFailure, markSent, type OutboxStats, outboxStats, requeue } from "./outbox.ts";
import { type LeadStore, openLeadStore, outboxId, storeLead } from "./store.ts";

/** The outbox on a real database of each kind, a fresh one for every test. */
const databases = leadDatabases();
let store: LeadStore;
afterEach(async () => {
  await store?.close();
});

let counter = 0;
/** Four characters of the references' alphabet, different for each `n`: `WI-T` and these is a reference. */
const referenceCode = (n: number) =>
  [3, 2, 1, 0].map((place) => "23456789ABCDEFGHJKMNPQRSTUVWXYZ"[Math.floor(n / 31 ** place) % 31]).join("");
/** Stores one lead, queued at `at`, and returns its reference (its notification's row id). */
async function queueLead(at: Date, { suspect = false }: { suspect?: boolean } = {}): Promise<string> {
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
    () => `WI-T${referenceCode(counter)}`,
    { suspect },
  );
  return ref;
}

const row = (id: string) => store.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const companyOnly = { companyOnly: true };
const acknowledgementOf = (ref: string) => outboxId(ref, "acknowledgement");

describe.each(leadDatabaseKinds)("a sender's claim on a mail (%s)", (kind) => {
  const start = new Date("2026-03-02T08:00:00.000Z");

  beforeEach(async () => {
    store = await openLeadStore(await databases.fresh(kind));
  });

  it("records the outcome of the claim that still holds the mail", async () => {
    const id = await queueLead(start);
    const claim = await claimNext(store, start, 60_000);
    expect(claim?.id).toBe(id);
    expect(await markSent(store, claim as NonNullable<typeof claim>, later(start, 1_000))).toBe(true);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, lease_until: null });
  });

  it("records nothing for a claim whose lease lapsed and another sender took the mail", async () => {
    const id = await queueLead(start);
    const first = await claimNext(store, start, 60_000, companyOnly);
    // Nobody else takes the mail while the lease holds.
    expect(await claimNext(store, later(start, 59_999), 60_000, companyOnly)).toBeNull();
    const second = await claimNext(store, later(start, 60_000), 60_000, companyOnly);
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
    // The acknowledgement waits in the queue already: only the notification is queued again.
    expect(await requeue(store, id, resentAt)).toBe(1);
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
    expect(stats).toMatchObject({
      pending: 2,
      failed: 0,
      oldestPendingAgeSeconds: 20,
      acknowledgements: { pending: 2, failed: 0 },
    });
  });
});

describe.each(leadDatabaseKinds)("the two mails of a lead (%s)", (kind) => {
  const start = new Date("2026-03-02T08:00:00.000Z");

  beforeEach(async () => {
    store = await openLeadStore(await databases.fresh(kind));
  });

  const mailsOf = (ref: string) =>
    store.db
      .selectFrom("outbox")
      .select(["id", "kind", "status", "attempts"])
      .where("lead_ref", "=", ref)
      .orderBy("id")
      .execute();

  it("are both queued with the lead, or both held as a robot's", async () => {
    const ref = await queueLead(start);
    expect(await mailsOf(ref)).toEqual([
      { id: ref, kind: "company", status: "pending", attempts: 0 },
      { id: acknowledgementOf(ref), kind: "acknowledgement", status: "pending", attempts: 0 },
    ]);
    const held = await queueLead(start, { suspect: true });
    expect((await mailsOf(held)).map((mail) => [mail.kind, mail.status])).toEqual([
      ["company", "suspect"],
      ["acknowledgement", "suspect"],
    ]);
  });

  it("retrying the failed mails sends the company's again, never a failed acknowledgement", async () => {
    const ref = await queueLead(start);
    for (let i = 0; i < 2; i++) {
      const claim = await claimNext(store, start, 60_000);
      if (!claim) throw new Error("both mails should be due");
      await markFailure(store, claim, "550 no such domain", later(start, 1_000), null);
    }
    expect(await retryFailed(store)).toBe(1);
    expect((await mailsOf(ref)).map((mail) => [mail.kind, mail.status])).toEqual([
      ["company", "pending"],
      ["acknowledgement", "failed"],
    ]);
  });

  it("a lead's mail of either kind is one row: a second of the same kind is refused", async () => {
    const ref = await queueLead(start);
    const again = store.db
      .insertInto("outbox")
      .values({
        id: `${ref}.again`,
        lead_ref: ref,
        kind: "acknowledgement",
        status: "pending",
        attempts: 0,
        next_attempt_at: start.toISOString(),
        created_at: start.toISOString(),
      })
      .execute();
    await expect(again).rejects.toThrow(/unique|duplicate/i);
  });

  it("the company's notifications are claimed before any acknowledgement, even an older one", async () => {
    const first = await queueLead(start);
    const second = await queueLead(later(start, 5_000));
    const claimed: string[] = [];
    for (let i = 0; i < 5; i++) {
      const claim = await claimNext(store, later(start, 10_000), 60_000);
      if (claim) claimed.push(claim.id);
    }
    expect(claimed).toEqual([first, second, acknowledgementOf(first), acknowledgementOf(second)]);
  });

  it("a sender kept to the company's mail leaves the acknowledgements waiting", async () => {
    const ref = await queueLead(start);
    expect((await claimNext(store, start, 60_000, companyOnly))?.id).toBe(ref);
    expect(await claimNext(store, start, 60_000, companyOnly)).toBeNull();
    expect((await claimNext(store, start, 60_000))?.id).toBe(acknowledgementOf(ref));
  });

  it("senders claiming together take each mail once", async () => {
    const refs = [await queueLead(start), await queueLead(start), await queueLead(start)];
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimNext(store, start, 60_000)));
    const ids = claims.flatMap((claim) => (claim ? [claim.id] : []));
    expect(ids.sort()).toEqual(refs.flatMap((ref) => [ref, acknowledgementOf(ref)]).sort());
  });

  it("each is sent once: once both are recorded, nothing is claimed again, however late", async () => {
    const ref = await queueLead(start);
    for (let i = 0; i < 2; i++) {
      const claim = await claimNext(store, start, 60_000);
      if (!claim) throw new Error("both mails should be due");
      expect(await markSent(store, claim, later(start, 1_000))).toBe(true);
    }
    expect(await claimNext(store, later(start, 24 * 60 * 60 * 1000), 60_000)).toBeNull();
    expect((await mailsOf(ref)).map((mail) => [mail.kind, mail.status, mail.attempts])).toEqual([
      ["company", "sent", 1],
      ["acknowledgement", "sent", 1],
    ]);
  });

  it("an acknowledgement refused for good is failed, apart from the notification and from the alarms", async () => {
    const ref = await queueLead(start);
    const notification = await claimNext(store, start, 60_000);
    const acknowledgement = await claimNext(store, start, 60_000);
    if (!notification || !acknowledgement) throw new Error("both mails should be due");
    expect(acknowledgement.kind).toBe("acknowledgement");
    await markFailure(store, acknowledgement, "550 5.1.2 domain not found", later(start, 1_000), null);
    await markSent(store, notification, later(start, 1_000));
    expect(await row(acknowledgementOf(ref))).toMatchObject({
      status: "failed",
      last_error: "550 5.1.2 domain not found",
    });
    expect(await row(ref)).toMatchObject({ status: "sent" });
    const stats = await outboxStats(store, later(start, 2_000));
    expect(stats).toMatchObject({ pending: 0, failed: 0, acknowledgements: { pending: 0, failed: 1 } });
    expect(mailAlarms(stats, 900)).toEqual([]);
  });

  it("the operator's resend sends the notification again, and the acknowledgement only if it failed", async () => {
    const ref = await queueLead(start);
    for (let i = 0; i < 2; i++) {
      const claim = await claimNext(store, start, 60_000);
      if (claim) await markSent(store, claim, later(start, 1_000));
    }
    expect(await resend(store, ref)).toBe("sent");
    expect((await mailsOf(ref)).map((mail) => [mail.kind, mail.status])).toEqual([
      ["company", "pending"],
      ["acknowledgement", "sent"],
    ]);

    const refused = await queueLead(start);
    const notification = await claimNext(store, start, 60_000, companyOnly);
    if (!notification) throw new Error("the notification should be due");
    await markSent(store, notification, later(start, 1_000));
    const acknowledgement = await claimNext(store, start, 60_000);
    if (acknowledgement?.id !== acknowledgementOf(refused)) throw new Error("its acknowledgement should be due");
    await markFailure(store, acknowledgement, "550 no such user", later(start, 1_000), null);
    expect(await resend(store, refused)).toBe("sent");
    expect((await mailsOf(refused)).map((mail) => [mail.kind, mail.status])).toEqual([
      ["company", "pending"],
      ["acknowledgement", "pending"],
    ]);
  });

  it("a suspect released by the operator sends both mails", async () => {
    const ref = await queueLead(start, { suspect: true });
    expect(await claimNext(store, later(start, 1_000), 60_000)).toBeNull();
    expect(await resend(store, ref)).toBe("suspect");
    expect((await mailsOf(ref)).map((mail) => mail.status)).toEqual(["pending", "pending"]);
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
