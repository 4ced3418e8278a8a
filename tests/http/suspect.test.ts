import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { common as en } from "../../app/content/locales/en/common";
import { acknowledgementId, notificationId, type startSmtp } from "../support/smtp";
import { health, inquiry, type LeadDatabase, postLead, startMailedApp, storedLeads } from "./lead-requests";
import type { startNode } from "./targets";

/**
 * A form sent sooner than anyone fills one may still be a person's (a slow phone that ran the page's script
 * late): it is stored and answered with its reference, its mail held until staff release it. A form whose
 * trap field is filled is a robot's for sure, and nothing of it is kept. The app runs with the default
 * 3 s minimum fill time and a real SMTP server in the test.
 */

type App = Awaited<ReturnType<typeof startNode>>;
type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** The company's notifications of `ref` the mail server took. */
const mailsFor = (smtp: Smtp, ref: string) =>
  smtp.received.filter((mail) => mail.messageId === notificationId(ref)).length;
/** The visitor's acknowledgements of `ref`: held with the notification, a robot's address gets nothing. */
const acknowledgementsFor = (smtp: Smtp, ref: string) =>
  smtp.received.filter((mail) => mail.messageId === acknowledgementId(ref)).length;

for (const database of ["embedded", "postgres"] as const) {
  describe(`suspected robots (${database})`, () => {
    let smtp: Smtp;
    let pg: Awaited<ReturnType<typeof startMailedApp>>["pg"] = null;
    let app: App;
    let db: LeadDatabase;
    let started: Awaited<ReturnType<typeof startMailedApp>> | undefined;

    // A database cluster and the apps on it take a while to start on a machine that is busy with other work.
    beforeAll(async () => {
      started = await startMailedApp(database);
      ({ smtp, pg, app, db } = started);
    }, 90_000);
    afterAll(async () => {
      await started?.stop();
    });

    /** The operator's tool on this app's database. */
    function leadsTool(args: string[]) {
      return spawnSync(process.execPath, ["scripts/leads.mjs", ...args], {
        env: {
          ...process.env,
          LEADS_DATA_DIR: app.dataDir,
          ...(pg ? { DATABASE_URL: pg.url } : {}),
        },
        encoding: "utf8",
        timeout: 20_000,
      });
    }

    const pendingMails = async (): Promise<number> => (await health(app.port)).body.outbox?.pending ?? -1;

    test("a form sent too fast is stored under the reference it was given, not mailed until released", async () => {
      const fast = inquiry({ elapsed: "400" });
      const response = await postLead(app.port, fast);
      expect(response.status).toBe(200);
      const answer = await response.json();
      expect(answer).toMatchObject({ outcome: "stored", message: en.leads.received.title });
      expect(await storedLeads(db, fast.email)).toEqual([{ ref: answer.ref, status: "suspect", attempts: 0 }]);

      // A request sent after it is mailed and the queue is empty: the worker has gone over the queue since
      // the suspect was stored, and never took it (its attempts are still 0).
      const honest = inquiry();
      const honestRef = (await (await postLead(app.port, honest)).json()).ref;
      await expect.poll(() => mailsFor(smtp, honestRef), { timeout: 15_000 }).toBe(1);
      await expect.poll(pendingMails, { timeout: 15_000 }).toBe(0);
      expect(mailsFor(smtp, answer.ref)).toBe(0);
      expect(acknowledgementsFor(smtp, answer.ref)).toBe(0);
      expect(await storedLeads(db, fast.email)).toEqual([{ ref: answer.ref, status: "suspect", attempts: 0 }]);

      // Staff read it and release it: it reaches the inbox once.
      const release = leadsTool(["--resend", answer.ref]);
      expect(release.stderr).toBe("");
      expect(release.status).toBe(0);
      await expect.poll(() => mailsFor(smtp, answer.ref), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => acknowledgementsFor(smtp, answer.ref), { timeout: 15_000 }).toBe(1);
      // Marked sent, so no second copy can follow.
      await expect.poll(async () => (await storedLeads(db, fast.email))[0]?.status, { timeout: 15_000 }).toBe("sent");
      expect(mailsFor(smtp, answer.ref)).toBe(1);
    });

    test("a form sent too fast gets its errors like any other when it is invalid, and nothing is stored", async () => {
      const fast = inquiry({ elapsed: "400", email: `paul.${Date.now()}@example` });
      const response = await postLead(app.port, fast);
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({ email: "email" });
      expect(await storedLeads(db, fast.email)).toEqual([]);
    });

    test("a form with no time (sent without JavaScript, or typed before the script ran) is mailed", async () => {
      const untimed = inquiry({ elapsed: "" });
      const response = await postLead(app.port, untimed);
      expect(response.status).toBe(200);
      const { ref } = await response.json();
      await expect.poll(() => mailsFor(smtp, ref), { timeout: 15_000 }).toBe(1);
      await expect
        .poll(async () => (await storedLeads(db, untimed.email))[0]?.status, { timeout: 15_000 })
        .toBe("sent");
      expect(mailsFor(smtp, ref)).toBe(1);
    });

    for (const elapsed of ["400", "12000"]) {
      test(`a filled trap field is answered like a success and nothing is stored (sent after ${elapsed} ms)`, async () => {
        const robot = inquiry({ website: "https://spam.example", elapsed });
        const response = await postLead(app.port, robot);
        expect(response.status).toBe(200);
        expect((await response.json()).ref).toMatch(/^WI-[2-9A-Z]{5}$/);
        expect(await storedLeads(db, robot.email)).toEqual([]);
      });
    }
  });
}
