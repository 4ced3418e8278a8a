import { describe, expect, it } from "vitest";
import { type Company, company } from "./company";
import { launchProblems, sampleProblems } from "./launch-check";

/** A number as printed, and in E.164 for `tel:` links. */
const phone = (display: string) => ({ display, tel: display.replace(/\s/g, "") });

/** The shipped facts with each placeholder replaced by a fictional but plausible Douala company's: ready to publish. */
const ready: Company = {
  ...company,
  name: "Soudure & Contrôle Douala SARL",
  shortName: "SC Douala",
  siteUrl: "https://www.soudure-douala.cm",
  email: "contact@soudure-douala.cm",
  phones: [phone("+237 699 41 27 83"), phone("+237 677 58 30 16")],
  whatsapp: "237699412783",
  address: { ...company.address, postalCode: "BP 4127" },
  social: {
    facebook: "https://www.facebook.com/souduredouala",
    twitter: "https://x.com/souduredouala",
    linkedin: "https://www.linkedin.com/company/soudure-douala",
    instagram: "https://www.instagram.com/soudure.douala",
  },
  heroVideoId: "aqz-KE-bpKQ",
  figures: { ...company.figures, confirmed: true },
};

/** The placeholders the template ships with, copied so the test outlives their replacement in company.json. */
const shipped = {
  name: "Example Weld & NDT Services",
  shortName: "Example NDT",
  siteUrl: "https://www.example.com",
  email: "info@example.com",
  "phones[0].display": "+237 690 000 001",
  "phones[0].tel": "+237690000001",
  "phones[1].display": "+237 670 000 002",
  "phones[1].tel": "+237670000002",
  whatsapp: "237690000001",
  "address.postalCode": "BP 0000",
  "social.facebook": "https://www.facebook.com/example",
  "social.twitter": "https://x.com/example",
  "social.linkedin": "https://www.linkedin.com/company/example",
  "social.instagram": "https://www.instagram.com/example",
};

/** The keys on the way to a field named as the problems name it: `phones[0].tel` is phones, 0, tel. */
const pathOf = (field: string) => field.split(/[.[\]]+/).filter(Boolean);

function valueAt(config: Company, field: string): unknown {
  return pathOf(field).reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], config);
}

/** A copy of `config` with `value` in `field`; fails on a field the company does not have. */
function withValueAt(config: Company, field: string, value: string): Company {
  const copy = structuredClone(config);
  const keys = pathOf(field);
  const last = keys.pop() ?? "";
  const parent = keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], copy);
  if (typeof parent !== "object" || parent === null || !(last in parent)) throw new Error(`No field ${field}`);
  (parent as Record<string, unknown>)[last] = value;
  return copy;
}

/** The company as the template ships it: `ready` with each placeholder put back in its field. */
const template = Object.entries(shipped).reduce((config, [field, value]) => withValueAt(config, field, value), ready);

describe("launchProblems", () => {
  it("names every placeholder the template ships with, and its value", () => {
    const problems = launchProblems(template);
    expect(problems).toHaveLength(Object.keys(shipped).length);
    for (const [field, value] of Object.entries(shipped)) {
      expect(problems).toContainEqual(expect.stringContaining(`${field} is a placeholder (${value}): set `));
    }
    expect(problems).toContain(
      "email is a placeholder (info@example.com): set the company's real address in app/content/company.json",
    );
  });

  it("reports each field of company.json that still holds its shipped placeholder", () => {
    const left = Object.entries(shipped).filter(([field, value]) => valueAt(company, field) === value);
    const problems = launchProblems(company);
    for (const [field, value] of left) {
      expect(problems).toContainEqual(expect.stringContaining(`${field} is a placeholder (${value})`));
    }
  });

  it("asks for the figures to be confirmed, quoting each, until they are", () => {
    const figures = { yearsOfExperience: 12, projectsCompleted: 340, specialists: 35, responseHours: 48 };
    const problems = launchProblems({ ...ready, figures: { ...figures, confirmed: false } });
    expect(problems).toEqual([
      "figures are not confirmed (12 years of experience, 340 projects, 35 specialists, an answer within 48 hours): check each and set figures.confirmed to true in app/content/company.json",
    ]);
    expect(launchProblems(company)).toContainEqual(expect.stringMatching(/^figures are not confirmed/));
  });

  it("finds nothing in a company ready to publish", () => {
    expect(launchProblems(ready)).toEqual([]);
  });

  it("does not take near misses for placeholders", () => {
    const nearMisses: Company = {
      ...ready,
      name: "Exemplar Welding Douala",
      siteUrl: "https://www.example.com.cm",
      phones: [ready.phones[0], { display: "+237 690 000 123", tel: "+237690000123" }],
      address: { ...ready.address, postalCode: "BP 10000" },
      social: { ...ready.social, facebook: "https://www.facebook.com/examplewelding" },
    };
    expect(launchProblems(nearMisses)).toEqual([]);
  });

  const { instagram: _, ...withoutInstagram } = ready.social;
  it.each<[rule: string, change: Partial<Company>, field: string]>([
    ["an example.org site", { siteUrl: "https://example.org" }, "siteUrl"],
    ["an example.net address", { email: "devis@example.net" }, "email"],
    [
      "a social link on example.com",
      { social: { ...ready.social, facebook: "https://example.com/sc" } },
      "social.facebook",
    ],
    [
      "a profile named example",
      { social: { ...ready.social, linkedin: "https://www.linkedin.com/company/example/" } },
      "social.linkedin",
    ],
    ["an empty social link", { social: { ...ready.social, twitter: " " } }, "social.twitter"],
    ["a missing social link", { social: withoutInstagram as Company["social"] }, "social.instagram"],
    [
      "a zeroed display number",
      { phones: [{ display: "+237 655 000 007", tel: "+237699412783" }, ready.phones[1]] },
      "phones[0].display",
    ],
    [
      "a zeroed tel number",
      { phones: [ready.phones[0], { display: "+237 677 58 30 16", tel: "+237670000002" }] },
      "phones[1].tel",
    ],
    ["a placeholder WhatsApp number", { whatsapp: "237690000001" }, "whatsapp"],
    ["Example in the name", { name: "Example Soudure SARL" }, "name"],
    ["Example in the short name", { shortName: "example" }, "shortName"],
    ["the placeholder postal box", { address: { ...ready.address, postalCode: "BP 0000" } }, "address.postalCode"],
  ])("flags %s on its own", (_rule, change, field) => {
    const problems = launchProblems({ ...ready, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${field.replace(/[.[\]]/g, "\\$&")} is (a placeholder|empty)`));
    expect(problems[0]).toContain("app/content/company.json");
  });
});

describe("sampleProblems", () => {
  it("turns each sample into a sentence that names its file and asks for the real thing", () => {
    expect(sampleProblems(['app/content/projects/en/a.md: sample project "A"'])).toEqual([
      'sample content is still published: app/content/projects/en/a.md: sample project "A"; replace it with the company\'s own or delete it',
    ]);
    expect(sampleProblems([])).toEqual([]);
  });
});
