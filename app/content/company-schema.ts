import { z } from "zod";
import type { SchemeCode } from "~/features/proof/vocabulary";
import type { CompanyFacts, PhoneNumber, SectorCode } from "./company";

/**
 * The shape of `app/content/company.json`, field by field, with messages an editor can act on. The build
 * checks the file against it (`scripts/content/company-plugin.mjs`, decision 0023), and the editor's field
 * list is read from it: a plain tree of strict objects, every field with a short label in `.describe()`.
 *
 * Only the build and tests import this module, never a page: zod stays out of the browser's bundle. The
 * build's plugin loads it with Node's own TypeScript support, which strips types and nothing more: no
 * `~/` alias, no enums. So it imports nothing but zod and types, and the two message helpers below are
 * copies of those in `~/lib/content/markdown-collection` (same wording, same rules).
 */

/** A value as a message quotes it: strings in quotes, everything else as JSON. */
const show = (value: unknown) => (typeof value === "string" ? `"${value}"` : (JSON.stringify(value) ?? String(value)));

/** A zod error message: "is missing" for an absent field, otherwise what was expected and what was found. */
const expected =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? "is missing" : `must be ${what}, got ${show(issue.input)}`;

/** A group of fields; an unknown key gets zod's own issue, which the build names field by field. */
const group = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code === "unrecognized_keys" ? undefined : expected("a group of fields")(issue),
};

/** Text that must say something. */
const text = z.string({ error: expected("text") }).refine((value) => value.trim() !== "", {
  error: "must not be empty",
});

/** An absolute `https://` address. */
const httpsUrl = z
  .string({ error: expected("a web address") })
  .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", {
    error: (issue) => `must be a full https:// address, got ${show(issue.input)}`,
  });

/** An origin as canonicals and the sitemap join paths to: scheme and host, no path, no trailing slash. */
const origin = z.string({ error: expected("a web address") }).refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
  },
  {
    error: (issue) =>
      `must be the site's address without a path or trailing slash, such as https://www.example.com, got ${show(issue.input)}`,
  },
);

/** A time of day, 24-hour `HH:MM`: as strings they sort like the times they name. */
const timePattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = z.string({ error: expected("a time") }).regex(timePattern, {
  error: expected("a 24-hour time written HH:MM, such as 08:00 or 18:30"),
});

/** Opening and closing times of one kind of day; a day that closes before it opens is a typo. */
const openingHours = (label: string) =>
  z
    .strictObject(
      {
        opens: time.describe("Opens at"),
        closes: time.describe("Closes at"),
      },
      group,
    )
    // Compared only once both are times: a malformed one already has its own message.
    .refine((day) => !timePattern.test(day.opens) || !timePattern.test(day.closes) || day.opens < day.closes, {
      path: ["closes"],
      error: (issue) => {
        const day = issue.input as { opens: string; closes: string };
        return `must be later than the opening time (${day.opens}), got "${day.closes}"`;
      },
    })
    .describe(label);

/**
 * An IANA time zone ("Africa/Douala"). The runtime's own list decides; the pattern keeps out the UTC
 * offsets ("+01:00") it also accepts, which do not follow daylight saving or its changes.
 */
const timeZone = z.string({ error: expected("a time zone") }).refine(
  (value) => {
    if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
    try {
      new Intl.DateTimeFormat("en", { timeZone: value });
      return true;
    } catch {
      return false;
    }
  },
  { error: (issue) => `must be an IANA time zone such as Africa/Douala, got ${show(issue.input)}` },
);

/** A count the pages quote ("15+"). */
const count = z
  .number({ error: expected("a number") })
  .int({ error: expected("a whole number") })
  .positive({ error: expected("more than zero") });

/** A coordinate in degrees, within `limit` either side of zero. */
const degrees = (limit: number) =>
  z
    .number({ error: expected("a number of degrees") })
    .min(-limit, { error: expected(`between -${limit} and ${limit}`) })
    .max(limit, { error: expected(`between -${limit} and ${limit}`) });

