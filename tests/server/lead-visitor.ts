import { expect } from "@playwright/test";
import { openLeadStore } from "../../app/features/leads/store.server";

/**
 * What the start-up specs (lock, database start) do as a visitor and as a monitor: send an inquiry as
 * the form does with JavaScript, read /healthz, and look the stored lead up the way the operator's tool does.
 */

/** Limits out of the way: these specs send many leads from one address, with no typing time. */
export const openLimits = { LEADS_RATE_LIMIT: "100000", LEADS_MIN_FILL_MS: "0" };

let sequence = 0;
/** A valid inquiry, a distinct form fill each time. */
export function inquiry(): Record<string, string> {
  sequence += 1;
  const id = `${Date.now()}-${process.pid}-${sequence}`;
  return {
    form: "inquiry",
    locale: "en",
    page: "/",
    website: "",
    elapsed: "12000",
    submission: `start-${id}`,
    name: "Paul Mbarga",
    email: `paul.${id}@example.org`,
    company: "",
    phone: "",
    service: "ndt",
    details: "UT of 12 nozzle welds",
  };
}

/** Posts `fields` to the JSON endpoint as the form's script does. */
export function postLead(port: number, fields: Record<string, string>, signal?: AbortSignal): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/leads`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
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

/** What /healthz says of the database (the rest of its report is the mail's). */
export interface DatabaseHealth {
  ok: boolean;
  database: { kind?: string; reachable: boolean; error?: string };
}

export async function health(port: number): Promise<{ status: number; body: DatabaseHealth }> {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  return { status: response.status, body: await response.json() };
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
