import { spawnSync } from "node:child_process";
import { join } from "node:path";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, type TestContext, test } from "vitest";
import { company } from "../../app/content/company";
import { common as en } from "../../app/content/locales/en/common";
import { acknowledgement as frAcknowledgement } from "../../app/content/locales/fr/acknowledgement";
import { common as fr } from "../../app/content/locales/fr/common";
import { leadMail as frLeadMail } from "../../app/content/locales/fr/lead-mail";
import { freePort } from "../../scripts/ports.mjs";
import { startPostgres } from "../support/postgres.mjs";
import { acknowledgementId, notificationId, type SmtpTransaction, startSmtp } from "../support/smtp";
import { health as healthOf, postLead } from "./lead-requests";
import { startNode } from "./targets";

/**
 * Leads reach the company's inbox, and their acknowledgement the visitor's: a real SMTP server runs inside
 * the test, the app sends through it, and every stored lead's mails must arrive exactly once each,
 * whatever the mail server or the app goes through.
 */

/** The budget of a test that starts several servers or waits out retries and leases: slow on a busy machine. */
const slow = { timeout: 90_000 };

const fast = {
  LEADS_MAIL_POLL_MS: "150",
  LEADS_RETRY_BASE_MS: "150",
  // Retries stay frequent however many failed while the mail server was down.
  LEADS_RETRY_MAX_MS: "1000",
  LEADS_MIN_FILL_MS: "0",
  LEADS_RATE_LIMIT: "1000",
};

