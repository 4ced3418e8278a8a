import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { schemeCodes } from "~/features/proof/vocabulary";
import type { CompanyFacts, PhoneNumber } from "./company";
import { companySchema } from "./company-schema";
import { sectorCards } from "./home";

const fileName = "app/content/company.json";
const facts = JSON.parse(readFileSync(fileName, "utf8")) as Record<string, unknown>;

/** The schema's problems with `data`, one `<field.path>: <message>` each, as the build names them. */
function problems(data: unknown): string[] {
  const parsed = companySchema.safeParse(data);
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => `${[...issue.path, key].join(".")}: is not a known field`)
      : [`${issue.path.join(".")}: ${issue.message}`],
  );
}

/** A copy of the real facts with `value` at `field` (`phones.0.tel`), or the field removed when undefined. */
function withValue(field: string, value: unknown): unknown {
  const copy = structuredClone(facts);
  const keys = field.split(".");
  const last = keys.pop() ?? "";
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

const phone = facts.phones as PhoneNumber[];

describe("companySchema", () => {
  it("accepts the real app/content/company.json", () => {
    expect(problems(facts)).toEqual([]);
  });

  it("accepts a hero video id of eleven characters, and none", () => {
    expect(problems(withValue("heroVideoId", "aqz-KE-bpKQ"))).toEqual([]);
    expect(problems(withValue("heroVideoId", ""))).toEqual([]);
  });

  it.each<[what: string, field: string, value: unknown, message: string]>([
    ["one phone number", "phones", phone.slice(0, 1), "must list exactly two phone numbers"],
    ["three phone numbers", "phones", [...phone, phone[0]], "must list exactly two phone numbers"],
    [
      "a tel with spaces",
      "phones.0.tel",
      "+237 690 000 001",
      'must be a phone number in international form such as +237690000001 (a + and 8 to 15 digits), got "+237 690 000 001"',
    ],
    ["a tel without +", "phones.1.tel", "237670000002", "must be a phone number in international form"],
    ["a tel too short", "phones.1.tel", "+2376700", "must be a phone number in international form"],
    ["an empty display", "phones.0.display", " ", "must not be empty"],
    ["a WhatsApp number with +", "whatsapp", "+237690000001", "must be the WhatsApp number in digits only"],
    ["a WhatsApp number with spaces", "whatsapp", "237 690 000 001", "must be the WhatsApp number in digits only"],
    ["an email without a domain", "email", "info@", 'must be an email address such as info@example.com, got "info@"'],
    ["an email that is a name", "email", "Info Desk", "must be an email address"],
    ["a site address with a trailing slash", "siteUrl", "https://www.example.com/", "without a path or trailing slash"],
    ["a site address with a path", "siteUrl", "https://www.example.com/fr", "without a path or trailing slash"],
    ["a site address without a scheme", "siteUrl", "www.example.com", "without a path or trailing slash"],
    ["a site address on ftp", "siteUrl", "ftp://www.example.com", "without a path or trailing slash"],
    ["a social link over http", "social.facebook", "http://www.facebook.com/x", "must be a full https:// address"],
    ["a social link without a scheme", "social.linkedin", "linkedin.com/company/x", "must be a full https://"],
    ["an opening time without a leading zero", "hours.weekdays.opens", "8:00", "must be a 24-hour time written HH:MM"],
    ["a closing time past midnight", "hours.saturday.closes", "24:00", "must be a 24-hour time written HH:MM"],
    [
      "a day that closes before it opens",
      "hours.saturday.closes",
      "08:30",
      'must be later than the opening time (09:00), got "08:30"',
    ],
    ["a day that closes as it opens", "hours.weekdays.closes", "08:00", "must be later than the opening time"],
    ["a misspelt time zone", "timeZone", "Africa/Doula", 'must be an IANA time zone such as Africa/Douala, got "Af'],
    ["a UTC offset for a time zone", "timeZone", "+01:00", "must be an IANA time zone"],
    ["a country code in lower case", "address.countryCode", "cm", "must be a two-letter country code in capitals"],
    ["a three-letter country code", "address.countryCode", "CMR", "must be a two-letter country code"],
    ["a latitude past the pole", "address.geo.latitude", 91, "must be between -90 and 90, got 91"],
    ["a longitude out of range", "address.geo.longitude", -180.5, "must be between -180 and 180"],
    ["a latitude as text", "address.geo.latitude", "4.07", 'must be a number of degrees, got "4.07"'],
    ["a count of zero", "figures.specialists", 0, "must be more than zero, got 0"],
    ["a fractional count", "figures.yearsOfExperience", 15.5, "must be a whole number, got 15.5"],
    ["a count as text", "figures.projectsCompleted", "500", 'must be a number, got "500"'],
    ["confirmed as text", "figures.confirmed", "yes", 'must be true or false, got "yes"'],
    ["a video id too short", "heroVideoId", "abc", "must be empty, or the 11-character id of a YouTube video"],
    ["a video address for an id", "heroVideoId", "https://youtu.be/aqz-KE-bpKQ", "11-character id"],
    ["a missing name", "name", undefined, "is missing"],
    ["a missing postal code", "address.postalCode", undefined, "is missing"],
    ["an empty city", "address.city", "", "must not be empty"],
    [
      "a percentage over 100",
      "claims.testingAccuracy.percent",
      100.1,
      "must be a percentage between 0 and 100, got 100.1",
    ],
    ["a percentage as text", "claims.uptime.percent", "99.8%", 'must be a number, got "99.8%"'],
    ["a claim confirmed as text", "claims.sectors.confirmed", "yes", 'must be true or false, got "yes"'],
    [
      "a scheme the register does not know",
      "claims.certifications.schemes.3.scheme",
      "nace",
      'must be one of asnt, iso9712-pcn, cswip, aws-cwi, iwe, ampp, api, got "nace"',
    ],
    ["a badge without its French", "claims.heroBadges.badges.0.label.fr", undefined, "is missing"],
    ["a badge with empty words", "claims.heroBadges.badges.1.label.en", " ", "must not be empty"],
    ["a sector without a card", "claims.sectors.cards.0.sector", "mining", "must be one of oil-gas, maritime"],
    ["no industry card at all", "claims.sectors.cards", [], "must list at least one sector"],
    ["no certification at all", "claims.certifications.schemes", [], "must list at least one scheme"],
    [
      "a sector listed twice",
      "claims.sectors.cards",
      [{ sector: "power" }, { sector: "maritime" }, { sector: "power" }],
      'must name each only once, got "power" twice',
    ],
    [
      "a scheme listed twice",
      "claims.certifications.schemes",
      [
        { scheme: "api", name: { en: "API", fr: "API" } },
        { scheme: "api", name: { en: "API 510", fr: "API 510" } },
      ],
      'must name each only once, got "api" twice',
    ],
    [
      "a promise given as text",
      "claims.certificatesWithQuotations.promised",
      "true",
      'must be true or false, got "true"',
    ],
  ])("refuses %s, naming the field", (_what, field, value, message) => {
    const found = problems(withValue(field, value));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${field.replace(/\./g, "\\.")}: `));
    expect(found[0]).toContain(message);
  });

  it("refuses unknown keys at any depth, naming each", () => {
    const data = withValue("fax", "+237690000009") as { address: Record<string, unknown> };
    data.address.zip = "0000";
    expect(problems(data).sort()).toEqual(["address.zip: is not a known field", "fax: is not a known field"]);
  });

  it("labels every field, in a plain tree of objects, lists and scalars the editor can map", () => {
    const unlabelled: string[] = [];
    const kinds = new Set<string>();
    const walk = (schema: z.ZodType, path: string) => {
      const type = schema.def.type;
      kinds.add(type);
      if (path && !schema.description) unlabelled.push(path);
      if (type === "object") {
        for (const [key, field] of Object.entries((schema as z.ZodObject).shape)) {
          walk(field as z.ZodType, path ? `${path}.${key}` : key);
        }
      } else if (type === "array") {
        walk((schema as z.ZodArray<z.ZodType>).element, `${path}.*`);
      }
    };
    walk(companySchema, "");
    expect(unlabelled).toEqual([]);
    // An enum is a choice list in the editor.
    expect([...kinds].sort()).toEqual(["array", "boolean", "enum", "number", "object", "string"]);
  });

  it("describes the same facts as the CompanyFacts type", () => {
    type Output = z.output<typeof companySchema>;
    expectTypeOf<Omit<Output, "phones">>().toEqualTypeOf<Omit<CompanyFacts, "phones">>();
    expectTypeOf<Output["phones"][number]>().toEqualTypeOf<PhoneNumber>();
  });

  it("offers the people register's schemes and the home page's sector cards, no more and no fewer", () => {
    const claims = companySchema.shape.claims.shape;
    expect(claims.certifications.shape.schemes.element.shape.scheme.options).toEqual([...schemeCodes]);
    expect(claims.heroBadges.shape.badges.element.shape.scheme.options).toEqual([...schemeCodes]);
    expect([...claims.sectors.shape.cards.element.shape.sector.options].sort()).toEqual(
      Object.keys(sectorCards).sort(),
    );
  });
});
