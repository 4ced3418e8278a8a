import { expect } from "vitest";
import type { OutboxStats } from "../../server/leads/outbox.ts";
import { openLeadStore } from "../../server/leads/store.ts";
import { startPostgres } from "../support/postgres.mjs";
import { startSmtp } from "../support/smtp";
import { startNode } from "./targets";

/**
 * What the HTTP tests send and read back as a visitor, a monitor and the operator's tool would: a valid
 * inquiry posted as the page's script posts it (from a given visitor address), /healthz, and the stored leads.
 */

/** Limits out of the way: tests that send many leads from one address, with no typing time. */
export const openLimits = { LEADS_RATE_LIMIT: "100000", LEADS_MIN_FILL_MS: "0" };

let sequence = 0;

/** A valid inquiry with a fill key and an email of its own, sent after `elapsed` ms unless `overrides` say otherwise. */
export function inquiry(overrides: Record<string, string> = {}) {
  sequence += 1;
  const id = `${process.pid}-${Date.now()}-${sequence}`;
  return {
    form: "inquiry",
    locale: "en",
    page: "/",
    website: "",
    elapsed: "12000",
    submission: `test-${id}`,
    name: "Paul Mbarga",
    email: `paul.${id}@example.org`,
    company: "",
    phone: "",
    service: "ndt",
    details: "UT of 12 nozzle welds",
    ...overrides,
  };
}

/**
 * Each request on a connection of its own: a POST is not retried, so one sent on a kept-alive connection
 * at the moment the server closes it for idleness would fail for a reason these tests are not about.
 */
const ownConnection = { Connection: "close" };

/**
 * Posts `fields` to the JSON endpoint of the app on `port`. From loopback the app believes `X-Real-IP`, as
 * it does from the nginx in front of it: `visitor` is the address the app counts the submission against.
 */
export function postLead(
  port: number,
  fields: Record<string, string>,
  { visitor, signal }: { visitor?: string; signal?: AbortSignal } = {},
): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/leads`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      ...ownConnection,
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
      ...(visitor ? { "X-Real-IP": visitor } : {}),
    },
    signal,
  });
}

/** Sends an inquiry that must be stored; gives its reference. */
export async function submit(port: number): Promise<string> {
  const response = await postLead(port, inquiry());
  expect(response.status).toBe(200);
  const { ref } = await response.json();
  expect(ref).toMatch(/^WI-[2-9A-Z]{5}$/);
  return ref;
}

/** What /healthz says: the database's state, the queue's, and why it is not ok. */
export interface Health {
  ok: boolean;
  reasons?: string[];
  database: { kind?: string; reachable: boolean; error?: string };
  /** Present once the database answers. */
  outbox?: OutboxStats;
  mail?: { configured: boolean; unrecorded?: number };
}

/** The app's `/healthz`: its status, and of its report the part these tests read. */
export async function health(port: number): Promise<{ status: number; body: Health }> {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: ownConnection });
  return { status: response.status, body: await response.json() };
}

/** Where an app keeps its leads: its PostgreSQL, or its embedded database's folder. */
export interface LeadDatabase {
  databaseUrl: string | null;
  dataDir: string;
}

/**
 * The leads stored with `email`, each with its notification's status and send attempts (the company's mail;
 * the visitor's acknowledgement is left out), read beside the running app.
 */
export async function storedLeads(database: LeadDatabase, email: string) {
  const store = await openLeadStore(database, { lock: false });
  try {
    return await store.db
      .selectFrom("leads")
      .leftJoin("outbox", (join) => join.onRef("outbox.lead_ref", "=", "leads.ref").on("outbox.kind", "=", "company"))
      .select(["leads.ref", "outbox.status", "outbox.attempts"])
      .where("leads.email", "=", email)
      .execute();
  } finally {
    await store.close();
  }
}

/** The references stored in a database, read beside its server as the operator's tool reads them. */
export async function storedRefs(database: { dataDir?: string; databaseUrl?: string }): Promise<string[]> {
  const store = await openLeadStore(
    { databaseUrl: database.databaseUrl ?? null, dataDir: database.dataDir ?? "" },
    { lock: false },
  );
  try {
    return (await store.db.selectFrom("leads").select("ref").execute()).map((row) => row.ref).sort();
  } finally {
    await store.close();
  }
}

/**
 * An app on `database` with the default 3 s fill time, a rate limit out of the way and a real SMTP server in
 * the test: what the suspect and operator tests each start once. `stop` ends all three.
 */
export async function startMailedApp(database: "embedded" | "postgres") {
  const smtp = await startSmtp();
  const pg = database === "postgres" ? await startPostgres() : null;
  const app = await startNode({
    env: {
      LEADS_MIN_FILL_MS: "3000",
      LEADS_RATE_LIMIT: "1000",
      LEADS_MAIL_POLL_MS: "150",
      SMTP_URL: smtp.url,
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    },
  });
  const db: LeadDatabase = { databaseUrl: pg?.url ?? null, dataDir: app.dataDir };
  return {
    smtp,
    pg,
    app,
    db,
    async stop() {
      await app.stop();
      await pg?.stop();
      await smtp.stop();
    },
  };
}
