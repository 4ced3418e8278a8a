import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type KyselyPlugin, sql } from "kysely";
import type { SendMailOptions, Transporter } from "nodemailer";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type MailSettings, readLeadsConfig } from "./config.ts";
import { sendBudgetMs, startMailWorker } from "./mail-worker.ts";
import { requeue } from "./outbox.ts";
import { type LeadStore, openLeadStore, storeLead } from "./store.ts";

/**
 * The worker against a real embedded database and a mail server played by the test: what it sends, how
 * often, and what the outbox says afterwards.
 */
let dir: string;
let store: LeadStore;
let worker: ReturnType<typeof startMailWorker> | null = null;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "mail-worker-test-"));
  store = await openLeadStore({ databaseUrl: null, dataDir: dir });
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const silent = pino({ level: "silent" });

function settingsWith(overrides: Partial<MailSettings>): MailSettings {
  const { mail } = readLeadsConfig({ SMTP_URL: "smtp://127.0.0.1:1" });
  return { ...mail, pollMs: 20, retryBaseMs: 20, retryMaxMs: 40, ...overrides };
}

/**
 * A mail server that answers each message as `answer` says; the test reads what it was handed, and how
 * many copies of one mail (one Message-ID) it was ever handed at once.
 */
function mailServer(answer: (message: SendMailOptions & { signal: AbortSignal }) => Promise<unknown>) {
  const handed: string[] = [];
  const inFlight = new Map<string, number>();
  let mostAtOnce = 0;
  const transport = {
    async sendMail(message: SendMailOptions & { signal: AbortSignal }) {
      const id = String(message.messageId);
      handed.push(id);
      inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
      mostAtOnce = Math.max(mostAtOnce, inFlight.get(id) ?? 0);
      try {
        return await answer(message);
      } finally {
        inFlight.set(id, (inFlight.get(id) ?? 1) - 1);
      }
    },
    close() {},
  };
  return { transport: transport as unknown as Transporter, handed, mostAtOnce: () => mostAtOnce };
}

let counter = 0;
async function queueLead(ref = "WI-TEST2"): Promise<string> {
  counter += 1;
  const stored = await storeLead(
    store,
    {
      idempotency_key: `test:${counter}`,
      kind: "inquiry",
      locale: "en",
      name: "Test",
      email: "test@example.org",
      service: "ndt",
      fields: JSON.stringify({ name: "Test", email: "test@example.org", service: "ndt", details: "x" }),
      page: "/",
      referrer: "",
      utm: "{}",
      created_at: new Date().toISOString(),
    },
    () => ref,
  );
  return stored.ref;
}

const notificationId = (ref: string) => `<${ref}@www.example.com>`;
const acknowledgementId = (ref: string) => `<${ref}.acknowledgement@www.example.com>`;

/**
 * The store as a busy database shows it to the worker: a claim's answer comes back `delayMs` after the
 * claim was made, so the other senders run meanwhile against a row this process has already claimed.
 */
function withSlowClaims(delayMs: number): LeadStore {
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    async transformResult(args) {
      const claims = args.result.rows.length > 0 && "lease_until" in (args.result.rows[0] ?? {});
      if (claims) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return args.result;
    },
  };
  return { ...store, db: store.db.withPlugin(plugin) };
}

/**
 * A lead queued in a database that takes every write but the notification's "sent" mark, as a disk that fills
 * at that moment would, and a mail server that takes every mail.
 */
async function refusingSentMark() {
  await sql`create trigger refuse_sent before update on outbox when new.status = 'sent' and new.kind = 'company'
    begin select raise(abort, 'database or disk is full'); end`.execute(store.db);
  return { ref: await queueLead(), server: mailServer(async () => ({ accepted: ["office"] })) };
}

