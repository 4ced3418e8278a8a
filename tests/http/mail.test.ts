import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { company } from "../../app/content/company";
import { acknowledgementDictionaries } from "../../app/content/locales/acknowledgement";
import { common as en } from "../../app/content/locales/en/common";
import { commonDictionaries } from "../../app/content/locales/index";
import { leadMailDictionaries } from "../../app/content/locales/lead-mail";
import { startPostgres } from "../support/postgres.mjs";
import { startSmtp } from "../support/smtp";
import {
  type App,
  acknowledgementOf,
  expectDelivered,
  expectRecovered,
  expectRefused,
  fast,
  health,
  lead,
  leadsTool,
  mailOf,
  reportDuplicates,
  type Smtp,
  send,
  slow,
  withMailedApp,
} from "./mail-support";
import { startNode } from "./targets";

// The French the site writes (its typography's fixed spaces included), not the dictionaries' source.
const { fr: frAcknowledgement } = acknowledgementDictionaries;
const { fr } = commonDictionaries;
const { fr: frLeadMail } = leadMailDictionaries;

/**
 * Leads reach the company's inbox, and their acknowledgement the visitor's: a real SMTP server runs inside
 * the test, the app sends through it, and every stored lead's mails must arrive exactly once each,
 * whatever the mail server or the app goes through.
 */

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
        // A port of its own, taken as it starts: one picked before the mail and database servers had started
        // could be another server's by then.
        const first = await startNode({ env });
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
          // The restarted app comes back on the same port.
          second = await startNode({ ports: [first.port], env: { ...env, LEADS_DATA_DIR: first.dataDir } });
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
