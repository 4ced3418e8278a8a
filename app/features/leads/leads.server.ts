import { createHash, randomInt } from "node:crypto";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { AppLoadContext } from "react-router";
import { isLocale, type Locale, localeFromPath } from "~/lib/i18n";
import { utmNames } from "~/lib/visit";
import { rateKeyOf } from "./client-key.server";
import { type LeadsConfig, readLeadsConfig } from "./config.server";
import { type LeadAnswer, metaFields, type Refusal } from "./lead-answer";
import { checkLead, isLeadKind } from "./lead-schema";
import { log } from "./log.server";
import { createMailTransport, startMailWorker } from "./mail-worker.server";
import { mailAlarms, outboxStats } from "./outbox.server";
import { type DataDirLock, type LeadStore, lockDataDir, openLeadStore, pingStore, storeLead } from "./store.server";

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
/** The store once it opened: health checks read it without waiting for an open under way. */
let opened: LeadStore | null = null;
/** Why the last attempt to open the database failed; null before any failed. */
let openError: string | null = null;
/** Until when callers wait for the open under way (see `leadStore`). */
let openDeadline = 0;
let reopenTimer: ReturnType<typeof setTimeout> | null = null;
let reopenDelayMs = 1_000;
/**
 * The embedded database's folder, claimed once and held for the life of the process: kept on the process,
 * not in this module, since the dev server evaluates the module again after an edit, in the same process.
 */
const processWide = globalThis as typeof globalThis & { leadsDataDir?: Promise<DataDirLock> | null };
let limiter: RateLimiterMemory | null = null;
/** The count shared through PostgreSQL, made once for each opened store (its table is created then). */
let sharedLimiter: { store: LeadStore; limiter: Promise<RateLimiterPostgres> } | null = null;

function settings(): LeadsConfig {
  config ??= readLeadsConfig();
  return config;
}

/**
 * How long after an open began its callers may wait for it; later, a submission is answered 503 (the mail
 * draft) at once. Counted from the open's start, so the steps of one submission do not each wait it out.
 */
const openWaitMs = 3_000;
/** Failed opens are tried again in the background, after 1 s, then 2, 4… up to this. */
const reopenMaxMs = 30_000;

function holdDataDir(): Promise<DataDirLock> {
  if (!processWide.leadsDataDir) {
    const taking = lockDataDir(settings().dataDir);
    processWide.leadsDataDir = taking;
    taking.catch(() => {
      if (processWide.leadsDataDir === taking) processWide.leadsDataDir = null;
    });
  }
  return processWide.leadsDataDir;
}

/**
 * The lead database, opened on first use and kept (the schema brought up to date then). Callers wait for
 * an open under way until `openWaitMs` after it began, no longer: a PostgreSQL that takes connections and
 * never answers must not hold submissions. A failed open is tried again in the background, and at the
 * next call.
 */
export function leadStore(): Promise<LeadStore> {
  if (opened) return Promise.resolve(opened);
  if (!store) {
    const config = settings();
    const opening = (async () => openLeadStore(config, config.databaseUrl ? {} : { lock: await holdDataDir() }))();
    store = opening;
    openDeadline = Date.now() + openWaitMs;
    opening.then(
      (ready) => {
        if (store !== opening) return;
        opened = ready;
        openError = null;
        reopenDelayMs = 1_000;
      },
      (error: Error) => {
        if (store !== opening) return;
        store = null;
        // Said once, not at every retry, and again when the reason changes.
        if (error.message !== openError) log.error({ event: "database unavailable", error: error.message });
        openError = error.message;
        reopenLater();
      },
    );
  }
  return withinDeadline(store, Math.max(0, openDeadline - Date.now()));
}

function reopenLater(): void {
  if (reopenTimer) return;
  reopenTimer = setTimeout(() => {
    reopenTimer = null;
    leadStore().catch(() => {});
  }, reopenDelayMs);
  reopenTimer.unref();
  reopenDelayMs = Math.min(reopenDelayMs * 2, reopenMaxMs);
}

function withinDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the database is not answering yet")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * What the production server does before it listens (server/leads.mjs): claim the embedded database's
 * folder, so that a second server on it stops at once with the reason (`LEADS_LOCKED`); start opening the
 * database, without waiting for it; and start the mail worker, or warn once that leads are stored but not
 * mailed. Pages never wait for the database: until it answers, submissions get the 503 answer (the forms
 * then offer the mail draft) and /healthz says why.
 */
export async function startLeads(): Promise<void> {
  const { mail, databaseUrl } = settings();
  if (!databaseUrl) {
    try {
      // Local and quick, unlike the open and the migration that follow in the background.
      await holdDataDir();
    } catch (error) {
      if ((error as { code?: string }).code === "LEADS_LOCKED") throw error;
      // Any other failure (a read-only folder) is the database's: reported and retried with the open.
    }
  }
  if (mail.smtpUrl && !worker) {
    worker = startMailWorker(leadStore, mail, await createMailTransport(mail), log);
  } else if (!mail.smtpUrl) {
    log.warn({ event: "mail not configured", hint: "set SMTP_URL: leads are stored but nobody is told of them" });
  }
  // Its failures are logged and retried by leadStore itself.
  leadStore().catch(() => {});
}

/** Stops the worker after the mail it is sending, and closes the database (a graceful shutdown). */
export async function stopLeads(): Promise<void> {
  await worker?.stop();
  worker = null;
  if (reopenTimer) clearTimeout(reopenTimer);
  reopenTimer = null;
  const open = store;
  store = null;
  opened = null;
  openError = null;
  await open?.then((s) => s.close()).catch(() => {});
  const lock = processWide.leadsDataDir;
  processWide.leadsDataDir = null;
  await lock?.then((held) => held.release()).catch(() => {});
}

/**
 * `GET /healthz`: the database and the outbox, nothing personal; `ok` false, with `reasons`, when the
 * database is away or mail has been failing: a mail pending longer than `LEADS_HEALTH_MAIL_AGE_S`, a mail
 * given up and not sent again, or a delivered mail the database would not record.
 */
export async function leadsHealth() {
  const { mail } = settings();
  const now = new Date();
  const current = opened;
  const kind = settings().databaseUrl ? "postgres" : "sqlite";
  if (!current) {
    // Not open yet: an attempt is under way, or starts now; the answer does not wait for it.
    leadStore().catch(() => {});
    return unreachable(kind, openError ?? "connecting…", Boolean(mail.smtpUrl));
  }
  try {
    if (!(await pingStore(current))) throw new Error("the database does not answer");
    const outbox = await outboxStats(current, now);
    // Without a mail server the queue only grows, by choice: leads are stored and the start says so, so a
    // monitor is not alarmed about it (mail.configured says it).
    const reasons = mail.smtpUrl ? mailAlarms(outbox, mail.healthMailAgeSeconds) : [];
    const unrecorded = worker?.unrecorded() ?? 0;
    if (unrecorded > 0) reasons.push(`mail unrecorded: the database refused to record ${unrecorded} delivered mail(s)`);
    return {
      ok: reasons.length === 0,
      reasons,
      database: { kind: current.dialect, reachable: true },
      mail: { configured: Boolean(mail.smtpUrl), unrecorded },
      outbox,
    };
  } catch (error) {
    return unreachable(kind, (error as Error).message, Boolean(mail.smtpUrl));
  }
}

/** The health report while the database cannot be used, with the reason (no personal data in it). */
function unreachable(kind: "sqlite" | "postgres", error: string, mailConfigured: boolean) {
  return {
    ok: false,
    reasons: [`database unreachable: ${error}`],
    database: { kind, reachable: false, error },
    mail: { configured: mailConfigured },
  };
}

