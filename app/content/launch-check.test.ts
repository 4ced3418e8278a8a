import { describe, expect, it } from "vitest";
import { type Company, company } from "./company";
import { launchProblems } from "./launch-check";

/** A fictional but plausible Douala company, ready to publish. */
const ready: Company = {
  name: "Soudure & Contrôle Douala SARL",
  shortName: "SC Douala",
  siteUrl: "https://www.soudure-douala.cm",
  email: "contact@soudure-douala.cm",
  phones: [
    { display: "+237 699 41 27 83", tel: "+237699412783" },
    { display: "+237 677 58 30 16", tel: "+237677583016" },
  ],
  whatsapp: "237699412783",
  address: {
    street: "Rue de l'Hydrocarbure, zone industrielle de Bonabéri",
    district: "Bonaberi",
    city: "Douala",
    region: "Littoral",
    country: "Cameroon",
    countryCode: "CM",
    postalCode: "BP 4127",
    geo: { latitude: 4.0727, longitude: 9.6785 },
  },
  social: {
    facebook: "https://www.facebook.com/souduredouala",
    twitter: "https://x.com/souduredouala",
    linkedin: "https://www.linkedin.com/company/soudure-douala",
    instagram: "https://www.instagram.com/soudure.douala",
  },
  heroVideoId: "aqz-KE-bpKQ",
  hours: {
    weekdays: { opens: "07:30", closes: "17:30" },
    saturday: { opens: "08:00", closes: "13:00" },
    emergency247: true,
  },
  timeZone: "Africa/Douala",
};

/** The placeholders the template ships with, copied so the test outlives their replacement in company.ts. */
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

const template: Company = {
  ...ready,
  name: shipped.name,
  shortName: shipped.shortName,
  siteUrl: shipped.siteUrl,
  email: shipped.email,
  phones: [
    { display: shipped["phones[0].display"], tel: shipped["phones[0].tel"] },
    { display: shipped["phones[1].display"], tel: shipped["phones[1].tel"] },
  ],
  whatsapp: shipped.whatsapp,
  address: { ...ready.address, postalCode: shipped["address.postalCode"] },
  social: {
    facebook: shipped["social.facebook"],
    twitter: shipped["social.twitter"],
    linkedin: shipped["social.linkedin"],
    instagram: shipped["social.instagram"],
  },
};

function valueAt(config: Company, field: string): unknown {
  return field
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], config);
}

describe("launchProblems", () => {
  it("names every placeholder the template ships with, and its value", () => {
    const problems = launchProblems(template);
    expect(problems).toHaveLength(Object.keys(shipped).length);
    for (const [field, value] of Object.entries(shipped)) {
      expect(problems).toContainEqual(expect.stringContaining(`${field} is a placeholder (${value}): set `));
    }
    expect(problems).toContain(
      "email is a placeholder (info@example.com): set the company's real address in app/content/company.ts",
    );
  });

  it("reports each field of company.ts that still holds its shipped placeholder", () => {
    const left = Object.entries(shipped).filter(([field, value]) => valueAt(company, field) === value);
    const problems = launchProblems(company);
    for (const [field, value] of left) {
      expect(problems).toContainEqual(expect.stringContaining(`${field} is a placeholder (${value})`));
    }
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
    expect(problems[0]).toContain("app/content/company.ts");
  });
});
