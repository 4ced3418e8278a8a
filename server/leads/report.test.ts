import { beforeEach, describe, expect, it } from "vitest";
import { formulaStart, parseCsv, readerCells } from "~/test/csv";
import { leadDatabaseKinds, leadDatabases } from "~/test/lead-databases";
import { csvSeparators, resend, spreadsheetText } from "./operator.ts";
import { type LeadReport, leadReport, type ReportSection, reportCsv, reportSections, reportText } from "./report.ts";
import { type LeadRecord, type LeadStore, openLeadStore, storeLead } from "./store.ts";

/** A campaign parameter a visitor wrote: it would clear the operator's screen, and be a formula in a spreadsheet. */
const hostileSource = "=1+1\u001b[2J";
const hostileCampaign = "x\u009b31m";

interface Seed {
  kind: string;
  page: string;
  referrer: string;
  utm: Record<string, string>;
  created_at: string;
  suspect?: boolean;
}

/**
 * The leads every test starts from: three months, three forms, four pages and no page, referrers of one
 * host by three paths (one in capitals), another host, the bare domain, none and one that is no URL, and
 * campaigns whole, with a source only, hostile, and none. The month with the most leads is the last, so
 * an order by count would not pass for the calendar's.
 */
const seeds: Seed[] = [
  {
    kind: "inquiry",
    page: "/en/contact",
    referrer: "https://www.google.com/search?q=ndt+douala",
    utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
    created_at: "2027-01-05T10:00:00.000Z",
  },
  {
    kind: "quote",
    page: "/fr/devis",
    referrer: "https://www.google.com/",
    utm: {},
    // The last instant before the `since` used below.
    created_at: "2027-01-31T23:59:59.999Z",
  },
  {
    kind: "consultation",
    page: "/en/contact",
    referrer: "",
    utm: { utm_source: "linkedin" },
    // The first instant of the `since` used below.
    created_at: "2027-02-01T00:00:00.000Z",
  },
  {
    kind: "quote",
    page: "/en/robots",
    referrer: "https://spam.example/",
    utm: { utm_source: "spam", utm_campaign: "bots" },
    created_at: "2027-02-10T03:00:00.000Z",
    suspect: true,
  },
  {
    kind: "inquiry",
    page: "",
    referrer: "not a url",
    utm: { utm_source: "google", utm_campaign: "spring" },
    created_at: "2027-02-14T12:00:00.000Z",
  },
  {
    kind: "quote",
    page: "/en/services/ndt",
    referrer: "https://www.linkedin.com/feed/",
    utm: { utm_source: hostileSource, utm_campaign: hostileCampaign },
    created_at: "2027-03-03T08:00:00.000Z",
  },
  {
    kind: "inquiry",
    page: "/en/contact",
    referrer: "https://google.com/",
    utm: {},
    created_at: "2027-03-20T09:00:00.000Z",
  },
  {
    kind: "consultation",
    page: "/fr/devis",
    referrer: "https://WWW.Google.com/maps?q=weldinspect",
    utm: { utm_source: "google", utm_campaign: "spring" },
    created_at: "2027-03-25T16:30:00.000Z",
  },
];

/** The report of `seeds`, worked out by hand. */
const expected: LeadReport = {
  total: 7,
  groups: {
    month: [
      { key: "2027-01", count: 2 },
      { key: "2027-02", count: 2 },
      { key: "2027-03", count: 3 },
    ],
    form: [
      { key: "inquiry", count: 3 },
      { key: "consultation", count: 2 },
      { key: "quote", count: 2 },
    ],
    page: [
      { key: "/en/contact", count: 3 },
      { key: "/fr/devis", count: 2 },
      { key: "(none)", count: 1 },
      { key: "/en/services/ndt", count: 1 },
    ],
    referrer: [
      { key: "www.google.com", count: 3 },
      { key: "(direct)", count: 2 },
      { key: "google.com", count: 1 },
      { key: "www.linkedin.com", count: 1 },
    ],
    campaign: [
      { key: "google / spring", count: 3 },
      { key: "(none)", count: 2 },
      { key: `${hostileSource} / ${hostileCampaign}`, count: 1 },
      { key: "linkedin / (none)", count: 1 },
    ],
  },
};

const databases = leadDatabases();

