import { createHash, randomInt } from "node:crypto";
import { rmdir } from "node:fs/promises";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { formsWithFiles } from "../../app/content/attachments.ts";
import { type LeadAnswer, type LeadReceiver, metaFields } from "../../app/features/leads/lead-answer.ts";
import { checkLead, isLeadKind } from "../../app/features/leads/lead-schema.ts";
import { isLocale, type Locale, localeFromPath } from "../../app/lib/i18n.ts";
import { utmNames } from "../../app/lib/utm.ts";
import { rateKeyOf } from "./client-key.ts";
import { type LeadsConfig, readLeadsConfig } from "./config.ts";
import { filesOf, spoolDirOf, sweepFiles } from "./files.ts";
import { log } from "./log.ts";
import { createMailTransport, type MailWorker, startMailWorker } from "./mail-worker.ts";
import { mailAlarms, type OutboxStats, outboxStats } from "./outbox.ts";
import { formTypes, isCrossSite, readPlainForm } from "./request-body.ts";
import { type DataDirLock, type LeadStore, lockDataDir, openLeadStore, pingStore, storeLead } from "./store.ts";
import { discard, type MultipartForm, readMultipart, type SpooledFile } from "./uploads.ts";

/**
 * The lead backend as one object: the database it opens and keeps, the mail worker, the rate limit and the
 * health report, and the path of a submission from the request to the stored row. Both ways in share it:
 * the JSON endpoint the forms post to with JavaScript, and the request page a plain HTML form posts to
 * without it. The production server makes one and hands it to the pages' actions (server/leads.mjs); the
 * operator's tool opens the same store without it (scripts/leads.mjs). Nothing here knows of the page
 * framework: a request is a web `Request`, an answer a `LeadAnswer`.
 */

/** Reference alphabet: no 0/O, no 1/I/L, so a reference read out on the phone cannot be misheard. */
const refAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A short reference such as `WI-7K3Q9`: 31⁵ ≈ 29 million, and a taken one is drawn again. */
export function makeRef(): string {
  let code = "";
  for (let i = 0; i < 5; i += 1) code += refAlphabet[randomInt(refAlphabet.length)];
  return `WI-${code}`;
}

/**
 * How long after an open began its callers may wait for it; later, a submission is answered 503 (the mail
 * draft) at once. Counted from the open's start, so the steps of one submission do not each wait it out.
 */
const openWaitMs = 3_000;
/** Failed opens are tried again in the background, after 1 s, then 2, 4… up to this. */
const reopenMaxMs = 30_000;

/** `GET /healthz`'s report: the database and the outbox, nothing personal. */
export type LeadsHealth =
  | {
      ok: boolean;
      reasons: string[];
      database: { kind: LeadStore["dialect"]; reachable: true };
      mail: { configured: boolean; unrecorded: number };
      outbox: OutboxStats;
    }
  | {
      ok: false;
      reasons: string[];
      database: { kind: LeadStore["dialect"]; reachable: false; error: string };
      mail: { configured: boolean };
    };

export class LeadService implements LeadReceiver {
  readonly config: LeadsConfig;
  #worker: MailWorker | null = null;
  #store: Promise<LeadStore> | null = null;
  /** The store once it opened: health checks read it without waiting for an open under way. */
  #opened: LeadStore | null = null;
  /** Why the last attempt to open the database failed; null before any failed. */
  #openError: string | null = null;
  /** Until when callers wait for the open under way (see `store`). */
  #openDeadline = 0;
  #reopenTimer: ReturnType<typeof setTimeout> | null = null;
  #reopenDelayMs = 1_000;
  /** The embedded database's folder, claimed once and held until `stop`. */
  #dataDir: Promise<DataDirLock> | null = null;
  #limiter: RateLimiterMemory | null = null;
  #bytesLimiter: RateLimiterMemory | null = null;
  /** Spool files older than this are a predecessor's (see `sweepFiles`). */
  readonly #startedAt = new Date();
  /** The count shared through PostgreSQL, made once for each opened store (its table is created then). */
  #sharedLimiter: { store: LeadStore; limiter: Promise<RateLimiterPostgres> } | null = null;

