import { randomInt } from "node:crypto";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { AppLoadContext } from "react-router";
import { isLocale, type Locale, localeFromPath } from "~/lib/i18n";
import { utmNames } from "~/lib/visit";
import { type LeadsConfig, readLeadsConfig } from "./config.server";
import { type LeadAnswer, metaFields, type Refusal } from "./lead-answer";
import { checkLead, isLeadKind } from "./lead-schema";
import { log } from "./log.server";
import { startMailWorker } from "./mail-worker.server";
import { outboxStats } from "./outbox.server";
import { type LeadStore, openLeadStore, pingStore, storeLead } from "./store.server";

/**
 * Receiving a request a visitor sent: refuse what no honest browser sends, check the form against its
 * schema, store it, and say so. Both ways in share it: the JSON endpoint the forms post to with
 * JavaScript, and the request page a plain HTML form posts to without it.
 */

export const statusOf: Record<LeadAnswer["outcome"] | Refusal, number> = {
  stored: 200,
  invalid: 422,
  unavailable: 503,
  refused: 400,
  "cross-site": 403,
  "content-type": 415,
  "too-large": 413,
  "bad-request": 400,
  "rate-limited": 429,
};

export function httpStatus(answer: LeadAnswer): number {
  return answer.outcome === "refused" ? statusOf[answer.reason] : statusOf[answer.outcome];
}

/** Reference alphabet: no 0/O, no 1/I/L, so a reference read out on the phone cannot be misheard. */
const refAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A short reference such as `WI-7K3Q9`: 31⁵ ≈ 29 million, and a taken one is drawn again. */
export function makeRef(): string {
  let code = "";
  for (let i = 0; i < 5; i += 1) code += refAlphabet[randomInt(refAlphabet.length)];
  return `WI-${code}`;
}

let config: LeadsConfig | null = null;
let worker: ReturnType<typeof startMailWorker> | null = null;
let store: Promise<LeadStore> | null = null;
let limiter: RateLimiterMemory | null = null;

function settings(): LeadsConfig {
  config ??= readLeadsConfig();
  return config;
}

/**
 * The lead database, opened on first use and kept. Called at server start too, so that a locked or
 * unreachable database is reported before the first visitor, and the schema is migrated.
 */
export function leadStore(): Promise<LeadStore> {
  if (!store) {
    store = openLeadStore(settings());
    // A failed open is tried again on the next submission (the database may be back by then).
    store.catch(() => {
      store = null;
    });
  }
  return store;
}

/**
 * What the production server does at start (server/leads.mjs): open the database (a locked folder stops the
 * start; an unreachable PostgreSQL is tried again later) and start the mail worker, or warn once that
 * leads are stored but not mailed.
 */