describe.each(leadDatabaseKinds)("where work comes from (%s)", (kind) => {
  let store: LeadStore;
  let stored = 0;
  /** A reference of the real shape (`resend` checks it), different for every lead of the file. */
  const code = (n: number) => "23456789ABCDEFGHJKMNPQRSTUVWXYZ"[n % 31];
  const nextRef = () => `WI-R${code(Math.floor(stored / 31))}${code(stored++)}22`;
  const refs: string[] = [];

  async function storeSeed(seed: Seed): Promise<string> {
    const record: Omit<LeadRecord, "ref"> = {
      idempotency_key: `report:${stored}`,
      kind: seed.kind,
      locale: seed.page.startsWith("/fr") ? "fr" : "en",
      name: "Ngo Biyong",
      email: "ngo@example.org",
      service: "ndt",
      fields: JSON.stringify({ name: "Ngo Biyong", email: "ngo@example.org", service: "ndt" }),
      page: seed.page,
      referrer: seed.referrer,
      utm: JSON.stringify(seed.utm),
      created_at: seed.created_at,
    };
    const { ref } = await storeLead(store, record, nextRef, { suspect: seed.suspect ?? false });
    return ref;
  }

  beforeEach(async () => {
    store = await openLeadStore(await databases.fresh(kind), { lock: false });
    refs.length = 0;
    for (const seed of seeds) refs.push(await storeSeed(seed));
    return () => store.close();
  });

  it("counts every lead but the suspect one, five ways, months in order and the rest by count then key", async () => {
    const report = await leadReport(store);
    expect(report).toEqual(expected);
    for (const section of reportSections) {
      expect(
        report.groups[section].reduce((sum, row) => sum + row.count, 0),
        section,
      ).toBe(report.total);
    }
  });

  it("leaves the suspected robot out until the operator releases it, and counts leads older than the outbox", async () => {
    const suspect = refs[seeds.findIndex((seed) => seed.suspect)] ?? "";
    const keys = (report: LeadReport, section: ReportSection) => report.groups[section].map((row) => row.key);
    expect(keys(await leadReport(store), "page")).not.toContain("/en/robots");

    await resend(store, suspect);
    const released = await leadReport(store);
    expect(released.total).toBe(expected.total + 1);
    expect(released.groups.page).toContainEqual({ key: "/en/robots", count: 1 });
    expect(released.groups.referrer).toContainEqual({ key: "spam.example", count: 1 });
    expect(released.groups.campaign).toContainEqual({ key: "spam / bots", count: 1 });
    expect(released.groups.month).toContainEqual({ key: "2027-02", count: 3 });

    // A lead stored before the outbox existed has no notification at all: it was never held, so it counts.
    await store.db
      .insertInto("leads")
      .values({
        ref: "WI-OLD22",
        idempotency_key: "old:1",
        kind: "quote",
        locale: "fr",
        name: "Old",
        email: "old@example.org",
        service: "ndt",
        fields: "{}",
        page: "/fr",
        referrer: "",
        utm: "{}",
        created_at: "2026-11-01T08:00:00.000Z",
      })
      .execute();
    const withOld = await leadReport(store);
    expect(withOld.total).toBe(expected.total + 2);
    expect(withOld.groups.month[0]).toEqual({ key: "2026-11", count: 1 });
  });

  it("counts from `since` on, its first instant included and the instant before it not", async () => {
    const report = await leadReport(store, { since: "2027-02-01" });
    expect(report.since).toBe("2027-02-01");
    expect(report.total).toBe(5);
    expect(report.groups.month).toEqual([
      { key: "2027-02", count: 2 },
      { key: "2027-03", count: 3 },
    ]);
    expect(report.groups.form).toEqual([
      { key: "consultation", count: 2 },
      { key: "inquiry", count: 2 },
      { key: "quote", count: 1 },
    ]);
    expect(report.groups.referrer).toEqual([
      { key: "(direct)", count: 2 },
      { key: "google.com", count: 1 },
      { key: "www.google.com", count: 1 },
      { key: "www.linkedin.com", count: 1 },
    ]);
    expect((await leadReport(store, { since: "2027-02-02" })).groups.month).toEqual([
      { key: "2027-02", count: 1 },
      { key: "2027-03", count: 3 },
    ]);
    expect((await leadReport(store, { since: "2027-04-01" })).total).toBe(0);
  });

  it("refuses a `since` that is not a day", async () => {
    for (const since of ["2027-02-30", "2027-2-1", "01/02/2027", "2027-02-01T00:00:00Z", ""]) {
      await expect(leadReport(store, { since }), since).rejects.toThrow(`"${since}" is not a date`);
    }
  });

  it("prints the report for a terminal, a visitor's escape sequences shown, not obeyed", async () => {
    const text = reportText(await leadReport(store));
    expect(text).toBe(
      [
        "Where work comes from: 7 leads (suspected robots not counted)",
        "",
        "By month",
        "  2  2027-01",
        "  2  2027-02",
        "  3  2027-03",
        "",
        "By form",
        "  3  inquiry",
        "  2  consultation",
        "  2  quote",
        "",
        "By page",
        "  3  /en/contact",
        "  2  /fr/devis",
        "  1  (none)",
        "  1  /en/services/ndt",
        "",
        "By referrer",
        "  3  www.google.com",
        "  2  (direct)",
        "  1  google.com",
        "  1  www.linkedin.com",
        "",
        "By campaign (source / campaign)",
        "  3  google / spring",
        "  2  (none)",
        "  1  =1+1\uFFFD[2J / x\uFFFD31m",
        "  1  linkedin / (none)",
        "",
      ].join("\n"),
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(reportText(await leadReport(store, { since: "2027-04-01" }))).toMatch(
      /^Where work comes from: 0 leads since 2027-04-01 .*\n\nBy month\n {2}—\n/,
    );
  });

  it("aligns the counts when they have different widths", async () => {
    const report: LeadReport = {
      since: "2027-01-01",
      total: 12,
      groups: { ...expected.groups, form: [{ key: "inquiry", count: 12 }] },
    };
    const text = reportText(report);
    expect(text.startsWith("Where work comes from: 12 leads since 2027-01-01 ")).toBe(true);
    expect(text).toContain("\n  12  inquiry\n");
    expect(text).toContain("\n   2  2027-01\n");
  });

  for (const separator of csvSeparators) {
    it(`writes one CSV with "${separator}" that reads back to the same counts, formulas made text`, async () => {
      const report = await leadReport(store);
      const csv = reportCsv(report, separator);
      const { bom, rows } = parseCsv(csv, separator);
      expect(bom).toBe(true);
      expect(rows[0]).toEqual(["section", "key", "count"]);
      expect(rows.slice(1)).toEqual(
        reportSections.flatMap((section) =>
          expected.groups[section].map((row) => [section, spreadsheetText(row.key), String(row.count)]),
        ),
      );
      expect(rows).toContainEqual(["campaign", `'${hostileSource} / ${hostileCampaign}`, "1"]);
      for (const cell of readerCells(csv)) expect(cell).not.toMatch(formulaStart);
    });
  }
});
