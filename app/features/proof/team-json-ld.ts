import { company } from "~/content/company";
import type { JsonLd } from "~/features/seo/structured-data";
import type { PersonView } from "./page-data";

/**
 * The team page's people as schema.org `Person`s, employees of the company's node (the same `@id` as
 * the organisation's other JSON-LD, so search engines merge them), each with the certificates valid on
 * the build's day. `null` when there is nobody to publish.
 *
 * Sample people are left out: schema.org has no way to say a person is illustrative, so publishing them
 * would present a made-up employee and made-up certificates to search engines as fact. The page itself
 * still shows them, badged as samples.
 *
 * @param pageUrl Absolute URL of the team page in its language, whose `#<slug>` anchors the people.
 */
export function teamJsonLd(people: readonly PersonView[], pageUrl: string): JsonLd | null {
  const real = people.filter((person) => !person.sample);
  if (real.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${company.siteUrl}/#organization`,
    employee: real.map((person) => ({
      "@type": "Person",
      "@id": `${pageUrl}#${person.slug}`,
      url: `${pageUrl}#${person.slug}`,
      name: person.name,
      jobTitle: person.role,
      knowsLanguage: person.languages,
      hasCredential: person.certificates.map((certificate) => ({
        "@type": "EducationalOccupationalCredential",
        name: `${certificate.scheme} ${certificate.level}, ${certificate.method}`,
        credentialCategory: "certificate",
        identifier: certificate.number,
        recognizedBy: { "@type": "Organization", name: certificate.issuer },
        // `expires` (from CreativeWork) is the schema.org property for a credential's last day: `validUntil`
        // belongs to offers and permits, and validators flag it here.
        expires: certificate.expires,
        url: certificate.verification.url,
      })),
    })),
  };
}