/**
 * This process's own count of submissions: the whole rate limit on the embedded database, which one process
 * owns (memory is exact there and costs no synced write per request), and the stand-in for a PostgreSQL
 * that does not answer.
 */
function memoryLimiter(): RateLimiterMemory {
  const { rateLimit, rateWindowSeconds } = settings();
  limiter ??= new RateLimiterMemory({ points: Math.max(rateLimit, 1), duration: rateWindowSeconds });
  return limiter;
}

/**
 * The rate limiter for one submission. On PostgreSQL every instance counts in one table, so the limit
 * holds however many instances run; a query that fails is counted in memory instead (the insurance), and a
 * database that cannot be opened, or a table that could not be made, leaves this request to memory and is
 * tried again on the next.
 */
async function rateLimiter(): Promise<RateLimiterAbstract> {
  const { databaseUrl, rateLimit, rateWindowSeconds } = settings();
  if (!databaseUrl) return memoryLimiter();
  const current = await leadStore().catch(() => null);
  const pool = current?.pool;
  if (!current || !pool) return memoryLimiter();
  if (sharedLimiter?.store !== current) {
    const made = new Promise<RateLimiterPostgres>((resolve, reject) => {
      const shared: RateLimiterPostgres = new RateLimiterPostgres(
        {
          storeClient: pool,
          storeType: "pool",
          tableName: "lead_rate_limits",
          keyPrefix: "leads",
          points: Math.max(rateLimit, 1),
          duration: rateWindowSeconds,
          insuranceLimiter: memoryLimiter(),
        },
        // Called once the table exists (created by the first instance, found by the others).
        (error) => (error ? reject(error) : resolve(shared)),
      );
    });
    sharedLimiter = { store: current, limiter: made };
  }
  const entry = sharedLimiter;
  try {
    return await entry.limiter;
  } catch (error) {
    if (sharedLimiter === entry) sharedLimiter = null;
    log.warn({ event: "rate limit not shared", error: (error as Error).message });
    return memoryLimiter();
  }
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
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      // The production server fails the body as it passes the limit on the socket (server/leads.mjs), and
      // when the client leaves mid-body: too large, or nobody left to answer; either way nothing to store.
      return null;
    }
    if (read.done) break;
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
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

/** Whose allowance a submission counts against: its address, an IPv6 one by its /64 (client-key.server.ts). */
function clientOf(context: AppLoadContext | undefined): string {
  return rateKeyOf(context?.clientAddress ?? "unknown");
}

/**
 * Takes one submission from the client's allowance; false once it is spent. The count is kept under a
 * digest of the client's key, so the shared table never holds a visitor's address as such. A limiter that
 * fails for any other reason must not cost the visitor the request: memory counts it then.
 */
async function withinRate(client: string): Promise<boolean> {
  const key = createHash("sha256").update(client).digest("base64url");
  try {
    await (await rateLimiter()).consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    log.warn({ event: "rate limit unavailable", error: (error as Error).message });
    return memoryLimiter()
      .consume(key)
      .then(
        () => true,
        () => false,
      );
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

  // The trap field is always rendered and always empty for people; a robot fills it, or leaves it out. It
  // is answered like a success and stored as nothing, so the robot learns nothing.
  if (fields[metaFields.honeypot] !== "") {
    await withinRate(client);
    return { outcome: "stored", kind, locale, ref: makeRef() };
  }
  // A form sent sooner after it became usable than anyone fills one (timed only with JavaScript) may still
  // be a person's: it is stored like any other, its mail held as suspect until staff release it.
  const elapsed = fields[metaFields.elapsed] ? Number(fields[metaFields.elapsed]) : null;
  const suspect = elapsed !== null && !(elapsed >= minFillMs);

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
      { suspect },
    );
    if (created) log.info({ event: "lead stored", ref, kind, locale, ...(suspect ? { suspect, elapsed } : {}) });
    // The mail goes out now rather than at the next poll; the answer does not wait for it.
    if (!suspect) worker?.wake();
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
