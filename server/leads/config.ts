import { resolve } from "node:path";
import { company } from "../../app/content/company.ts";

/** The mail's languages: the company reads French first, and English-speaking buyers' words stay English. */
export type MailLocales = readonly ("en" | "fr")[];

/** How leads reach the company's inbox. */
export interface MailSettings {
  /** The SMTP server's URL (`smtp://user:pass@host:587`, `smtps://…`), or null when none is set. */
  smtpUrl: string | null;
  from: string;
  to: string[];
  locales: MailLocales;
  /** Host part of the mails' Message-IDs and of the events' UIDs. */
  host: string;
  /** How often the queue is looked at when nothing wakes the worker. */
  pollMs: number;
  /** First retry delay; each further one doubles, up to `retryMaxMs`, with ±50 % jitter. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a mail is retried before it is marked failed. */
  retryWindowMs: number;
  /** How long a claim holds a mail; a send is cut off well before it ends (`sendBudgetMs`). */
  leaseMs: number;
  /** `/healthz` answers 503 once the oldest pending mail has waited longer than this, in seconds. */
  healthMailAgeSeconds: number;
  /** Mails sent at once, each over its own pooled SMTP connection. */
  concurrency: number;
  /**
   * The largest total of files the company's mail attaches; past it, the mail lists them and says how to
   * fetch them (`npm run leads -- --files`). Many inboxes refuse mails past 20–25 MB.
   */
  maxAttachBytes: number;
}

/** How leads are stored and guarded, read once from the environment, with defaults that run on a fresh machine. */
export interface LeadsConfig {
  /** PostgreSQL connection string; when absent, leads go to the embedded database in `dataDir`. */
  databaseUrl: string | null;
  /** Folder of the embedded database. */
  dataDir: string;
  /** Accepted submissions per client within `rateWindowSeconds`. */
  rateLimit: number;
  rateWindowSeconds: number;
  /** Bytes of files accepted per client within `rateWindowSeconds`. */
  rateLimitBytes: number;
  /** A form sent sooner than this after it became usable (hydration) is stored as a suspected robot's, not mailed. */
  minFillMs: number;
  /** Largest body of a form without files, in bytes; a form with files has its own (`multipartBodyBytes`). */
  maxBodyBytes: number;
  /** How leads reach the company's inbox. */
  mail: MailSettings;
}

/** The SMTP server: `SMTP_URL`, or one built from `SMTP_HOST`, `SMTP_PORT`, `SMTP_USER`, `SMTP_PASSWORD`. */
function smtpUrlOf(env: NodeJS.ProcessEnv): string | null {
  if (env.SMTP_URL) return env.SMTP_URL;
  if (!env.SMTP_HOST) return null;
  const port = env.SMTP_PORT || "587";
  const auth = env.SMTP_USER
    ? `${encodeURIComponent(env.SMTP_USER)}:${encodeURIComponent(env.SMTP_PASSWORD ?? "")}@`
    : "";
  // Port 465 speaks TLS from the first byte; the others upgrade with STARTTLS.
  return `${port === "465" ? "smtps" : "smtp"}://${auth}${env.SMTP_HOST}:${port}`;
}

const siteHost = new URL(company.siteUrl).host;

function whole(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}".`);
  return value;
}

export function readLeadsConfig(env: NodeJS.ProcessEnv = process.env): LeadsConfig {
  return {
    databaseUrl: env.DATABASE_URL || null,
    dataDir: resolve(env.LEADS_DATA_DIR || "data"),
    rateLimit: whole("LEADS_RATE_LIMIT", 5, env),
    rateWindowSeconds: whole("LEADS_RATE_WINDOW", 600, env),
    // Four requests with every file at its limit, within the count of requests (five by default).
    rateLimitBytes: whole("LEADS_RATE_LIMIT_BYTES", 100 * 1024 * 1024, env),
    minFillMs: whole("LEADS_MIN_FILL_MS", 3000, env),
    maxBodyBytes: 64 * 1024,
    mail: {
      smtpUrl: smtpUrlOf(env),
      to: (env.LEADS_TO || company.email)
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
      from: env.LEADS_FROM || `"${company.shortName} website" <no-reply@${siteHost}>`,
      // French first, then English: the office reads French, and a buyer's English stays as written.
      locales: (env.LEADS_MAIL_LOCALES || "fr,en")
        .split(",")
        .map((locale) => locale.trim())
        .filter((locale): locale is "en" | "fr" => locale === "en" || locale === "fr"),
      host: siteHost,
      pollMs: whole("LEADS_MAIL_POLL_MS", 5_000, env),
      retryBaseMs: whole("LEADS_RETRY_BASE_MS", 30_000, env),
      retryMaxMs: whole("LEADS_RETRY_MAX_MS", 60 * 60 * 1000, env),
      retryWindowMs: whole("LEADS_RETRY_WINDOW_MS", 26 * 60 * 60 * 1000, env),
      leaseMs: whole("LEADS_MAIL_LEASE_MS", 60_000, env),
      healthMailAgeSeconds: whole("LEADS_HEALTH_MAIL_AGE_S", 15 * 60, env),
      concurrency: 4,
      maxAttachBytes: whole("LEADS_MAIL_MAX_BYTES", 20 * 1024 * 1024, env),
    },
  };
}
