import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import type { PersonView } from "./page-data";
import { teamJsonLd } from "./team-json-ld";

const person = (overrides: Partial<PersonView>): PersonView => ({
  slug: "ada",
  name: "Ada",
  initials: "A",
  role: "Senior welding inspector",
  bio: "Inspects welds.",
  languages: ["fr", "en"],
  languagesText: "French and English",
  sample: false,
  radiationOfficer: false,
  portrait: null,
  certificates: [
    {
      scheme: "CSWIP",
      method: "Welding inspection",
      level: "3.2",
      levelLang: null,
      number: "73210",
      issuer: "TWI Certification Ltd",
      expires: "2028-02-28",
      expiresText: "28 February 2028",
      verification: { url: "https://www.cswip.com/verification", kind: "register" },
    },
  ],
  ...overrides,
});

const pageUrl = `${company.siteUrl}/about/team`;

describe("teamJsonLd", () => {
  it("publishes each real person as an employee with their credentials", () => {
    const data = teamJsonLd([person({}), person({ slug: "sam", name: "Sam", sample: true })], pageUrl);
    expect(data).toMatchObject({
      "@type": "ProfessionalService",
      "@id": `${company.siteUrl}/#organization`,
      employee: [
        {
          "@type": "Person",
          "@id": `${pageUrl}#ada`,
          name: "Ada",
          jobTitle: "Senior welding inspector",
          knowsLanguage: ["fr", "en"],
          hasCredential: [
            {
              "@type": "EducationalOccupationalCredential",
              credentialCategory: "certificate",
              identifier: "73210",
              recognizedBy: { "@type": "Organization", name: "TWI Certification Ltd" },
              expires: "2028-02-28",
              url: "https://www.cswip.com/verification",
            },
          ],
        },
      ],
    });
    expect(data?.employee).toHaveLength(1);
  });

  it("publishes nothing when every person is a sample", () => {
    expect(teamJsonLd([person({ sample: true })], pageUrl)).toBeNull();
  });
});
