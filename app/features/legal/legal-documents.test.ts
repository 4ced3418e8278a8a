import { describe, expect, it } from "vitest";
import { legalDictionaries } from "~/content/locales/legal";
import { locales } from "~/lib/i18n";
import { fillPlaceholders, legalDocuments, legalPageIds, legalSections } from "./legal-documents";

describe("legalSections", () => {
  it.each(locales)("gives every section of every legal page its words in %s", (locale) => {
    for (const page of legalPageIds) {
      const sections = legalSections(page, legalDictionaries[locale]);
      expect(sections.map((s) => s.id)).toEqual(legalDocuments[page].map((s) => s.id));
      for (const section of sections) {
        expect(section.title.trim(), `${locale} ${page}.${section.id}.title`).not.toBe("");
        expect(section.body.length, `${locale} ${page}.${section.id}.body`).toBeGreaterThan(0);
      }
    }
  });

  it("lists every section of the dictionary, so none is written and never shown", () => {
    for (const page of legalPageIds) {
      const listed = legalDocuments[page].map((s) => s.id).sort();
      expect(Object.keys(legalDictionaries.en[page].sections).sort()).toEqual(listed);
      expect(Object.keys(legalDictionaries.fr[page].sections).sort()).toEqual(listed);
    }
  });

  it("keeps the sections the spec requires on the terms and privacy pages", () => {
    const titles = (page: "terms" | "privacy") => legalSections(page, legalDictionaries.en).map((s) => s.title);
    expect(titles("terms")).toEqual(
      expect.arrayContaining([
        "Acceptance of Terms",
        "Services Description",
        "Client Responsibilities",
        "Limitation of Liability",
        "Intellectual Property",
      ]),
    );
    expect(titles("privacy")).toEqual(
      expect.arrayContaining([
        "Information We Collect",
        "How We Use Your Information",
        "Data Security",
        "Contact Details",
      ]),
    );
  });

  it("has the same lists in French as in English", () => {
    for (const page of legalPageIds) {
      const shape = (locale: "en" | "fr") =>
        legalSections(page, legalDictionaries[locale]).map((s) =>
          s.body.map((b) => (typeof b === "string" ? "p" : b.list.length)),
        );
      expect(shape("fr"), page).toEqual(shape("en"));
    }
  });
});

describe("fillPlaceholders", () => {
  it("replaces known placeholders and leaves unknown ones", () => {
    expect(fillPlaceholders("{company} and {other}", { company: "ACME" })).toBe("ACME and {other}");
  });
});
