/**
 * The template ships with placeholder facts that pass the typecheck and build fine, so nothing else
 * stops a site going live with example.com links and numbers nobody answers. This lists what is left.
 */
import type { SchemeCode } from "~/features/proof/vocabulary";
import type { Company, CompanyClaims } from "./company";
import { credentialSchemes, credentials } from "./credentials";
import { industryKeys } from "./industry-page-facts";

const file = "app/content/company.json";

// Domains reserved for documentation (RFC 2606): never a real company's address.
const exampleDomain = /(?:^|[@./])example\.(?:com|org|net)(?=$|[/:?#])/i;
// The shipped social links keep the real networks' domains and point to a profile called "example".
const exampleProfile = /\/example\/?(?:[?#]|$)/i;
const exampleWord = /\bexample\b/i;
// Placeholder numbers are a prefix, then zeros, then one last digit (+237 690 000 001). Once spaces and
// "+" are gone, five zeros before the final digit is the rule: it covers both shipped numbers in display
// and tel form, and the WhatsApp copy, while a real Cameroonian number ending that way is very unlikely.
const zeroedNumber = /0{5}\d$/;
const placeholderPostalCode = /^B\.?P\.?\s*0+$/i;

const socialNetworks = [
  ["facebook", "Facebook"],
  ["twitter", "X (Twitter)"],
  ["linkedin", "LinkedIn"],
  ["instagram", "Instagram"],
] as const;

function isPlaceholderNumber(value: string): boolean {
  return zeroedNumber.test(value.replace(/\D/g, ""));
}

/**
 * One English sentence per placeholder still in the company's facts, naming the field, its value and
 * what to put there instead; empty when the facts are ready to publish.
 */
export function launchProblems(company: Company): string[] {
  const problems: string[] = [];
  const placeholder = (field: string, value: string, wanted: string) =>
    problems.push(`${field} is a placeholder (${value}): set ${wanted} in ${file}`);

  if (exampleWord.test(company.name)) placeholder("name", company.name, "the company's trading name");
  if (exampleWord.test(company.shortName)) {
    placeholder("shortName", company.shortName, "the company's short name");
  }
  if (exampleDomain.test(company.siteUrl)) {
    placeholder("siteUrl", company.siteUrl, "the address the site is published at");
  }
  if (exampleDomain.test(company.email)) placeholder("email", company.email, "the company's real address");

  company.phones.forEach((phone, index) => {
    for (const form of ["display", "tel"] as const) {
      if (isPlaceholderNumber(phone[form])) {
        placeholder(`phones[${index}].${form}`, phone[form], "the company's real number");
      }
    }
  });
  if (isPlaceholderNumber(company.whatsapp)) {
    placeholder("whatsapp", company.whatsapp, "the company's WhatsApp number");
  }
  if (placeholderPostalCode.test(company.address.postalCode.trim())) {
    placeholder("address.postalCode", company.address.postalCode, "the office's real postal box");
  }

  for (const [network, label] of socialNetworks) {
    // The footer links every network, so an empty value would publish a link to nowhere; a config
    // loaded from outside the typecheck (scripts/check-launch.mjs) may even lack the key.
    const link: string | undefined = company.social?.[network];
    const wanted = `the link to the company's ${label} page`;
    if (!link?.trim()) problems.push(`social.${network} is empty: set ${wanted} in ${file}`);
    else if (exampleDomain.test(link) || exampleProfile.test(link)) placeholder(`social.${network}`, link, wanted);
  }

  // The hero plays the company's own film of its work; without one it shows only its poster.
  if (!company.heroVideoId?.trim()) {
    problems.push(
      `heroVideoId is empty: set the id of the company's YouTube video for the home page's hero (the part after "v=") in ${file}`,
    );
  }

  // The figures cannot look wrong the way an example.com address does: the company vouches for them once.
  const figures = company.figures;
  if (!figures?.confirmed) {
    const quoted = figures
      ? ` (${figures.yearsOfExperience} years of experience, ${figures.projectsCompleted} projects, ${figures.specialists} specialists, an answer within ${figures.responseHours} hours, within ${figures.contactTabResponseHours} on the contact tab)`
      : "";
    problems.push(`figures are not confirmed${quoted}: check each and set figures.confirmed to true in ${file}`);
  }

  return problems;
}

/**
 * One sentence per piece of sample content still published (each given as `<file>: <what>`): samples show
 * the structure of a case study or a profile, and must never reach the live site as if they were the
 * company's own work, people or certificates.
 */
export function sampleProblems(samples: readonly string[]): string[] {
  return samples.map(
    (sample) => `sample content is still published: ${sample}; replace it with the company's own or delete it`,
  );
}

/**
 * What the content shows in support of the claims, as `check:launch` gathers it. Sample content counts for
 * nothing: it is refused before launch anyway, and a sample certificate or case study backs no claim.
 */
export interface ClaimEvidence {
  /** The schemes of the certificates valid today held by people of the register who are not samples. */
  heldSchemes: readonly SchemeCode[];
  /** The `industry` of every case study that is not a sample. */
  projectIndustries: readonly string[];
}

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * One English sentence per claim the company has not confirmed, and per claim the content contradicts: a
 * certification scheme nobody in the register holds, an industry card with neither a page nor a case study,
 * certificates promised with every quotation while the register has none. Empty when every claim is
 * confirmed and backed.
 */
export function claimProblems(claims: CompanyClaims, evidence: ClaimEvidence): string[] {
  const problems: string[] = [];

  // Like the figures, a claim cannot look wrong the way a placeholder does: the company vouches for each.
  const unconfirmed = (field: keyof CompanyClaims, what: string, otherwise: string, check = "check it") => {
    if (!claims[field].confirmed) {
      problems.push(
        `claims.${field} is not confirmed (${what}): ${check} and set claims.${field}.confirmed to true in ${file}, or ${otherwise}`,
      );
    }
  };
  const percent = (field: "testingAccuracy" | "certifiedStaff" | "safetyCompliance" | "uptime", what: string) =>
    unconfirmed(field, `${claims[field].percent}% ${what}`, `change claims.${field}.percent`);
  percent("testingAccuracy", "testing accuracy, on the home page");
  percent("certifiedStaff", "certified professionals, on the team page");
  percent("safetyCompliance", "safety compliance, on every industry page");
  percent("uptime", "uptime, on every industry page");
  const { badges } = claims.heroBadges;
  if (badges.length > 0) {
    unconfirmed(
      "heroBadges",
      `the home page's badges ${listed(badges.map((badge) => `"${badge.label.en}"`))}`,
      "change the badges",
      "check each",
    );
  }
  const { schemes } = claims.certifications;
  if (schemes.length > 0) {
    unconfirmed(
      "certifications",
      `the home and about pages say the team holds ${listed(schemes.map((scheme) => scheme.name.en))}`,
      "change the schemes",
      "check each",
    );
  }
  const sectors = claims.sectors.cards.map((card) => card.sector);
  unconfirmed("sectors", `the home page's industry cards: ${listed(sectors)}`, "change the cards", "check each");
  if (claims.certificatesWithQuotations.promised) {
    unconfirmed(
      "certificatesWithQuotations",
      "the home page promises the certificates with every quotation",
      "set claims.certificatesWithQuotations.promised to false",
    );
  }

  // Each scheme once, however many claims name it, in the order the file first names it.
  const held = new Set(evidence.heldSchemes);
  const claimsOf = new Map<SchemeCode, string[]>();
  const places = [
    ...badges.map((badge, index) => ({
      scheme: badge.scheme,
      place: `claims.heroBadges.badges[${index}] ("${badge.label.en}")`,
    })),
    ...schemes.map((scheme, index) => ({
      scheme: scheme.scheme,
      place: `claims.certifications.schemes[${index}] ("${scheme.name.en}")`,
    })),
  ];
  for (const { scheme, place } of places) claimsOf.set(scheme, [...(claimsOf.get(scheme) ?? []), place]);
  for (const [scheme, named] of claimsOf) {
    if (held.has(scheme)) continue;
    problems.push(
      `${listed(named)} ${named.length === 1 ? "claims" : "claim"} the ${scheme} scheme, but no one in the register holds a current certificate of it (app/content/people/, samples not counted): add the person who does, with the certificate, or remove the claim from ${file}`,
    );
  }

  // The structured data of /about/team is code (app/content/credentials.ts), so it cannot follow the file.
  const claimedSchemes = new Set(schemes.map((scheme) => scheme.scheme));
  for (const credential of credentials) {
    const scheme = credentialSchemes[credential.name];
    if (!claimedSchemes.has(scheme)) {
      problems.push(
        `app/content/credentials.ts publishes "${credential.name}" in the team page's structured data, but claims.certifications in ${file} does not list ${scheme}: remove the credential from app/content/credentials.ts, or list the scheme again`,
      );
    }
  }

  const pages: readonly string[] = industryKeys;
  claims.sectors.cards.forEach(({ sector }, index) => {
    if (pages.includes(sector) || evidence.projectIndustries.includes(sector)) return;
    problems.push(
      `claims.sectors.cards[${index}] (${sector}) shows a sector with neither an industry page nor a case study (samples not counted): remove the card from claims.sectors.cards in ${file}`,
    );
  });

  if (claims.certificatesWithQuotations.promised && held.size === 0) {
    problems.push(
      `claims.certificatesWithQuotations promises the certificates with every quotation, but the register holds no current certificate of anyone (app/content/people/, samples not counted): add the team's certificates, or set claims.certificatesWithQuotations.promised to false in ${file}`,
    );
  }

  return problems;
}
