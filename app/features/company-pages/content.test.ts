import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { claims, company, shownClaims, shownFigures } from "~/content/company";
import { labelOf } from "~/content/forms";
import { industryKeyOf, industryKeys, industryPages } from "~/content/industry-page-facts";
import { commonDictionaries } from "~/content/locales";
import { aboutDictionaries } from "~/content/locales/about";
import { homeDictionaries } from "~/content/locales/home";
import { industriesDictionaries } from "~/content/locales/industries";
import { servicesPagesDictionaries } from "~/content/locales/service-pages";
import { staffDictionaries } from "~/content/locales/staff";
import { pages } from "~/content/pages";
import { serviceKeyOf, serviceKeys, servicePages } from "~/content/service-page-facts";
import { locales } from "~/lib/i18n";
import { staffRoles } from "./staff-roles.server";

/** The file under public/ that `src` (a site path such as /images/x.svg) is served from exists. */
function expectPublished(src: string) {
  expect(existsSync(join(process.cwd(), "public", src)), src).toBe(true);
}

/** The keys of the pages pages.ts registers with the route module `file`, in its order. */
const registeredKeys = <K>(file: string, keyOf: (pageId: string) => K) =>
  pages.filter((p) => p.file === file).map((p) => keyOf(p.id));

/** Every place where a translation's lists differ in length from English's, or a string is empty. */
function shapeMismatches(en: unknown, other: unknown, path = ""): string[] {
  if (typeof en === "string") return typeof other === "string" && other.trim() !== "" ? [] : [`${path} is empty`];
  if (Array.isArray(en)) {
    if (!Array.isArray(other) || other.length !== en.length) return [`${path} must have ${en.length} items`];
    return en.flatMap((item, i) => shapeMismatches(item, other[i], `${path}[${i}]`));
  }
  if (en && typeof en === "object") {
    const o = (other ?? {}) as Record<string, unknown>;
    return Object.entries(en).flatMap(([k, v]) => shapeMismatches(v, o[k], `${path}.${k}`));
  }
  return [];
}

describe("company page dictionaries", () => {
  it.each([
    ["about", aboutDictionaries],
    ["service-pages", servicesPagesDictionaries],
    ["industries", industriesDictionaries],
    ["staff", staffDictionaries],
  ] as const)("French %s has every English list at the same length and no empty string", (_, dictionaries) => {
    expect(shapeMismatches(dictionaries.en, dictionaries.fr)).toEqual([]);
  });
});

describe("about pages", () => {
  const en = aboutDictionaries.en;
  it("show the spec's figures, values, goals, ways and certifications", () => {
    // The specification gives About 10 years and the team page 15: one figure from the company's facts.
    expect(en.overview.stats.map((s) => s.value)).toEqual(["15+", "500+"]);
    expect(en.overview.values).toHaveLength(4);
    expect(en.vision.goals.map((g) => g.title)).toEqual([
      "Expand to 5 major industrial regions",
      "100% digital inspection processes",
      "Train 1000+ certified professionals",
      "Implement AI-powered quality assurance",
    ]);
    expect(en.mission.values).toHaveLength(4);
    expect(en.mission.ways).toHaveLength(5);
    expect(en.team.stats.map((s) => s.value)).toEqual(["50+", "15+", "100%", "500+"]);
    expect(en.team.strengths).toHaveLength(4);
    expect(en.team.certifications.map((c) => c.name)).toEqual(["AWS", "CSWIP", "ASNT Level III", "API"]);
  });

  it.each(["en", "fr"] as const)("quote the years, projects and team size from the company's facts (%s)", (lang) => {
    const about = aboutDictionaries[lang];
    const home = homeDictionaries[lang];
    const years = (stats: readonly { value: string }[]) => stats.filter((s) => s.value === shownFigures.years);
    expect(years(about.overview.stats)).toHaveLength(1);
    expect(years(about.team.stats)).toHaveLength(1);
    expect(years(home.about.stats)).toHaveLength(1);
    for (const text of [about.overview.intro.join(" "), home.about.lead]) {
      expect(text).toContain(String(company.figures.yearsOfExperience));
    }
  });

  it.each(["about-workshop", "about-vision", "about-mission", "about-team"])("has the %s illustration", (name) => {
    expectPublished(`/images/${name}.svg`);
  });
});

