import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { teamJsonLd } from "./team-json-ld";
import { personView as person } from "./test-fixtures";

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
