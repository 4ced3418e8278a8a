import { describe, expect, test } from "vitest";
import { startPostgres } from "../support/postgres.mjs";
import { acknowledgementId, notificationId, startSmtp } from "../support/smtp";
import {
  attemptsOf,
  copiesOf,
  expectDelivered,
  fast,
  health,
  lead,
  leadsTool,
  onDatabase,
  reportDuplicates,
  send,
  slow,
} from "./mail-support";
import { startNode } from "./targets";

/**
 * The outbox under a mail server slower than its lease, a database that refuses the "sent" mark, and the
 * health check a monitor reads (mail.test.ts has the delivery and the other faults): apart, the two files
 * run side by side.
 */

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
