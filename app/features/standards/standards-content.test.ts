import { describe, expect, it } from "vitest";
import { standardsDictionaries } from "~/content/locales/standards";
import { standardGroups, standardsBlurbs } from "~/content/standards";
import { locales } from "~/lib/i18n";

describe("standards content", () => {
  it("has four groups of exactly four distinct standards", () => {
    expect(standardGroups.map((g) => g.id)).toEqual(["welding", "ndt", "quality", "international"]);
    for (const group of standardGroups) expect(new Set(group.items).size, group.id).toBe(4);
    expect(new Set(standardGroups.flatMap((g) => g.items)).size).toBe(16);
  });

  it("has the three blurbs the spec names, in order", () => {
    expect(standardsBlurbs.map((b) => standardsDictionaries.en.blurbs[b.id].title)).toEqual([
      "Certified Inspectors",
      "Quality Assurance",
      "Global Standards",
    ]);
  });

  it("names the groups as the spec does", () => {
    expect(standardGroups.map((g) => standardsDictionaries.en.groups[g.id].title)).toEqual([
      "Welding Standards",
      "NDT Standards",
      "Quality Management",
      "International Codes",
    ]);
  });

  it.each(locales)("explains every standard in %s", (locale) => {
    for (const id of standardGroups.flatMap((g) => g.items)) {
      const item = standardsDictionaries[locale].items[id];
      expect(item.code.trim(), `${locale} ${id}.code`).not.toBe("");
      expect(item.name.trim(), `${locale} ${id}.name`).not.toBe("");
      expect(item.scope.length, `${locale} ${id}.scope`).toBeGreaterThan(60);
    }
  });

  it("uses the same designations in both languages", () => {
    for (const id of standardGroups.flatMap((g) => g.items)) {
      const fr = standardsDictionaries.fr.items[id].code.replace("CEI", "IEC");
      expect(fr).toBe(standardsDictionaries.en.items[id].code);
    }
  });
});
