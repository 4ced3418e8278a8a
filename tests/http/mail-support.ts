import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, type TestContext } from "vitest";
import { acknowledgementId, notificationId, type SmtpTransaction, startSmtp } from "../support/smtp";
import { health as healthOf, postLead } from "./lead-requests";
import { startNode } from "./targets";

// What the mail tests (mail.test.ts, mail-leases.test.ts) share: the app's fast timings, the leads they send, and
// how they read the inbox.

/** The budget of a test that starts several servers or waits out retries and leases: slow on a busy machine. */
export const slow = { timeout: 90_000 };

export const fast = {
  LEADS_MAIL_POLL_MS: "150",
  LEADS_RETRY_BASE_MS: "150",
  // Retries stay frequent however many failed while the mail server was down.
  LEADS_RETRY_MAX_MS: "1000",
  LEADS_MIN_FILL_MS: "0",
  LEADS_RATE_LIMIT: "1000",
};

/** What each form asks besides who is asking, answered with markup where text is free. */
export const formAnswers = {
  inquiry: { service: "coating", details: "DFT survey <img src=x onerror=alert(1)>" },
  consultation: {
    service: "ndt",
    preferredDate: "2099-06-15",
    preferredTime: "14:00",
    message: "PAUT <script>x</script>",
  },
  quote: {
    service: "staff-outsourcing",
    roles: "2 CSWIP 3.1",
    headcount: "2",
    startDate: "",
    duration: "",
    location: "Kribi",
    details: "Line 1\nLine 2 <i>",
  },
};

let sequence = 0;
export function lead(
  kind: "inquiry" | "consultation" | "quote",
  locale: "en" | "fr",
  extra: Record<string, string> = {},
) {
  sequence += 1;
  const base = {
    form: kind,
    locale,
    page: locale === "fr" ? "/fr" : "/",
    website: "",
    submission: `mail-${Date.now()}-${sequence}`,
    name: `Ngo "Biyong" <b>${sequence}</b>`,
    email: `visitor.${Date.now()}.${sequence}@example.org`,
    company: "Douala Steel & Co",
    phone: "+237 699 00 00 00",
  };
  return { ...base, ...formAnswers[kind], ...extra };
}

export async function send(port: number, fields: Record<string, string>, utm = ""): Promise<string> {
  const response = await postLead(port, { ...fields, ...(utm ? { utm_source: utm } : {}) });
  expect(response.status).toBe(200);
  return (await response.json()).ref;
}

/** While the database cannot be reached, a lead is refused with 503 and `message`, which offers the mail draft. */
export async function expectRefused(port: number, fields: Record<string, string>, message: string) {
  const refused = await postLead(port, fields);
  expect(refused.status).toBe(503);
  expect((await refused.json()).message).toBe(message);
}

export type App = Awaited<ReturnType<typeof startNode>>;
export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * Starts an SMTP server of the test's and the app sending through it (with the `fast` timings and
 * `options`), runs `body`, and stops both whatever happens.
 */
export async function withMailedApp(
  options: NonNullable<Parameters<typeof startNode>[0]>,
  body: (app: App, smtp: Smtp) => Promise<void>,
) {
  const smtp = await startSmtp();
  try {
    const app = await startNode({ ...options, env: { ...fast, SMTP_URL: smtp.url, ...options.env } });
    try {
      await body(app, smtp);
    } finally {
      await app.stop();
    }
  } finally {
    await smtp.stop();
  }
}

/** Mails the SMTP server took with this Message-ID. */
export const copiesOf = (smtp: Smtp, messageId: string) => smtp.received.filter((mail) => mail.messageId === messageId);

/**
 * Waits until the SMTP server holds the company's notification and the visitor's acknowledgement of each
 * lead, then a little longer, to see that no more come: each arrives once.
 */
export async function expectDelivered(smtp: Smtp, refs: string[]) {
  const ids = refs.flatMap((ref) => [notificationId(ref), acknowledgementId(ref)]);
  await expect
    .poll(() => ids.filter((id) => copiesOf(smtp, id).length > 0).length, { timeout: 20_000 })
    .toBe(ids.length);
  await new Promise((r) => setTimeout(r, 1_000));
  for (const id of ids) expect(copiesOf(smtp, id), `${id} arrives once`).toHaveLength(1);
}

/** The company's notification of `ref`. */
export const mailOf = (smtp: Smtp, ref: string) => {
  const mail = copiesOf(smtp, notificationId(ref))[0];
  if (!mail) throw new Error(`no mail for ${ref}`);
  return mail;
};

/** The visitor's acknowledgement of `ref`. */
export const acknowledgementOf = (smtp: Smtp, ref: string) => {
  const mail = copiesOf(smtp, acknowledgementId(ref))[0];
  if (!mail) throw new Error(`no acknowledgement for ${ref}`);
  return mail;
};

/** The app's `/healthz`: its status and its report. */
export const health = (app: App) => healthOf(app.port);

/** Once the database is back, the health check says so and a new lead reaches the inbox. */
export async function expectRecovered(app: App, smtp: Smtp) {
  await expect.poll(async () => (await health(app)).status, { timeout: 15_000 }).toBe(200);
  await expectDelivered(smtp, [await send(app.port, lead("inquiry", "en"))]);
}

export function leadsTool(app: App, args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ["scripts/leads.mjs", ...args], {
    env: { ...process.env, LEADS_DATA_DIR: app.dataDir, ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
}

/**
 * Every message the mail server was handed with this Message-ID (one mail of a lead), whatever it
 * answered, in the order it was handed.
 */
export const attemptsOf = (smtp: Smtp, messageId: string): SmtpTransaction[] =>
  smtp.transactions.filter((t) => t.messageId === messageId).sort((a, b) => a.startedAt - b.startedAt);

/**
 * Copies beyond the first of each mail the mail server took, which must carry the first's Message-ID so
 * that the mailbox can tell them for what they are; the count is reported with the test.
 */
export async function reportDuplicates(smtp: Smtp, annotate: TestContext["annotate"]): Promise<number> {
  const copies = new Map<string, string[]>();
  for (const mail of smtp.received) {
    const ref = mail.subject?.match(/WI-[2-9A-Z]{5}/)?.[0] ?? "";
    const kind = mail.messageId === acknowledgementId(ref) ? "acknowledgement" : "notification";
    copies.set(`${ref} ${kind}`, [...(copies.get(`${ref} ${kind}`) ?? []), mail.messageId ?? ""]);
  }
  let duplicates = 0;
  for (const [key, ids] of copies) {
    const [ref = "", kind] = key.split(" ");
    const expected = kind === "acknowledgement" ? acknowledgementId(ref) : notificationId(ref);
    for (const id of ids) expect(id, `every copy of ${key}`).toBe(expected);
    duplicates += ids.length - 1;
  }
  await annotate(String(duplicates), "mails sent twice (same Message-ID)");
  return duplicates;
}

/**
 * Runs `statement` on the app's database beside it, as an operator with SQL would: the embedded one in the
 * app's data folder, or PostgreSQL at `url`.
 */
export async function onDatabase(app: App, url: string | null, statement: string): Promise<Record<string, unknown>[]> {
  if (url) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(statement)).rows;
    } finally {
      await client.end();
    }
  }
  const { default: Sqlite } = await import("libsql");
  const db = new Sqlite(join(app.dataDir, "leads.db"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const prepared = db.prepare(statement);
    if (prepared.reader) return prepared.all() as Record<string, unknown>[];
    prepared.run();
    return [];
  } finally {
    db.close();
  }
}