export async function startLeads(): Promise<void> {
  const { mail } = settings();
  if (mail.smtpUrl && !worker) {
    const { default: nodemailer } = await import("nodemailer");
    // nodemailer waits minutes by default; a mail server that does not answer in seconds is retried later.
    const transport = nodemailer.createTransport({
      url: mail.smtpUrl,
      // Connections are kept and reused: a burst of leads is not one TCP and TLS handshake per mail.
      pool: true,
      maxConnections: mail.concurrency,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    worker = startMailWorker(leadStore, mail, transport, log);
  } else if (!mail.smtpUrl) {
    log.warn({ event: "mail not configured", hint: "set SMTP_URL: leads are stored but nobody is told of them" });
  }
  try {
    await leadStore();
  } catch (error) {
    if ((error as { code?: string }).code === "LEADS_LOCKED") throw error;
    log.error({ event: "database unavailable", error: (error as Error).message });
  }
}

/** Stops the worker after the mail it is sending, and closes the database (a graceful shutdown). */
export async function stopLeads(): Promise<void> {
  await worker?.stop();
  worker = null;
  const open = store;
  store = null;
  await open?.then((s) => s.close()).catch(() => {});
}

/** `GET /healthz`: the database and the outbox, nothing personal; `ok` false when the database is away. */
export async function leadsHealth() {
  const { mail } = settings();
  const now = new Date();
  try {
    const current = await leadStore();
    if (!(await pingStore(current))) throw new Error("no answer");
    return {
      ok: true,
      database: { kind: current.dialect, reachable: true },
      mail: { configured: Boolean(mail.smtpUrl) },
      outbox: await outboxStats(current, now),
    };
  } catch {
    return { ok: false, database: { reachable: false }, mail: { configured: Boolean(mail.smtpUrl) } };
  }
}

function rateLimiter(): RateLimiterMemory {
  const { rateLimit, rateWindowSeconds } = settings();
  limiter ??= new RateLimiterMemory({ points: Math.max(rateLimit, 1), duration: rateWindowSeconds });
  return limiter;
}

/**
 * Browsers send `Origin` on every POST and `Sec-Fetch-Site` on most; either one saying another site sent
 * the form is enough to refuse it. The host is compared, not the scheme: behind a TLS proxy the app sees
 * plain HTTP while the browser's origin is https.
 */
function isCrossSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Reads the body, giving up as soon as it passes `limit` bytes (a missing or false Content-Length included). */
async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function readForm(request: Request, body: Uint8Array<ArrayBuffer>): Promise<Record<string, string> | null> {
  try {
    const form = await new Response(body, {
      headers: { "Content-Type": request.headers.get("content-type") ?? "" },
    }).formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string" && !(key in fields)) fields[key] = value;
    return fields;
  } catch {
    return null;
  }
}

const clip = (value: string | undefined, max: number) => (value ?? "").slice(0, max);

function clientOf(context: AppLoadContext | undefined): string {
  return context?.clientAddress ?? "unknown";
}

/** Takes one submission from the client's allowance; false once it is spent. */
async function withinRate(client: string): Promise<boolean> {
  try {
    await rateLimiter().consume(client);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/** Receives one submission: the whole path from the request to the stored row. */
export async function receiveLead(request: Request, context?: AppLoadContext): Promise<LeadAnswer> {
  const { maxBodyBytes, minFillMs } = settings();
  const pathLocale = localeFromPath(new URL(request.url).pathname);

  if (isCrossSite(request)) return { outcome: "refused", reason: "cross-site", locale: pathLocale };
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!formTypes.includes(type)) return { outcome: "refused", reason: "content-type", locale: pathLocale };
  const body = await readBody(request, maxBodyBytes);
  if (!body) return { outcome: "refused", reason: "too-large", locale: pathLocale };
  const fields = await readForm(request, body);
  const kind = fields?.[metaFields.kind];
  if (!fields || !isLeadKind(kind)) return { outcome: "refused", reason: "bad-request", locale: pathLocale };
  const locale = isLocale(fields[metaFields.locale]) ? (fields[metaFields.locale] as Locale) : pathLocale;

  const client = clientOf(context);

  // The trap field is always rendered and always empty for people; a robot fills it, or leaves it out.
  // A form sent faster than anyone types (timed from its first use, so only with JavaScript) is a robot's
  // too. Either is answered like a success and stored as nothing, so the robot learns nothing.
  const elapsed = fields[metaFields.elapsed] ? Number(fields[metaFields.elapsed]) : null;
  const trapped = fields[metaFields.honeypot] !== "" || (elapsed !== null && !(elapsed >= minFillMs));
  if (trapped) {
    await withinRate(client);
    return { outcome: "stored", kind, locale, ref: makeRef() };
  }

  const checked = checkLead(kind, fields);
  if (!checked.ok) return { outcome: "invalid", kind, locale, errors: checked.errors, values: checked.values };
  if (!(await withinRate(client))) {
    return { outcome: "refused", reason: "rate-limited", locale, kind, values: checked.values };
  }

  const values = checked.values as Record<string, string>;
  const utm = Object.fromEntries(utmNames.flatMap((name) => (fields[name] ? [[name, clip(fields[name], 200)]] : [])));
  // A plain HTML form has no key of its own: the same answers sent twice the same day are the same request.
  const key = fields[metaFields.key]
    ? `fill:${clip(fields[metaFields.key], 100)}`
    : `same:${await sha256(JSON.stringify([kind, locale, new Date().toISOString().slice(0, 10), values]))}`;
  try {
    const { ref, created } = await storeLead(
      await leadStore(),
      {
        idempotency_key: key,
        kind,
        locale,
        name: values.name ?? "",
        email: values.email ?? "",
        service: values.service ?? "",
        fields: JSON.stringify(values),
        page: clip(fields[metaFields.page], 500),
        referrer: clip(fields[metaFields.referrer], 500),
        utm: JSON.stringify(utm),
        created_at: new Date().toISOString(),
      },
      makeRef,
    );
    if (created) log.info({ event: "lead stored", ref, kind, locale });
    // The mail goes out now rather than at the next poll; the answer does not wait for it.
    worker?.wake();
    return { outcome: "stored", kind, locale, ref };
  } catch (error) {
    log.error({ event: "lead not stored", kind, error: (error as Error).message });
    return { outcome: "unavailable", locale, kind, values };
  }
}

async function sha256(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Buffer.from(bytes).toString("hex");
}