  /** Settings from the environment by default (config.ts), with defaults that run on a fresh machine. */
  constructor(config: LeadsConfig = readLeadsConfig()) {
    this.config = config;
  }

  #holdDataDir(): Promise<DataDirLock> {
    if (!this.#dataDir) {
      const taking = lockDataDir(this.config.dataDir);
      this.#dataDir = taking;
      taking.catch(() => {
        if (this.#dataDir === taking) this.#dataDir = null;
      });
    }
    return this.#dataDir;
  }

  /**
   * The lead database, opened on first use and kept (the schema brought up to date then). Callers wait for
   * an open under way until `openWaitMs` after it began, no longer: a PostgreSQL that takes connections and
   * never answers must not hold submissions. A failed open is tried again in the background, and at the
   * next call.
   */
  store(): Promise<LeadStore> {
    if (this.#opened) return Promise.resolve(this.#opened);
    if (!this.#store) {
      const config = this.config;
      const opening = (async () => {
        const store = await openLeadStore(config, config.databaseUrl ? {} : { lock: await this.#holdDataDir() });
        // This process owns the embedded database's folder (or its own spool on PostgreSQL): what a killed
        // predecessor left half-stored goes before anything is read.
        const swept = await sweepFiles(store, this.#startedAt).catch((error: Error) => {
          log.warn({ event: "files not swept", error: error.message });
          return 0;
        });
        if (swept > 0) log.info({ event: "files swept", files: swept });
        return store;
      })();
      this.#store = opening;
      this.#openDeadline = Date.now() + openWaitMs;
      opening.then(
        (ready) => {
          if (this.#store !== opening) return;
          this.#opened = ready;
          this.#openError = null;
          this.#reopenDelayMs = 1_000;
        },
        (error: Error) => {
          if (this.#store !== opening) return;
          this.#store = null;
          // Said once, not at every retry, and again when the reason changes.
          if (error.message !== this.#openError) log.error({ event: "database unavailable", error: error.message });
          this.#openError = error.message;
          this.#reopenLater();
        },
      );
    }
    return withinDeadline(this.#store, Math.max(0, this.#openDeadline - Date.now()));
  }

  #reopenLater(): void {
    if (this.#reopenTimer) return;
    this.#reopenTimer = setTimeout(() => {
      this.#reopenTimer = null;
      this.store().catch(() => {});
    }, this.#reopenDelayMs);
    this.#reopenTimer.unref();
    this.#reopenDelayMs = Math.min(this.#reopenDelayMs * 2, reopenMaxMs);
  }

  /**
   * What the production server does before it listens (server/leads.mjs): claim the embedded database's
   * folder, so that a second server on it stops at once with the reason (`LEADS_LOCKED`); start opening the
   * database, without waiting for it; and start the mail worker, or warn once that leads are stored but not
   * mailed. Pages never wait for the database: until it answers, submissions get the 503 answer (the forms
   * then offer the mail draft) and /healthz says why.
   */
  async start(): Promise<void> {
    const { mail, databaseUrl } = this.config;
    if (!databaseUrl) {
      try {
        // Local and quick, unlike the open and the migration that follow in the background.
        await this.#holdDataDir();
      } catch (error) {
        if ((error as { code?: string }).code === "LEADS_LOCKED") throw error;
        // Any other failure (a read-only folder) is the database's: reported and retried with the open.
      }
    }
    if (mail.smtpUrl && !this.#worker) {
      this.#worker = startMailWorker(() => this.store(), mail, await createMailTransport(mail), log);
    } else if (!mail.smtpUrl) {
      log.warn({ event: "mail not configured", hint: "set SMTP_URL: leads are stored but nobody is told of them" });
    }
    // Its failures are logged and retried by `store` itself.
    this.store().catch(() => {});
  }

  /** Stops the worker after the mail it is sending, and closes the database (a graceful shutdown). */
  async stop(): Promise<void> {
    await this.#worker?.stop();
    this.#worker = null;
    if (this.#reopenTimer) clearTimeout(this.#reopenTimer);
    this.#reopenTimer = null;
    const open = this.#store;
    this.#store = null;
    this.#opened = null;
    this.#openError = null;
    await open?.then((s) => s.close()).catch(() => {});
    // On PostgreSQL the spool is this process's own folder in the system's temporary folder, empty once every
    // request has ended: it goes with the process instead of waiting for the next start to sweep it.
    if (this.config.databaseUrl) await rmdir(spoolDirOf(this.#storeShape())).catch(() => {});
    const lock = this.#dataDir;
    this.#dataDir = null;
    await lock?.then((held) => held.release()).catch(() => {});
  }

  /**
   * `GET /healthz`: `ok` false, with `reasons`, when the database is away or mail has been failing: a mail
   * pending longer than `LEADS_HEALTH_MAIL_AGE_S`, a mail given up and not sent again, or a delivered mail
   * the database would not record.
   */
  async health(): Promise<LeadsHealth> {
    const { mail, databaseUrl } = this.config;
    const now = new Date();
    const current = this.#opened;
    const kind = databaseUrl ? "postgres" : "sqlite";
    if (!current) {
      // Not open yet: an attempt is under way, or starts now; the answer does not wait for it.
      this.store().catch(() => {});
      return unreachable(kind, this.#openError ?? "connecting…", Boolean(mail.smtpUrl));
    }
    try {
      if (!(await pingStore(current))) throw new Error("the database does not answer");
      const outbox = await outboxStats(current, now);
      // Without a mail server the queue only grows, by choice: leads are stored and the start says so, so a
      // monitor is not alarmed about it (mail.configured says it).
      const reasons = mail.smtpUrl ? mailAlarms(outbox, mail.healthMailAgeSeconds) : [];
      const unrecorded = this.#worker?.unrecorded() ?? 0;
      if (unrecorded > 0)
        reasons.push(`mail unrecorded: the database refused to record ${unrecorded} delivered mail(s)`);
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

  /**
   * This process's own count of submissions: the whole rate limit on the embedded database, which one
   * process owns (memory is exact there and costs no synced write per request), and the stand-in for a
   * PostgreSQL that does not answer.
   */
  #memoryLimiter(): RateLimiterMemory {
    const { rateLimit, rateWindowSeconds } = this.config;
    this.#limiter ??= new RateLimiterMemory({ points: Math.max(rateLimit, 1), duration: rateWindowSeconds });
    return this.#limiter;
  }

  /**
   * The rate limiter for one submission. On PostgreSQL every instance counts in one table, so the limit
   * holds however many instances run; a query that fails is counted in memory instead (the insurance), and
   * a database that cannot be opened, or a table that could not be made, leaves this request to memory and
   * is tried again on the next.
   */
  async #rateLimiter(): Promise<RateLimiterAbstract> {
    const { databaseUrl, rateLimit, rateWindowSeconds } = this.config;
    if (!databaseUrl) return this.#memoryLimiter();
    const current = await this.store().catch(() => null);
    const pool = current?.pool;
    if (!current || !pool) return this.#memoryLimiter();
    if (this.#sharedLimiter?.store !== current) {
      const made = new Promise<RateLimiterPostgres>((resolve, reject) => {
        const shared: RateLimiterPostgres = new RateLimiterPostgres(
          {
            storeClient: pool,
            storeType: "pool",
            tableName: "lead_rate_limits",
            keyPrefix: "leads",
            points: Math.max(rateLimit, 1),
            duration: rateWindowSeconds,
            insuranceLimiter: this.#memoryLimiter(),
          },
          // Called once the table exists (created by the first instance, found by the others).
          (error) => (error ? reject(error) : resolve(shared)),
        );
      });
      this.#sharedLimiter = { store: current, limiter: made };
    }
    const entry = this.#sharedLimiter;
    try {
      return await entry.limiter;
    } catch (error) {
      if (this.#sharedLimiter === entry) this.#sharedLimiter = null;
      log.warn({ event: "rate limit not shared", error: (error as Error).message });
      return this.#memoryLimiter();
    }
  }

  /**
   * Takes a request's files from the client's allowance of bytes (`LEADS_RATE_LIMIT_BYTES` per window), so
   * that a client within the count of requests cannot fill the disk. Counted in this process: an instance's
   * disk is its own to protect, and on PostgreSQL the shared count of requests still bounds the total.
   */
  async #withinBytes(key: string, bytes: number): Promise<boolean> {
    const { rateLimitBytes, rateWindowSeconds } = this.config;
    this.#bytesLimiter ??= new RateLimiterMemory({
      points: Math.max(rateLimitBytes, 1),
      duration: rateWindowSeconds,
      keyPrefix: "bytes",
    });
    return this.#bytesLimiter.consume(key, bytes).then(
      () => true,
      () => false,
    );
  }

  /**
   * Takes one submission from the client's allowance; false once it is spent. The count is kept under a
   * digest of the client's key, so the shared table never holds a visitor's address as such. A limiter that
   * fails for any other reason must not cost the visitor the request: memory counts it then.
   */
  async #withinRate(client: string, files: readonly SpooledFile[] = []): Promise<boolean> {
    const key = createHash("sha256").update(client).digest("base64url");
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    if (bytes > 0 && !(await this.#withinBytes(key, bytes))) return false;
    try {
      await (await this.#rateLimiter()).consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      log.warn({ event: "rate limit unavailable", error: (error as Error).message });
      return this.#memoryLimiter()
        .consume(key)
        .then(
          () => true,
          () => false,
        );
    }
  }

  /**
   * Receives one submission: the whole path from the request to the stored row. `clientAddress` is the
   * visitor's address, for the rate limit only (never stored). A form with files (`multipart/form-data`) is
   * read as it arrives, its files spooled to disk (uploads.ts); they are stored with the lead, or removed.
   */
  async receive(request: Request, clientAddress?: string): Promise<LeadAnswer> {
    const pathLocale = localeFromPath(new URL(request.url).pathname);
    if (isCrossSite(request)) return { outcome: "refused", reason: "cross-site", locale: pathLocale };
    const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!formTypes.includes(type)) return { outcome: "refused", reason: "content-type", locale: pathLocale };
    const form =
      type === "multipart/form-data"
        ? await readMultipart(request, spoolDirOf(this.#storeShape()), { maxFieldBytes: this.config.maxBodyBytes })
        : await readPlainForm(request, this.config.maxBodyBytes);
    if ("refusal" in form) {
      if (form.refusal === "unavailable") return { outcome: "unavailable", locale: pathLocale };
      return { outcome: "refused", reason: form.refusal, locale: pathLocale };
    }
    try {
      return await this.#receiveForm(form, pathLocale, clientAddress);
    } finally {
      // Stored files were moved or copied by now; the spool is emptied either way.
      await discard(form.files);
    }
  }

  /** Where this service's store keeps things, known before it opens. */
  #storeShape(): Pick<LeadStore, "dialect" | "dataDir"> {
    return this.config.databaseUrl ? { dialect: "postgres" } : { dialect: "sqlite", dataDir: this.config.dataDir };
  }

  async #receiveForm(form: MultipartForm, pathLocale: Locale, clientAddress?: string): Promise<LeadAnswer> {
    const { minFillMs } = this.config;
    const { fields } = form;
    const kind = fields[metaFields.kind];
    if (!isLeadKind(kind)) return { outcome: "refused", reason: "bad-request", locale: pathLocale };
    const locale = isLocale(fields[metaFields.locale]) ? (fields[metaFields.locale] as Locale) : pathLocale;
    // Only the forms with a file field take files; any sent with another form are not kept.
    const takesFiles = (formsWithFiles as readonly string[]).includes(kind);
    const files = takesFiles ? form.files : [];

    const client = rateKeyOf(clientAddress ?? "unknown");

    // The trap field is always rendered and always empty for people; a robot fills it, or leaves it out. It
    // is answered like a success and stored as nothing, so the robot learns nothing.
    if (fields[metaFields.honeypot] !== "") {
      await this.#withinRate(client, files);
      const received = files.map(({ name, type, size }) => ({ name, type, size }));
      return { outcome: "stored", kind, locale, ref: makeRef(), ...(received.length > 0 ? { files: received } : {}) };
    }
    // A form sent sooner after it became usable than anyone fills one (timed only with JavaScript) may still
    // be a person's: it is stored like any other, its mail held as suspect until staff release it.
    const elapsed = fields[metaFields.elapsed] ? Number(fields[metaFields.elapsed]) : null;
    const suspect = elapsed !== null && !(elapsed >= minFillMs);

    const checked = checkLead(kind, fields);
    const refusedFiles = takesFiles ? form.refused : [];
    if (!checked.ok || refusedFiles.length > 0) {
      return {
        outcome: "invalid",
        kind,
        locale,
        errors: checked.ok ? {} : checked.errors,
        values: checked.values as Record<string, string>,
        ...(refusedFiles.length > 0 ? { refusedFiles } : {}),
      };
    }
    if (!(await this.#withinRate(client, files))) {
      return { outcome: "refused", reason: "rate-limited", locale, kind, values: checked.values };
    }

    const values = checked.values as Record<string, string>;
    const utm = Object.fromEntries(utmNames.flatMap((name) => (fields[name] ? [[name, clip(fields[name], 200)]] : [])));
    // A plain HTML form has no key of its own: the same answers (and files) sent twice the same day are the
    // same request.
    const day = new Date().toISOString().slice(0, 10);
    const key = fields[metaFields.key]
      ? `fill:${clip(fields[metaFields.key], 100)}`
      : `same:${await sha256(JSON.stringify([kind, locale, day, values, files.map((f) => f.sha256)]))}`;
    try {
      const { ref, created } = await storeLead(
        await this.store(),
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
        { suspect, files },
      );
      if (created) {
        const extra = {
          ...(suspect ? { suspect, elapsed } : {}),
          ...(files.length > 0 ? { files: files.length } : {}),
        };
        log.info({ event: "lead stored", ref, kind, locale, ...extra });
      }
      // The mail goes out now rather than at the next poll; the answer does not wait for it.
      if (!suspect) this.#worker?.wake();
      // A fill sent again (a retry after a lost answer) is the first one: its files are the ones stored then.
      const received = (created ? files : await filesOf(await this.store(), ref)).map(({ name, type, size }) => ({
        name,
        type,
        size,
      }));
      return { outcome: "stored", kind, locale, ref, ...(received.length > 0 ? { files: received } : {}) };
    } catch (error) {
      log.error({ event: "lead not stored", kind, error: (error as Error).message });
      return { outcome: "unavailable", locale, kind, values };
    }
  }
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

/** The health report while the database cannot be used, with the reason (no personal data in it). */
function unreachable(kind: LeadStore["dialect"], error: string, mailConfigured: boolean): LeadsHealth {
  return {
    ok: false,
    reasons: [`database unreachable: ${error}`],
    database: { kind, reachable: false, error },
    mail: { configured: mailConfigured },
  };
}

const clip = (value: string | undefined, max: number) => (value ?? "").slice(0, max);

async function sha256(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Buffer.from(bytes).toString("hex");
}
