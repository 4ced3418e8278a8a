/**
 * The template ships with placeholder facts that pass the typecheck and build fine, so nothing else
 * stops a site going live with example.com links and numbers nobody answers. This lists what is left.
 */
import type { Company } from "./company";

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

  // The figures cannot look wrong the way an example.com address does: the company vouches for them once.
  const figures = company.figures;
  if (!figures?.confirmed) {
    const quoted = figures
      ? ` (${figures.yearsOfExperience} years of experience, ${figures.projectsCompleted} projects, ${figures.specialists} specialists, an answer within ${figures.responseHours} hours)`
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