const phoneNumber = z.strictObject(
  {
    display: text.describe("As printed"),
    tel: z
      .string({ error: expected("a phone number") })
      .regex(/^\+\d{8,15}$/, {
        error: expected("a phone number in international form such as +237690000001 (a + and 8 to 15 digits)"),
      })
      .describe("For calls (+ and digits only)"),
  },
  group,
);

/** Set once the company has checked what it stands for. */
const confirmed = z.boolean({ error: expected("true or false") });

/** Words in each of the site's languages. */
const translated = (label: string) =>
  z.strictObject({ en: text.describe("English"), fr: text.describe("French") }, group).describe(label);

/** A percentage a page quotes. */
const percentClaim = (label: string) =>
  z
    .strictObject(
      {
        percent: z
          .number({ error: expected("a number") })
          .min(0, { error: expected("a percentage between 0 and 100") })
          .max(100, { error: expected("a percentage between 0 and 100") })
          .describe("Percentage"),
        confirmed: confirmed.describe("Confirmed by the company"),
      },
      group,
    )
    .describe(label);

// The codes of the people register (`schemeCodes` in app/features/proof/vocabulary.ts) and of the home page's
// sector cards (`sectorCards` in app/content/home.ts), copied because this module may import only types;
// company-schema.test.ts fails when a copy and its source part.
const schemeCodes = [
  "asnt",
  "iso9712-pcn",
  "cswip",
  "aws-cwi",
  "iwe",
  "ampp",
  "api",
] as const satisfies readonly SchemeCode[];
const sectorCodes = [
  "oil-gas",
  "maritime",
  "construction",
  "manufacturing",
  "power",
  "aerospace",
] as const satisfies readonly SectorCode[];

const schemeCode = z
  .enum(schemeCodes, { error: expected(`one of ${schemeCodes.join(", ")}`) })
  .describe("Certification scheme");

/** A list in which no two items share a key: a scheme or a sector is claimed once. */
const listOnce = <Item extends z.ZodType>(item: Item, what: string, keyOf: (item: z.output<Item>) => string) =>
  z
    .array(item, { error: expected(`a list of ${what}`) })
    .refine((items) => new Set(items.map(keyOf)).size === items.length, {
      error: (issue) => {
        const keys = (issue.input as z.output<Item>[]).map(keyOf);
        return `must name each only once, got ${show(keys.find((key, index) => keys.indexOf(key) !== index))} twice`;
      },
    });

/** The claims the pages make beyond the figures, each confirmed on its own (see `CompanyClaims`). */
const claims = z
  .strictObject(
    {
      testingAccuracy: percentClaim("Testing accuracy (home page)"),
      certifiedStaff: percentClaim("Certified professionals (team page)"),
      safetyCompliance: percentClaim("Safety compliance (industry pages)"),
      uptime: percentClaim("Uptime (industry pages)"),
      heroBadges: z
        .strictObject(
          {
            badges: listOnce(
              z.strictObject({ scheme: schemeCode, label: translated("Badge text") }, group).describe("Badge"),
              "badges",
              (badge) => badge.scheme,
            ).describe("Badges"),
            confirmed: confirmed.describe("Confirmed by the company"),
          },
          group,
        )
        .describe("Hero badges (home page)"),
      certifications: z
        .strictObject(
          {
            schemes: listOnce(
              z.strictObject({ scheme: schemeCode, name: translated("Name as listed") }, group).describe("Scheme"),
              "certification schemes",
              (scheme) => scheme.scheme,
            )
              // An inspection company without one has nothing to inspect with; the about pages list them.
              .min(1, { error: "must list at least one scheme" })
              .describe("Schemes the team holds"),
            confirmed: confirmed.describe("Confirmed by the company"),
          },
          group,
        )
        .describe("Certifications (home and about pages)"),
      sectors: z
        .strictObject(
          {
            cards: listOnce(
              z
                .strictObject(
                  {
                    sector: z
                      .enum(sectorCodes, { error: expected(`one of ${sectorCodes.join(", ")}`) })
                      .describe("Sector"),
                  },
                  group,
                )
                .describe("Card"),
              "sector cards",
              (card) => card.sector,
            )
              .min(1, { error: "must list at least one sector" })
              .describe("Cards, in order"),
            confirmed: confirmed.describe("Confirmed by the company"),
          },
          group,
        )
        .describe("Industry cards (home page)"),
      certificatesWithQuotations: z
        .strictObject(
          {
            promised: z.boolean({ error: expected("true or false") }).describe("Promised on the home page"),
            confirmed: confirmed.describe("Confirmed by the company"),
          },
          group,
        )
        .describe("Certificates sent with every quotation"),
    },
    group,
  )
  .describe("Claims");

