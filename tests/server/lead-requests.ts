import { openLeadStore } from "../../app/features/leads/store.server";

/**
 * What the suspect and rate-limit specs send and read back: a valid inquiry, posted as the page's script
 * posts it from a given visitor address, and the stored lead's mail status.
 */

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
export function postLead(port: number, fields: Record<string, string>, visitor?: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/leads`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      ...ownConnection,
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
      ...(visitor ? { "X-Real-IP": visitor } : {}),
    },
  });
}

/** The app's `/healthz`: its status, and of its report the part these tests read. */
export async function health(port: number): Promise<{ status: number; body: { outbox?: { pending: number } } }> {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: ownConnection });
  return { status: response.status, body: await response.json() };
}

/** Where an app keeps its leads: its PostgreSQL, or its embedded database's folder. */
export interface LeadDatabase {
  databaseUrl: string | null;
  dataDir: string;
}

/** The leads stored with `email`, each with its mail's status and send attempts, read beside the running app. */
export async function storedLeads(database: LeadDatabase, email: string) {
  const store = await openLeadStore(database, { lock: false });
  try {
    return await store.db
      .selectFrom("leads")
      .leftJoin("outbox", "outbox.lead_ref", "leads.ref")
      .select(["leads.ref", "outbox.status", "outbox.attempts"])
      .where("leads.email", "=", email)
      .execute();
  } finally {
    await store.close();
  }
}
