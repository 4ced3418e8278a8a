import { describe, expect, it } from "vitest";
import type { SchemeCode } from "~/features/proof/vocabulary";
import { type Company, type CompanyClaims, claims, company } from "./company";
import { type ClaimEvidence, claimProblems, launchProblems, sampleProblems } from "./launch-check";

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
    const figures = {
      yearsOfExperience: 12,
      projectsCompleted: 340,
      specialists: 35,
      responseHours: 48,
      contactTabResponseHours: 2,
    };
    const problems = launchProblems({ ...ready, figures: { ...figures, confirmed: false } });
    expect(problems).toEqual([
      "figures are not confirmed (12 years of experience, 340 projects, 35 specialists, an answer within 48 hours, within 2 on the contact tab): check each and set figures.confirmed to true in app/content/company.json",
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
    ["no hero video", { heroVideoId: "" }, "heroVideoId"],
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

/** Each claim as the company might confirm it, copied so the tests outlive changes to company.json. */
const confirmedClaims: CompanyClaims = {
  testingAccuracy: { percent: 99.5, confirmed: true },
  certifiedStaff: { percent: 100, confirmed: true },
  safetyCompliance: { percent: 97, confirmed: true },
  uptime: { percent: 99.8, confirmed: true },
  heroBadges: {
    badges: [
      { scheme: "aws-cwi", label: { en: "AWS Certified", fr: "Certifié AWS" } },
      { scheme: "asnt", label: { en: "ASNT Level III", fr: "ASNT niveau III" } },
    ],
    confirmed: true,
  },
  certifications: {
    schemes: (
      [
        ["aws-cwi", "AWS-CWI"],
        ["cswip", "CSWIP"],
        ["asnt", "ASNT Level III"],
        ["ampp", "NACE / AMPP"],
        ["iwe", "IWE"],
        ["api", "API"],
      ] as const
    ).map(([scheme, name]) => ({ scheme, name: { en: name, fr: name } })),
    confirmed: true,
  },
  sectors: { cards: [{ sector: "oil-gas" }, { sector: "maritime" }, { sector: "power" }], confirmed: true },
  certificatesWithQuotations: { promised: true, confirmed: true },
};

/** A register that holds every scheme the claims above name, and no case study. */
const backed: ClaimEvidence = {
  heldSchemes: ["aws-cwi", "cswip", "asnt", "ampp", "iwe", "api"],
  projectIndustries: [],
};

/** `confirmedClaims` with some claims replaced. */
const claimsWith = (change: Partial<CompanyClaims>): CompanyClaims => ({ ...confirmedClaims, ...change });

/** A register holding every scheme of `backed` but `missing`. */
const heldBut = (...missing: SchemeCode[]): ClaimEvidence => ({
  ...backed,
  heldSchemes: backed.heldSchemes.filter((scheme) => !missing.includes(scheme)),
});

describe("claimProblems", () => {
  it("finds nothing when every claim is confirmed and backed", () => {
    expect(claimProblems(confirmedClaims, backed)).toEqual([]);
  });

  it("asks for each claim to be confirmed, one line each, naming its field and what it says", () => {
    const unconfirmed = Object.fromEntries(
      Object.entries(confirmedClaims).map(([field, claim]) => [field, { ...claim, confirmed: false }]),
    ) as unknown as CompanyClaims;
    const problems = claimProblems(unconfirmed, backed);
    expect(problems).toHaveLength(Object.keys(confirmedClaims).length);
    for (const [index, field] of Object.keys(confirmedClaims).entries()) {
      expect(problems[index]).toMatch(new RegExp(`^claims\\.${field} is not confirmed \\(`));
      expect(problems[index]).toContain(`set claims.${field}.confirmed to true in app/content/company.json`);
    }
    expect(problems).toContain(
      "claims.testingAccuracy is not confirmed (99.5% testing accuracy, on the home page): check it and set claims.testingAccuracy.confirmed to true in app/content/company.json, or change claims.testingAccuracy.percent",
    );
    expect(problems).toContain(
      'claims.heroBadges is not confirmed (the home page\'s badges "AWS Certified" and "ASNT Level III"): check each and set claims.heroBadges.confirmed to true in app/content/company.json, or change the badges',
    );
    expect(problems).toContainEqual(
      expect.stringContaining("(the home page's industry cards: oil-gas, maritime and power)"),
    );
  });

  it("asks nothing of a claim the pages do not make: no badges, no promise", () => {
    const unmade = claimsWith({
      heroBadges: { badges: [], confirmed: false },
      certificatesWithQuotations: { promised: false, confirmed: false },
    });
    expect(claimProblems(unmade, { ...backed, heldSchemes: [] }).join("\n")).not.toMatch(
      /heroBadges|certificatesWithQuotations/,
    );
  });

  it("names a claimed scheme nobody in the register holds, with every claim that names it", () => {
    expect(claimProblems(confirmedClaims, heldBut("iwe"))).toEqual([
      'claims.certifications.schemes[4] ("IWE") claims the iwe scheme, but no one in the register holds a current certificate of it (app/content/people/, samples not counted): add the person who does, with the certificate, or remove the claim from app/content/company.json',
    ]);
    const problems = claimProblems(confirmedClaims, heldBut("aws-cwi"));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^claims\.heroBadges\.badges\[0\] \("AWS Certified"\) and claims\.certifications\.schemes\[0\] \("AWS-CWI"\) claim the aws-cwi scheme, but no one/,
    );
  });

  it("takes a badge for a claim of its scheme too", () => {
    const badgeOnly = claimsWith({
      heroBadges: {
        badges: [{ scheme: "iso9712-pcn", label: { en: "PCN Level 2", fr: "PCN niveau 2" } }],
        confirmed: true,
      },
    });
    expect(claimProblems(badgeOnly, backed)).toEqual([
      expect.stringMatching(
        /^claims\.heroBadges\.badges\[0\] \("PCN Level 2"\) claims the iso9712-pcn scheme, but no one/,
      ),
    ]);
    expect(claimProblems(badgeOnly, { ...backed, heldSchemes: [...backed.heldSchemes, "iso9712-pcn"] })).toEqual([]);
  });

  it("names a credential of the structured data the company no longer claims", () => {
    const withoutIwe = claimsWith({
      certifications: {
        ...confirmedClaims.certifications,
        schemes: confirmedClaims.certifications.schemes.filter((scheme) => scheme.scheme !== "iwe"),
      },
    });
    expect(claimProblems(withoutIwe, backed)).toEqual([
      'app/content/credentials.ts publishes "International Welding Engineer (IWE)" in the team page\'s structured data, but claims.certifications in app/content/company.json does not list iwe: remove the credential from app/content/credentials.ts, or list the scheme again',
    ]);
  });

  it("names an industry card with neither an industry page nor a case study", () => {
    const aerospace = claimsWith({
      sectors: { cards: [{ sector: "maritime" }, { sector: "aerospace" }], confirmed: true },
    });
    expect(claimProblems(aerospace, backed)).toEqual([
      "claims.sectors.cards[1] (aerospace) shows a sector with neither an industry page nor a case study (samples not counted): remove the card from claims.sectors.cards in app/content/company.json",
    ]);
    // A case study of the sector backs the card as a page would.
    expect(claimProblems(aerospace, { ...backed, projectIndustries: ["aerospace"] })).toEqual([]);
  });

  it("names the promise of certificates with every quotation while the register holds none", () => {
    // The claimed schemes have no holder either: only the promise's line is of interest here.
    const promiseLines = (claims: CompanyClaims, evidence: ClaimEvidence) =>
      claimProblems(claims, evidence).filter((line) => line.startsWith("claims.certificatesWithQuotations"));
    const empty = { ...backed, heldSchemes: [] };
    expect(promiseLines(confirmedClaims, empty)).toEqual([
      "claims.certificatesWithQuotations promises the certificates with every quotation, but the register holds no current certificate of anyone (app/content/people/, samples not counted): add the team's certificates, or set claims.certificatesWithQuotations.promised to false in app/content/company.json",
    ]);
    expect(promiseLines(confirmedClaims, { ...empty, heldSchemes: ["asnt"] })).toEqual([]);
    const unpromised = claimsWith({ certificatesWithQuotations: { promised: false, confirmed: true } });
    expect(promiseLines(unpromised, empty)).toEqual([]);
  });

  it("reports the shipped claims as unconfirmed, and the aerospace card as unbacked", () => {
    const problems = claimProblems(claims, backed);
    for (const field of Object.keys(claims) as (keyof CompanyClaims)[]) {
      if (!claims[field].confirmed) {
        expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^claims\\.${field} is not confirmed`)));
      }
    }
    if (claims.sectors.cards.some((card) => card.sector === "aerospace")) {
      expect(problems).toContainEqual(
        expect.stringMatching(/^claims\.sectors\.cards\[\d\] \(aerospace\) shows a sector/),
      );
    }
  });
});