/** The file as TypeScript reads it: JSON has lists, not pairs, so `phones` is a list of exactly two. */
type CompanyFile = Omit<CompanyFacts, "phones"> & { phones: PhoneNumber[] };

/** Every fact of `app/content/company.json`; unknown keys are errors at every level, so a typo is named. */
export const companySchema = z.strictObject(
  {
    name: text.describe("Company name"),
    shortName: text.describe("Short name"),
    siteUrl: origin.describe("Site address"),
    email: z.email({ error: expected("an email address such as info@example.com") }).describe("Email"),
    phones: z
      .array(phoneNumber.describe("Phone number"), { error: expected("a list of two phone numbers") })
      .length(2, { error: "must list exactly two phone numbers" })
      .describe("Phone numbers"),
    whatsapp: z
      .string({ error: expected("a WhatsApp number") })
      .regex(/^\d{8,15}$/, {
        error: expected("the WhatsApp number in digits only, without + or spaces, such as 237690000001"),
      })
      .describe("WhatsApp number"),
    address: z
      .strictObject(
        {
          street: text.describe("Street"),
          district: text.describe("District"),
          city: text.describe("City"),
          region: text.describe("Region"),
          country: text.describe("Country"),
          countryCode: z
            .string({ error: expected("a country code") })
            .regex(/^[A-Z]{2}$/, { error: expected("a two-letter country code in capitals, such as CM") })
            .describe("Country code"),
          postalCode: text.describe("Postal code"),
          geo: z
            .strictObject(
              {
                latitude: degrees(90).describe("Latitude"),
                longitude: degrees(180).describe("Longitude"),
              },
              group,
            )
            .describe("Map position"),
        },
        group,
      )
      .describe("Address"),
    social: z
      .strictObject(
        {
          facebook: httpsUrl.describe("Facebook page"),
          twitter: httpsUrl.describe("X (Twitter) page"),
          linkedin: httpsUrl.describe("LinkedIn page"),
          instagram: httpsUrl.describe("Instagram page"),
        },
        group,
      )
      .describe("Social links"),
    heroVideoId: z
      .string({ error: expected("a YouTube video id") })
      .regex(/^(?:[A-Za-z0-9_-]{11})?$/, {
        error: expected('empty, or the 11-character id of a YouTube video (the part after "v=")'),
      })
      .describe("Hero video (YouTube id)"),
    hours: z
      .strictObject(
        {
          weekdays: openingHours("Monday to Friday"),
          saturday: openingHours("Saturday"),
          emergency247: z.boolean({ error: expected("true or false") }).describe("Emergencies answered 24/7"),
        },
        group,
      )
      .describe("Opening hours"),
    timeZone: timeZone.describe("Time zone"),
    figures: z
      .strictObject(
        {
          yearsOfExperience: count.describe("Years of experience"),
          projectsCompleted: count.describe("Projects completed"),
          specialists: count.describe("Specialists"),
          responseHours: count.describe("Answer within (hours)"),
          contactTabResponseHours: count.describe("Contact tab: answer within (hours)"),
          confirmed: z.boolean({ error: expected("true or false") }).describe("Figures confirmed"),
        },
        group,
      )
      .describe("Figures"),
    claims,
  },
  group,
) satisfies z.ZodType<CompanyFile>;
