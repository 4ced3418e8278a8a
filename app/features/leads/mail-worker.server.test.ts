import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import type { SendMailOptions, Transporter } from "nodemailer";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type MailSettings, readLeadsConfig } from "./config.server";
import { sendBudgetMs, startMailWorker } from "./mail-worker.server";
import { type LeadStore, openLeadStore, storeLead } from "./store.server";

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

/** A mail server that answers each message as `answer` says; the test reads what it was handed. */
function mailServer(answer: (message: SendMailOptions & { signal: AbortSignal }) => Promise<unknown>) {
  const handed: string[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const transport = {
    async sendMail(message: SendMailOptions & { signal: AbortSignal }) {
      handed.push(String(message.messageId));
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      try {
        return await answer(message);
      } finally {
        inFlight -= 1;
      }
    },
    close() {},
  };
  return { transport: transport as unknown as Transporter, handed, mostAtOnce: () => mostAtOnce };
}

async function queueLead(): Promise<string> {
  const { ref } = await storeLead(
    store,
    {
      idempotency_key: "test:1",
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
    () => "WI-TEST2",
  );
  return ref;
}

const outboxRow = (id: string) =>
  store.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("the mail worker", () => {
  it("never sends again a mail the mail server took when the database refuses to record it", async () => {
    // The database takes every write but the "sent" mark, as a disk that fills at that moment would.
    await sql`create trigger refuse_sent before update on outbox when new.status = 'sent'
      begin select raise(abort, 'database or disk is full'); end`.execute(store.db);
    const ref = await queueLead();
    const server = mailServer(async () => ({ accepted: ["office"] }));
    worker = startMailWorker(async () => store, settingsWith({ leaseMs: 200 }), server.transport, silent);

    await vi.waitFor(() => expect(worker?.unrecorded()).toBe(1), { timeout: 5_000 });
    // Its lease lapses and the mail is claimed again meanwhile: it is recorded, not handed over again.
    await vi.waitFor(async () => expect((await outboxRow(ref)).attempts).toBeGreaterThanOrEqual(3), {
      timeout: 5_000,
    });
    expect(await outboxRow(ref)).toMatchObject({ status: "pending", last_error: null });
    expect(server.handed).toEqual([`<${ref}@www.example.com>`]);

    await sql`drop trigger refuse_sent`.execute(store.db);
    await vi.waitFor(async () => expect((await outboxRow(ref)).status).toBe("sent"), { timeout: 5_000 });
    expect(worker.unrecorded()).toBe(0);
    expect(server.handed).toHaveLength(1);
  });

  it("cuts a send the mail server does not answer at its budget, before the lease, and tries again", async () => {
    const leaseMs = 1_000;
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
});
