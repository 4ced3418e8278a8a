import { describe, expect, it } from "vitest";
import { copyOf } from "~/i18n/page-copy.server";
import type { PersonView } from "./page-data";
import { peopleMarkup } from "./people-markup.server";

const copy = copyOf("proof", "en").proof.team;

const person: PersonView = {
  slug: "ada-hostile",
  name: `Ada <img src=x onerror="alert(1)"> & Co`,
  initials: "A",
  role: "Senior welding inspector",
  bio: "<script>alert(2)</script>",
  languages: ["fr", "en"],
  languagesText: "French and English",
  sample: true,
  radiationOfficer: false,
  portrait: null,
  certificates: [
    {
      scheme: "CSWIP",
      method: "Welding inspection",
      level: "3.2",
      levelLang: null,
      number: "SAMPLE-73210",
      issuer: "TWI Certification Ltd",
      expires: "2028-02-28",
      expiresText: "28 February 2028",
      verification: { url: "https://www.cswip.com/verification", kind: "register" },
    },
  ],
};

describe("peopleMarkup", () => {
  const html = peopleMarkup([person], copy);

  it("renders each person's card with its anchor, certificate, Verify link and sample marks", () => {
    expect(html).toContain(`id="ada-hostile"`);
    expect(html).toContain("SAMPLE-73210");
    expect(html).toContain(`href="https://www.cswip.com/verification"`);
    expect(html).toContain(copy.sampleBadge);
    expect(html).toContain(copy.sampleNote);
  });

  it("escapes the records' text: a name or bio is never markup", () => {
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain("Ada &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co");
  });
});