const outboxRow = (id: string) =>
  store.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("the mail worker", () => {
  it("never sends again a mail the mail server took when the database refuses to record it", async () => {
    const { ref, server } = await refusingSentMark();
    worker = startMailWorker(async () => store, settingsWith({ leaseMs: 200 }), server.transport, silent);

    await vi.waitFor(() => expect(worker?.unrecorded()).toBe(1), { timeout: 5_000 });
    // Its lease lapses and the mail is claimed again meanwhile: it is recorded, not handed over again.
    await vi.waitFor(async () => expect((await outboxRow(ref)).attempts).toBeGreaterThanOrEqual(3), {
      timeout: 5_000,
    });
    expect(await outboxRow(ref)).toMatchObject({ status: "pending", last_error: null });
    expect(server.handed.filter((id) => id === notificationId(ref))).toHaveLength(1);

    await sql`drop trigger refuse_sent`.execute(store.db);
    await vi.waitFor(async () => expect((await outboxRow(ref)).status).toBe("sent"), { timeout: 5_000 });
    expect(worker.unrecorded()).toBe(0);
    expect(server.handed.sort()).toEqual([notificationId(ref), acknowledgementId(ref)].sort());
  });

  it("never sends a refused mail again when its lapsed claim is taken by another sender of the same process", async () => {
    const { ref, server } = await refusingSentMark();
    // Each claim's answer takes longer than a poll: while one sender waits for the row it has just
    // claimed again, the others try to record the mail under the lapsed claim and find the row taken.
    const slow = withSlowClaims(150);
    worker = startMailWorker(async () => slow, settingsWith({ leaseMs: 200 }), server.transport, silent);

    await vi.waitFor(async () => expect((await outboxRow(ref)).attempts).toBeGreaterThanOrEqual(4), {
      timeout: 10_000,
    });
    expect(server.handed.filter((id) => id === notificationId(ref))).toHaveLength(1);
    await sql`drop trigger refuse_sent`.execute(store.db);
    await vi.waitFor(async () => expect((await outboxRow(ref)).status).toBe("sent"), { timeout: 5_000 });
    expect(server.handed.filter((id) => id === notificationId(ref))).toHaveLength(1);
    expect(worker.unrecorded()).toBe(0);
  });

  it("sends again, when the operator queues it again, a mail whose record the database refused", async () => {
    const { ref, server } = await refusingSentMark();
    worker = startMailWorker(async () => store, settingsWith({ leaseMs: 200 }), server.transport, silent);
    await vi.waitFor(() => expect(worker?.unrecorded()).toBe(1), { timeout: 5_000 });

    await sql`drop trigger refuse_sent`.execute(store.db);
    expect(await requeue(store, ref, new Date())).toBe(1);
    await vi.waitFor(() => expect(server.handed.filter((id) => id === notificationId(ref))).toHaveLength(2), {
      timeout: 5_000,
    });
    await vi.waitFor(async () => expect((await outboxRow(ref)).status).toBe("sent"), { timeout: 5_000 });
    expect(worker.unrecorded()).toBe(0);
  });

  it("cuts a send the mail server does not answer at its budget, before the lease, and tries again", async () => {
    // A lease long enough that a timer fired late on a loaded machine still lands inside it (budget 1.5 s).
    const leaseMs = 2_000;
    const ref = await queueLead();
    const cutAfter: number[] = [];
    // The mail server never answers: only the worker's deadline ends each attempt.
    const server = mailServer(
      (message) =>
        new Promise((_, fail) => {
          const started = Date.now();
          message.signal.addEventListener("abort", () => {
            cutAfter.push(Date.now() - started);
            fail(message.signal.reason);
          });
        }),
    );
    worker = startMailWorker(async () => store, settingsWith({ leaseMs }), server.transport, silent);

    await vi.waitFor(() => expect(cutAfter.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(server.mostAtOnce()).toBe(1);
    // Each attempt ends at its budget (three quarters of the lease), well before another sender may claim.
    for (const ms of cutAfter) expect(ms).toBeLessThan(leaseMs);
    await vi.waitFor(
      async () => expect((await outboxRow(ref)).last_error).toContain(`within ${sendBudgetMs(leaseMs)} ms`),
      {
        timeout: 5_000,
      },
    );
    expect((await outboxRow(ref)).status).toBe("pending");
  });

  it("sends the visitor a fixed acknowledgement beside the company's notification, each once", async () => {
    const ref = await queueLead();
    const messages: (SendMailOptions & { signal: AbortSignal })[] = [];
    const server = mailServer(async (message) => {
      messages.push(message);
      return { accepted: [String(message.to)] };
    });
    const settings = settingsWith({});
    worker = startMailWorker(async () => store, settings, server.transport, silent);
    await vi.waitFor(async () => expect((await outboxRow(`${ref}.acknowledgement`)).status).toBe("sent"), {
      timeout: 5_000,
    });
    await vi.waitFor(async () => expect((await outboxRow(ref)).status).toBe("sent"), { timeout: 5_000 });
    expect(server.handed.sort()).toEqual([notificationId(ref), acknowledgementId(ref)].sort());
    const acknowledgement = messages.find((message) => message.messageId === acknowledgementId(ref));
    expect(acknowledgement).toMatchObject({ from: settings.from, to: "test@example.org" });
    const notification = messages.find((message) => message.messageId === notificationId(ref));
    expect(notification).toMatchObject({ from: settings.from, to: settings.to });
  });

  it("an acknowledgement refused for good is failed, and the company's notification goes out all the same", async () => {
    const ref = await queueLead();
    const server = mailServer(async (message) => {
      if (message.messageId === acknowledgementId(ref)) {
        throw Object.assign(new Error("550 5.1.2 domain not found"), { responseCode: 550 });
      }
      return { accepted: ["office"] };
    });
    worker = startMailWorker(async () => store, settingsWith({}), server.transport, silent);
    await vi.waitFor(async () => expect((await outboxRow(`${ref}.acknowledgement`)).status).toBe("failed"), {
      timeout: 5_000,
    });
    await vi.waitFor(async () => expect((await outboxRow(ref)).status).toBe("sent"), { timeout: 5_000 });
    expect(await outboxRow(`${ref}.acknowledgement`)).toMatchObject({
      attempts: 1,
      last_error: "550 5.1.2 domain not found",
    });
    expect(server.handed.filter((id) => id === notificationId(ref))).toHaveLength(1);
  });

  it("acknowledgements a mail server holds never keep a new lead's notification waiting", async () => {
    // Acknowledgements are never answered (each is cut at its budget); notifications are taken at once.
    let acknowledgementsCut = 0;
    let cutBeforeLateSent: number | undefined;
    const server = mailServer(
      (message) =>
        new Promise((accept, fail) => {
          if (!String(message.messageId).includes(".acknowledgement@")) {
            if (message.messageId === notificationId("WI-TEST7")) cutBeforeLateSent = acknowledgementsCut;
            return accept({ accepted: ["office"] });
          }
          message.signal.addEventListener("abort", () => {
            acknowledgementsCut += 1;
            fail(message.signal.reason);
          });
        }),
    );
    // Held acknowledgements are cut after 4.5 s, far beyond what taking one notification needs.
    const settings = settingsWith({ leaseMs: 6_000, pollMs: 50 });
    const first = ["WI-TEST3", "WI-TEST4", "WI-TEST5", "WI-TEST6"];
    for (const ref of first) await queueLead(ref);
    worker = startMailWorker(async () => store, settings, server.transport, silent);
    // Every sender that may take an acknowledgement holds one now.
    await vi.waitFor(
      () =>
        expect(server.handed.filter((id) => id.includes(".acknowledgement@")).length).toBeGreaterThanOrEqual(
          settings.concurrency - 1,
        ),
      { timeout: 5_000 },
    );
    const late = await queueLead("WI-TEST7");
    worker.wake();
    await vi.waitFor(async () => expect((await outboxRow(late)).status).toBe("sent"), { timeout: 5_000 });
    // The notification was taken while every held acknowledgement was still held: it waited for none of them.
    expect(cutBeforeLateSent).toBe(0);
    for (const ref of first) expect((await outboxRow(ref)).status).toBe("sent");
  });
});