describe("claims", () => {
  it.each(locales)("are quoted from the company's facts, percentages written the %s way", (locale) => {
    const shown = shownClaims(locale);
    const home = homeDictionaries[locale];
    const about = aboutDictionaries[locale];
    expect(home.hero.badges).toEqual(claims.heroBadges.badges.map((badge) => badge.label[locale]));
    expect(home.about.stats.map((s) => s.value)).toContain(shown.testingAccuracy);
    expect(about.team.stats.map((s) => s.value)).toContain(shown.certifiedStaff);
    expect(about.shared.certifications).toEqual(claims.certifications.schemes.map((scheme) => scheme.name[locale]));
    expect(industriesDictionaries[locale].labels.stats.map((s) => s.value)).toEqual([
      shown.safetyCompliance,
      shown.uptime,
    ]);
  });

  it("write today's wording: the percentages and the promise as the pages have always shown them", () => {
    expect(shownClaims("en").testingAccuracy).toBe("99.9%");
    expect(shownClaims("fr").testingAccuracy).toBe("99,9\u00a0%");
    expect(shownClaims("fr").certifiedStaff).toBe("100\u00a0%");
    expect(homeDictionaries.en.whyChooseUs.reasons.certified.text).toMatch(
      / 653 inspectors\. Certificates are sent with every quotation\.$/,
    );
    expect(homeDictionaries.fr.whyChooseUs.reasons.certified.text).toMatch(
      / 653\. Les certificats sont joints à chaque offre\.$/,
    );
  });

  it("give the team page a card for each claimed scheme it has words for, in the claims' order", () => {
    const order = claims.certifications.schemes.map((scheme) => scheme.scheme);
    expect(order.filter((scheme) => ["aws-cwi", "cswip", "asnt", "api"].includes(scheme))).toEqual([
      "aws-cwi",
      "cswip",
      "asnt",
      "api",
    ]);
    expect(aboutDictionaries.fr.team.certifications.map((c) => c.name)).toEqual([
      "AWS",
      "CSWIP",
      "ASNT niveau III",
      "API",
    ]);
  });
});

describe("service pages", () => {
  it("cover every service page registered in pages.ts", () => {
    expect(registeredKeys("routes/service.tsx", serviceKeyOf)).toEqual([...serviceKeys]);
  });

  it.each(serviceKeys)("%s has its illustration and complete copy", (key) => {
    expectPublished(servicePages[key].image);
    for (const locale of locales) {
      const copy = servicesPagesDictionaries[locale].pages[key];
      expect(copy.scope.length).toBeGreaterThanOrEqual(5);
      expect(copy.standards.length).toBeGreaterThanOrEqual(4);
      expect(copy.deliverables.length).toBeGreaterThanOrEqual(3);
      expect(copy.process.length).toBeGreaterThanOrEqual(3);
    }
    expect(servicePages[key].sectors.length).toBeGreaterThan(0);
  });

  it("preselect the matching inquiry service in the quote dialog", () => {
    const label = (key: (typeof serviceKeys)[number]) =>
      labelOf(commonDictionaries.en.inquiryServices, servicePages[key].quoteService);
    expect(serviceKeys.map(label)).toEqual([
      "Non-Destructive Testing (NDT)",
      "Third-Party Inspection",
      "Coating Inspection",
      "Lifting Equipment Inspection",
      "Pressure Vessel Inspection",
      "Consulting Services",
    ]);
  });
});

describe("industry pages", () => {
  it("cover every industry page registered in pages.ts", () => {
    expect(registeredKeys("routes/industry.tsx", industryKeyOf)).toEqual([...industryKeys]);
  });

  it.each(industryKeys)("%s lists exactly six linked services in every language", (key) => {
    expectPublished(industryPages[key].image);
    const links = Object.values(industryPages[key].services);
    expect(links).toHaveLength(6);
    const servicePaths = pages.map((p) => p.path) as string[];
    for (const path of links) expect(servicePaths).toContain(path);
    for (const locale of locales) {
      const cards = Object.keys(industriesDictionaries[locale].pages[key].services);
      expect(cards).toEqual(Object.keys(industryPages[key].services));
      expect(industriesDictionaries[locale].pages[key].challenges.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("show the 95% safety compliance and 99.8% uptime figures", () => {
    expect(industriesDictionaries.en.labels.stats.map((s) => s.value)).toEqual(["95%", "99.8%"]);
    expect(industriesDictionaries.fr.labels.stats.map((s) => s.value)).toEqual(["95\u00a0%", "99,8\u00a0%"]);
  });
});

// Read and validated as the build reads them (app/content/staff-roles.yaml): a drawing missing from public/
// or a translation left empty fails here as it fails the build.
const roles = { en: await staffRoles("en"), fr: await staffRoles("fr") };

describe("staff outsourcing", () => {
  it("offers exactly 23 distinct roles, in the same order in each language", () => {
    expect(new Set(roles.en.map((role) => role.id)).size).toBe(23);
    expect(roles.fr.map((role) => role.id)).toEqual(roles.en.map((role) => role.id));
  });

  it.each(locales)("gives every role a drawing and a description in %s", (locale) => {
    for (const role of roles[locale]) {
      expectPublished(role.src);
      expect(role.description.length, `${locale} ${role.id}`).toBeGreaterThan(40);
    }
  });

  it("shows the spec's figures", () => {
    expect(staffDictionaries.en.stats.map((s) => s.value)).toEqual(["23+", "5+", "24/7"]);
  });
});