/** What each form asks besides who is asking, answered with markup where text is free. */
const formAnswers = {
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
function lead(kind: "inquiry" | "consultation" | "quote", locale: "en" | "fr", extra: Record<string, string> = {}) {
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

async function send(port: number, fields: Record<string, string>, utm = ""): Promise<string> {
  const response = await postLead(port, { ...fields, ...(utm ? { utm_source: utm } : {}) });
  expect(response.status).toBe(200);
  return (await response.json()).ref;
}

/** While the database cannot be reached, a lead is refused with 503 and `message`, which offers the mail draft. */
async function expectRefused(port: number, fields: Record<string, string>, message: string) {
  const refused = await postLead(port, fields);
  expect(refused.status).toBe(503);
  expect((await refused.json()).message).toBe(message);
}

type App = Awaited<ReturnType<typeof startNode>>;
type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * Starts an SMTP server of the test's and the app sending through it (with the `fast` timings and
 * `options`), runs `body`, and stops both whatever happens.
 */
async function withMailedApp(
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
const copiesOf = (smtp: Smtp, messageId: string) => smtp.received.filter((mail) => mail.messageId === messageId);

/**
 * Waits until the SMTP server holds the company's notification and the visitor's acknowledgement of each
 * lead, then a little longer, to see that no more come: each arrives once.
 */
async function expectDelivered(smtp: Smtp, refs: string[]) {
  const ids = refs.flatMap((ref) => [notificationId(ref), acknowledgementId(ref)]);
  await expect
    .poll(() => ids.filter((id) => copiesOf(smtp, id).length > 0).length, { timeout: 20_000 })
    .toBe(ids.length);
  await new Promise((r) => setTimeout(r, 1_000));
  for (const id of ids) expect(copiesOf(smtp, id), `${id} arrives once`).toHaveLength(1);
}

/** The company's notification of `ref`. */
const mailOf = (smtp: Smtp, ref: string) => {
  const mail = copiesOf(smtp, notificationId(ref))[0];
  if (!mail) throw new Error(`no mail for ${ref}`);
  return mail;
};

/** The visitor's acknowledgement of `ref`. */
const acknowledgementOf = (smtp: Smtp, ref: string) => {
  const mail = copiesOf(smtp, acknowledgementId(ref))[0];
  if (!mail) throw new Error(`no acknowledgement for ${ref}`);
  return mail;
};

/** The app's `/healthz`: its status and its report. */
const health = (app: App) => healthOf(app.port);

/** Once the database is back, the health check says so and a new lead reaches the inbox. */
async function expectRecovered(app: App, smtp: Smtp) {
  await expect.poll(async () => (await health(app)).status, { timeout: 15_000 }).toBe(200);
  await expectDelivered(smtp, [await send(app.port, lead("inquiry", "en"))]);
}

function leadsTool(app: App, args: string[], env: Record<string, string> = {}) {
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
const attemptsOf = (smtp: Smtp, messageId: string): SmtpTransaction[] =>
  smtp.transactions.filter((t) => t.messageId === messageId).sort((a, b) => a.startedAt - b.startedAt);

/**
 * Copies beyond the first of each mail the mail server took, which must carry the first's Message-ID so
 * that the mailbox can tell them for what they are; the count is reported with the test.
 */
async function reportDuplicates(smtp: Smtp, annotate: TestContext["annotate"]): Promise<number> {
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
async function onDatabase(app: App, url: string | null, statement: string): Promise<Record<string, unknown>[]> {
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

for (const database of ["embedded", "postgres"] as const) {
  describe(`every lead reaches the inbox once (${database})`, () => {
    let smtp: Smtp;
    let pg: Awaited<ReturnType<typeof startPostgres>> | null = null;
    let app: App;

    beforeAll(async () => {
      smtp = await startSmtp();
      if (database === "postgres") pg = await startPostgres();
      app = await startNode({
        env: { ...fast, SMTP_URL: smtp.url, LEADS_TO: "office@example.com", ...(pg ? { DATABASE_URL: pg.url } : {}) },
      });
    });
    afterAll(async () => {
      await app?.stop();
      await pg?.stop();
      await smtp?.stop();
    });

    test("each form in each language: every field, the visitor in Reply-To, escaped HTML, a calendar event", async () => {
      const sent = new Map<string, Record<string, string>>();
      for (const kind of ["inquiry", "consultation", "quote"] as const) {
        for (const locale of ["en", "fr"] as const) {
          const fields = lead(kind, locale);
          sent.set(await send(app.port, fields, "newsletter"), fields);
        }
      }
      await expectDelivered(smtp, [...sent.keys()]);
      for (const [ref, fields] of sent) {
        const mail = mailOf(smtp, ref);
        expect(mail.messageId).toBe(`<${ref}@www.example.com>`);
        expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("office@example.com");
        const replyTo = mail.replyTo && !Array.isArray(mail.replyTo) ? mail.replyTo.value[0] : undefined;
        expect(replyTo?.address).toBe(fields.email);
        expect(replyTo?.name).toBe(fields.name);
        // Every field the visitor gave, as given, in the text part; escaped in the HTML part.
        for (const [key, value] of Object.entries(fields)) {
          if (["form", "locale", "page", "website", "submission"].includes(key) || value === "") continue;
          if (key === "service") continue;
          expect(mail.text, `${ref} ${key}`).toContain(value);
        }
        expect(mail.text).toContain("utm_source=newsletter");
        // The language the visitor wrote in, named in itself.
        expect(mail.text).toContain(fields.locale === "fr" ? fr.languageName : en.languageName);
        expect(mail.text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} WAT/);
        const html = String(mail.html);
        expect(html).toContain("&lt;b&gt;");
        expect(html).not.toMatch(/<b>\d|<script>|<img src=x|<i>/);
        expect(mail.subject).toContain(fields.form === "consultation" ? frLeadMail.kinds.consultation : "");
        const calendar = mail.attachments.find((a) => a.contentType === "text/calendar");
        if (fields.form !== "consultation") {
          expect(calendar).toBeUndefined();
          continue;
        }
        const vevent = new ICAL.Component(
          ICAL.parse((calendar?.content ?? Buffer.from("")).toString("utf8")),
        ).getFirstSubcomponent("vevent") as ICAL.Component;
        const event = new ICAL.Event(vevent);
        expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Africa/Douala");
        expect(vevent.getFirstPropertyValue("status")).toBe("TENTATIVE");
        expect(event.startDate.toString()).toBe("2099-06-15T14:00:00");
        expect(event.endDate.toString()).toBe("2099-06-15T15:00:00");
        expect(event.description).toContain(ref);
        expect(event.description).toContain(fields.email);
      }
      const report = await health(app);
      expect(report.status).toBe(200);
      expect(report.body).toMatchObject({ ok: true, mail: { configured: true }, outbox: { pending: 0 } });
      expect(JSON.stringify(report.body)).not.toContain("@example.org");
    });
    test("the visitor gets one acknowledgement in French: the reference and fixed text, none of what they typed", async () => {
      // What a spammer would type to have the site mail a third party their words, links and headers.
      const typed = {
        name: 'Support <a href="https://evil.example/login">Sign in</a> Bcc: victim@example.net',
        company: "https://evil.example/reset?user=1",
        phone: "+44 20 0000 0000",
        roles: "=?UTF-8?Q?=0D=0ABcc:_victim@example.net?=",
        location: "Your parcel is held",
        details:
          "Your account is locked.\r\nBcc: victim@example.net\r\n<script>alert(1)</script> https://evil.example/unlock",
        message: "Claim your prize <img src=x onerror=alert(1)> https://evil.example/prize",
      };
      const quote = lead("quote", "fr", typed);
      const consultation = lead("consultation", "fr", typed);
      const refs = [await send(app.port, quote), await send(app.port, consultation)];
      await expectDelivered(smtp, refs);
      for (const [ref, fields, next] of [
        [refs[0], quote, fr.leads.received.next.quote],
        [refs[1], consultation, fr.leads.received.next.consultation],
      ] as const) {
        if (!ref) throw new Error("a reference was expected");
        // The company's notification has it all, as ever.
        const notification = mailOf(smtp, ref);
        expect(notification.to && !Array.isArray(notification.to) ? notification.to.text : "").toBe(
          "office@example.com",
        );
        expect(notification.text).toContain(typed.name);

        // The visitor's address gets exactly one mail, the acknowledgement.
        const toVisitor = smtp.received.filter(
          (mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === fields.email),
        );
        expect(toVisitor).toHaveLength(1);
        const mail = acknowledgementOf(smtp, ref);
        expect(toVisitor[0]).toBe(mail);
        expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([{ address: fields.email, name: "" }]);
        expect(mail.from?.text).toBe(notification.from?.text);
        expect(mail.replyTo && !Array.isArray(mail.replyTo) ? mail.replyTo.value : []).toEqual([
          { address: company.email, name: company.name },
        ]);
        expect(mail.subject).toBe(`Votre demande ${ref} auprès de ${company.name}`);
        expect(mail.text).toContain(frAcknowledgement.reference.replace("{ref}", ref));
        expect(mail.text).toContain(frAcknowledgement.received[fields.form as "quote" | "consultation"]);
        expect(mail.text).toContain(next);
        expect(mail.text).toContain(company.email);
        expect(mail.text).toContain(company.phones[0].display);
        expect(mail.headers.get("auto-submitted")).toBe("auto-generated");

        // Nothing the visitor typed, anywhere in the mail: subject, headers, text or HTML.
        const whole = [mail.subject, mail.headerLines.map((h) => h.line).join("\n"), mail.text, String(mail.html)].join(
          "\n",
        );
        for (const [field, value] of Object.entries(fields)) {
          if (["form", "locale", "page", "website", "submission", "email", "service"].includes(field)) continue;
          if (["preferredDate", "preferredTime", "headcount"].includes(field)) continue;
          for (const part of value.split(/\r?\n/).filter((line) => line.trim() !== "")) {
            expect(whole, `${ref} ${field}`).not.toContain(part);
          }
        }
        expect(whole).not.toMatch(/evil\.example|victim|<script|<img|prize|parcel|Biyong/i);
      }
    });
  });
}

describe("faults: every acknowledged lead's mail arrives exactly once", () => {
  test("the mail server is down when leads are sent, and back later", async () => {
    await withMailedApp({}, async (app, smtp) => {
      await smtp.stop();
      const refs = [];
      for (let i = 0; i < 3; i++) refs.push(await send(app.port, lead("inquiry", "en")));
      await expect
        .poll(async () => (await health(app)).body.outbox?.lastSendErrorAt, { timeout: 10_000 })
        .not.toBeNull();
      expect((await health(app)).body.outbox?.pending).toBe(3);
      await smtp.start();
      await expectDelivered(smtp, refs);
    });
  });

  // Each lead is two mails, and the operator's tool runs in polls: slow on a busy machine.
  test(
    "a temporary refusal (4xx) is retried; a permanent one (5xx) fails, shows, and is sent again on request",
    slow,
    async () => {
      await withMailedApp({}, async (app, smtp) => {
        smtp.setMode("temporary");
        const retried = await send(app.port, lead("quote", "fr"));
        await expect
          .poll(async () => (await health(app)).body.outbox?.lastSendErrorAt, { timeout: 10_000 })
          .not.toBeNull();
        smtp.setMode("accept");
        await expectDelivered(smtp, [retried]);

        smtp.setMode("permanent");
        const refused = await send(app.port, lead("consultation", "en"));
        // The tool runs synchronously, holding this process and the SMTP server in it: a second between runs
        // lets the server answer the app meanwhile.
        await expect
          .poll(() => leadsTool(app, []).stdout, { timeout: 10_000, interval: 1_000 })
          .toMatch(new RegExp(`${refused}.*failed`));
        expect((await health(app)).body.outbox?.failed).toBe(1);
        smtp.setMode("accept");
        const resend = leadsTool(app, ["--resend", refused]);
        expect(resend.status).toBe(0);
        await expectDelivered(smtp, [refused]);

        const unknown = leadsTool(app, ["--resend", "WI-22222"]);
        expect(unknown.status).toBe(1);
        expect(unknown.stderr).toContain("No lead has the reference WI-22222");
        const csv = leadsTool(app, ["--csv"]);
        expect(csv.stdout.startsWith("\uFEFFref,")).toBe(true);
        expect(csv.stdout).toContain(refused);
      });
    },
  );

  for (const database of ["embedded", "postgres"] as const) {
    // Three servers started, one killed and one restarted: slow on a busy machine.
    test(
      `the app killed (SIGKILL) with mails in flight and queued, then restarted (${database}): no loss, no duplicate`,
      slow,
      async ({ annotate }) => {
        // The restarted app comes back on the same port.
        const appPort = await freePort();
        const smtp = await startSmtp();
        const pg = database === "postgres" ? await startPostgres() : null;
        // A crashed sender's claim lapses after four seconds here (a minute by default): long enough that a
        // send on a busy machine is not cut at its budget (three seconds).
        const env = {
          ...fast,
          SMTP_URL: smtp.url,
          LEADS_MAIL_LEASE_MS: "4000",
          ...(pg ? { DATABASE_URL: pg.url } : {}),
        };
        const first = await startNode({ ports: [appPort], env });
        let second: App | null = null;
        try {
          const sentBefore = [
            await send(first.port, lead("inquiry", "en")),
            await send(first.port, lead("quote", "fr")),
          ];
          await expectDelivered(smtp, sentBefore);

          // The mail server takes each message and never answers: the worker's four senders each hold one
          // mail it cannot know the fate of, and the other two wait in the queue. Each send is cut before its
          // lease ends and tried again, so the app is killed at a moment the four are in flight together.
          smtp.setMode("hold");
          const queued = [];
          for (let i = 0; i < 6; i++) {
            queued.push(await send(first.port, lead(i % 2 ? "consultation" : "inquiry", i % 3 ? "fr" : "en")));
          }
          expect((await health(first)).body.outbox?.pending).toBe(6);
          await expect.poll(() => smtp.waiting(), { timeout: 10_000, interval: 20 }).toBe(4);

          await first.kill();
          smtp.setMode("accept");
          second = await startNode({ ports: [appPort], env: { ...env, LEADS_DATA_DIR: first.dataDir } });
          await expectDelivered(smtp, [...sentBefore, ...queued]);
          expect(smtp.received).toHaveLength(16);
          await reportDuplicates(smtp, annotate);
          await expect.poll(async () => (await health(second as App)).body.outbox?.pending).toBe(0);
        } finally {
          await second?.stop();
          await first.stop();
          await pg?.stop();
          await smtp.stop();
        }
      },
    );
  }

  test("the embedded database's folder read-only: 503 and the mail fallback meanwhile, then it recovers", async () => {
    await withMailedApp({ readOnlyData: true }, async (app, smtp) => {
      const down = await health(app);
      expect(down.status).toBe(503);
      expect(down.body.database.reachable).toBe(false);
      await expectRefused(app.port, lead("consultation", "fr"), fr.leads.unavailable);

      app.makeDataWritable();
      await expectRecovered(app, smtp);
    });
  });

  test("two app instances on one PostgreSQL share the outbox without sending twice", async () => {
    const smtp = await startSmtp();
    const pg = await startPostgres();
    const env = { ...fast, SMTP_URL: smtp.url, DATABASE_URL: pg.url, LEADS_MAIL_POLL_MS: "50" };
    const first = await startNode({ env });
    const second = await startNode({ env });
    try {
      await smtp.stop();
      const refs = [];
      for (let i = 0; i < 12; i++) refs.push(await send(i % 2 ? first.port : second.port, lead("inquiry", "en")));
      await smtp.start();
      await expectDelivered(smtp, refs);
      expect(smtp.received).toHaveLength(24);
    } finally {
      await first.stop();
      await second.stop();
      await pg.stop();
      await smtp.stop();
    }
  });

  test("PostgreSQL restarted while the app runs: 503 and the mail fallback meanwhile, then it recovers", async () => {
    const pg = await startPostgres();
    try {
      await withMailedApp({ env: { DATABASE_URL: pg.url } }, async (app, smtp) => {
        await pg.pause();
        expect((await health(app)).status).toBe(503);
        await expectRefused(app.port, lead("inquiry", "en"), en.leads.unavailable);
        await pg.resume();
        await expectRecovered(app, smtp);
      });
    } finally {
      await pg.stop();
    }
  });
});

describe("faults: at most one send of a mail at a time, one final state, a health check a monitor reads", () => {
  for (const database of ["embedded", "postgres"] as const) {
    test(
      `a mail server slower than the lease (${database}): each send cut before its lease ends, never two at once, every lead arrives once`,
      slow,
      async ({ annotate }) => {
        // Four seconds: a margin of one second between a send's budget and the lease's end, which a busy
        // machine's late timers stay well within.
        const leaseMs = 4_000;
        // The mail server answers only after twice the lease; a sender gone by then has handed nothing over.
        const smtp = await startSmtp({ slowMs: 2 * leaseMs });
        const pg = database === "postgres" ? await startPostgres() : null;
        const app = await startNode({
          env: {
            ...fast,
            SMTP_URL: smtp.url,
            LEADS_MAIL_LEASE_MS: String(leaseMs),
            ...(pg ? { DATABASE_URL: pg.url } : {}),
          },
        });
        try {
          smtp.setMode("slow");
          // As many mails as senders (a notification and an acknowledgement each).
          const refs = [await send(app.port, lead("inquiry", "en")), await send(app.port, lead("quote", "fr"))];
          const abandoned = (ref: string) =>
            attemptsOf(smtp, notificationId(ref)).filter((t) => t.outcome === "abandoned").length;
          await expect.poll(() => Math.min(...refs.map(abandoned)), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);

          smtp.setMode("accept");
          await expectDelivered(smtp, refs);
          for (const id of refs.flatMap((ref) => [notificationId(ref), acknowledgementId(ref)])) {
            const attempts = attemptsOf(smtp, id);
            // Each attempt ended (the sender hung up, or the answer came) before the next one began.
            for (const [earlier, next] of attempts.slice(0, -1).map((t, i) => [t, attempts[i + 1]] as const)) {
              expect(earlier.endedAt, `${id}: an attempt ended`).not.toBeNull();
              expect(next?.startedAt, `${id}: one attempt at a time`).toBeGreaterThanOrEqual(earlier.endedAt ?? 0);
            }
            expect(attempts.at(-1)?.outcome).toBe("accepted");
          }
          expect(await reportDuplicates(smtp, annotate)).toBe(0);
          await expect.poll(async () => (await health(app)).body.outbox?.pending).toBe(0);
        } finally {
          await app.stop();
          await pg?.stop();
          await smtp.stop();
        }
      },
    );

    test(
      `the database refuses the "sent" mark after the mail server took the mail (${database}): not failed, not sent again, recorded once it can be`,
      slow,
      async ({ annotate }) => {
        const smtp = await startSmtp();
        const pg = database === "postgres" ? await startPostgres() : null;
        // A short lease: the mail's claim lapses while the database still refuses, and it is claimed again.
        const app = await startNode({
          env: { ...fast, SMTP_URL: smtp.url, LEADS_MAIL_LEASE_MS: "4000", ...(pg ? { DATABASE_URL: pg.url } : {}) },
        });
        const url = pg?.url ?? null;
        try {
          await expect.poll(async () => (await health(app)).status, { timeout: 15_000 }).toBe(200);
          // Every write goes through but the notification's "sent" mark, as when the disk fills up at that moment.
          for (const statement of database === "postgres"
            ? [
                "create function refuse_sent() returns trigger language plpgsql as $$ begin raise exception 'could not extend file: No space left on device'; end $$",
                "create trigger refuse_sent before update on outbox for each row when (new.status = 'sent' and new.kind = 'company') execute function refuse_sent()",
              ]
            : [
                "create trigger refuse_sent before update on outbox when new.status = 'sent' and new.kind = 'company' begin select raise(abort, 'database or disk is full'); end",
              ])
            await onDatabase(app, url, statement);

          const ref = await send(app.port, lead("consultation", "fr"));
          await expect.poll(() => copiesOf(smtp, notificationId(ref)).length).toBe(1);
          await expect
            .poll(async () => (await health(app)).body, { timeout: 10_000 })
            .toMatchObject({
              ok: false,
              mail: { unrecorded: 1 },
              reasons: [expect.stringMatching(/^mail unrecorded/)],
            });
          expect((await health(app)).status).toBe(503);
          const row = async () =>
            (await onDatabase(app, url, `select status, attempts, last_error from outbox where id = '${ref}'`))[0];
          // The lease lapses and the mail is claimed again: recorded, not handed to the mail server again.
          await expect.poll(async () => Number((await row())?.attempts), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
          expect(await row()).toMatchObject({ status: "pending", last_error: null });

          await onDatabase(
            app,
            url,
            database === "postgres" ? "drop trigger refuse_sent on outbox" : "drop trigger refuse_sent",
          );
          await expect.poll(async () => (await row())?.status, { timeout: 10_000 }).toBe("sent");
          expect(await row()).toMatchObject({ last_error: null });
          await expect.poll(async () => (await health(app)).status).toBe(200);
          expect(attemptsOf(smtp, notificationId(ref)), "handed to the mail server once").toHaveLength(1);
          expect(await reportDuplicates(smtp, annotate)).toBe(0);
        } finally {
          await app.stop();
          await pg?.stop();
          await smtp.stop();
        }
      },
    );

    test(
      `/healthz answers 503 with the reason while mail is late or failed, 200 once it flows again (${database})`,
      slow,
      async () => {
        const smtp = await startSmtp();
        const pg = database === "postgres" ? await startPostgres() : null;
        const app = await startNode({
          env: {
            ...fast,
            SMTP_URL: smtp.url,
            LEADS_HEALTH_MAIL_AGE_S: "1",
            ...(pg ? { DATABASE_URL: pg.url } : {}),
          },
        });
        const tool = (args: string[]) => leadsTool(app, args, pg ? { DATABASE_URL: pg.url } : {});
        try {
          await expect
            .poll(async () => (await health(app)).body, { timeout: 15_000 })
            .toMatchObject({ ok: true, reasons: [] });

          // The mail server is down: past the limit, the oldest pending mail is the reason.
          await smtp.stop();
          const late = await send(app.port, lead("inquiry", "en"));
          await expect.poll(async () => (await health(app)).status, { timeout: 10_000 }).toBe(503);
          expect((await health(app)).body.reasons).toEqual([expect.stringMatching(/^mail delayed: /)]);
          await smtp.start();
          await expectDelivered(smtp, [late]);
          await expect
            .poll(async () => (await health(app)).body, { timeout: 10_000 })
            .toMatchObject({ ok: true, reasons: [] });

          // A permanent refusal: the failed mail is the reason until the operator sends it again.
          smtp.setMode("permanent");
          const refused = await send(app.port, lead("quote", "en"));
          await expect.poll(async () => (await health(app)).status, { timeout: 10_000 }).toBe(503);
          expect((await health(app)).body.reasons).toContainEqual(expect.stringMatching(/^mail failed: 1 /));
          smtp.setMode("accept");
          const resend = tool(["--resend", refused]);
          expect(resend.status, resend.stderr).toBe(0);
          await expectDelivered(smtp, [late, refused]);
          await expect
            .poll(async () => (await health(app)).body, { timeout: 10_000 })
            .toMatchObject({ ok: true, reasons: [] });
          expect((await health(app)).status).toBe(200);
        } finally {
          await app.stop();
          await pg?.stop();
          await smtp.stop();
        }
      },
    );
  }
});
