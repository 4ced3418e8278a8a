import type { InquiryServiceCode } from "../../app/content/forms";
import { common as enCommon } from "../../app/content/locales/en/common";
import { industries as industriesEn } from "../../app/content/locales/en/industries";
import { servicesPages as servicesEn } from "../../app/content/locales/en/service-pages";
import { staff as staffEn } from "../../app/content/locales/en/staff";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { industries as industriesFr } from "../../app/content/locales/fr/industries";
import { servicesPages as servicesFr } from "../../app/content/locales/fr/service-pages";
import { staff as staffFr } from "../../app/content/locales/fr/staff";
import { fill } from "../../app/lib/i18n";
import { expect, expectPageIn, followLink, hydrated, test, withConsent } from "./fixtures";
import { expectQuoteFor } from "./helpers/dialogs";
import { nth } from "./helpers/dictionaries";
import { byId, staffRoles } from "./helpers/illustrated-lists";
import { expectFigures, figureText, htmlText, prerenderedText } from "./helpers/text";

/**
 * Each service page; which items of its scope (their places in the dictionary's list) its English and
 * French pages are checked for; the codes it must cite, as literals (the references a client's contract
 * names); and the service its "Request a quote" preselects.
 */
const serviceChecks: {
  key: keyof typeof servicesEn.pages;
  scope: { en: number[]; fr: number[] };
  codes: string[];
  quote: InquiryServiceCode;
}[] = [
  { key: "ndt", scope: { en: [0, 1, 2, 3, 4], fr: [0, 1, 2, 3] }, codes: ["ISO 9712"], quote: "ndt" },
  { key: "inspection", scope: { en: [0, 1, 4], fr: [0, 4] }, codes: ["ISO 3834"], quote: "third-party" },
  {
    key: "coating",
    scope: { en: [0, 2, 3, 4], fr: [0, 3, 4] },
    codes: ["NACE / AMPP", "ISO 8501-1", "ISO 19840"],
    quote: "coating",
  },
  { key: "lifting", scope: { en: [0, 1], fr: [0, 1] }, codes: ["LOLER 1998", "ASME B30.2 / B30.5"], quote: "lifting" },
  {
    key: "pressure-vessel",
    scope: { en: [0, 3, 4], fr: [0, 4] },
    codes: ["API 510", "API 570", "API 653"],
    quote: "pressure-vessel",
  },
  {
    key: "consulting",
    scope: { en: [0, 3, 4], fr: [0, 1, 4] },
    codes: ["ASME IX", "AWS D1.1", "ISO 15614-1", "ISO 9606-1", "ISO 3834"],
    quote: "consulting",
  },
];

const servicePages = serviceChecks.map(({ key, scope, codes, quote }) => ({
  key,
  path: `/services/${key}`,
  en: [...scope.en.map((i) => nth<{ title: string }>(servicesEn.pages[key].scope, i).title), ...codes],
  fr: scope.fr.map((i) => nth(servicesFr.pages[key].scope, i).title),
  quote,
}));

const industryPaths = ["oil-gas", "maritime", "construction", "manufacturing", "power"] as const;

const roleNames = [
  "welder",
  "pipe-fitter",
  "structural-fitter",
  "welding-inspector",
  "ndt-ut-technician",
  "ndt-rt-technician",
  "ndt-mt-pt-technician",
  "coating-inspector",
  "blaster-painter",
  "hse-officer",
  "rope-access-technician",
  "crane-operator",
  "rigger",
  "scaffolder",
  "mechanical-technician",
  "electrical-technician",
  "instrument-technician",
  "qa-qc-engineer",
  "project-engineer",
  "piping-supervisor",
  "fabrication-supervisor",
  "lifting-inspector",
  "document-controller",
];

test.describe("service, staff and industry pages in the prerendered HTML", () => {
  for (const service of servicePages) {
    test(`${service.path} has its content in English and French`, async ({ request }) => {
      const en = await prerenderedText(request, service.path);
      for (const phrase of service.en) expect(en).toContain(phrase);
      const labels = servicesEn.labels;
      for (const heading of [
        labels.scopeTitle,
        labels.standardsTitle,
        labels.deliverablesTitle,
        labels.processTitle,
        labels.sectorsTitle,
      ]) {
        expect(en).toContain(heading);
      }
      const fr = await prerenderedText(request, `/fr${service.path}`);
      for (const phrase of service.fr) expect(fr).toContain(phrase);
      expect(fr).toContain(servicesFr.labels.quote);
      expect(fr).not.toContain(labels.scopeTitle);
    });
  }

  test("/services/staff-outsourcing has its figures and the 23 roles in both languages", async ({ request }) => {
    const en = await prerenderedText(request, "/services/staff-outsourcing");
    for (const stat of staffEn.stats) {
      expect(en).toContain(figureText(stat));
    }
    for (const role of staffRoles) {
      expect(en).toContain(role.name.en);
      expect(en).toContain(role.description.en);
    }
    expect(en).toContain(staffEn.quote);
    expect(en).toContain("The 23 roles we deploy");
    const fr = await prerenderedText(request, "/fr/services/staff-outsourcing");
    for (const phrase of [
      figureText(nth(staffFr.stats, 0)),
      htmlText(nth(staffFr.stats, 2).value),
      byId(staffRoles, "welder").name.fr,
      byId(staffRoles, "rope-access-technician").name.fr,
      byId(staffRoles, "crane-operator").name.fr,
      staffFr.quote,
      "Les 23 métiers que nous déployons",
    ]) {
      expect(fr).toContain(phrase);
    }
  });

  for (const key of industryPaths) {
    test(`/industries/${key} lists six services and the stats in English and French`, async ({ request }) => {
      const en = await prerenderedText(request, `/industries/${key}`);
      for (const stat of industriesEn.labels.stats) expect(en).toContain(figureText(stat));
      for (const service of Object.values(industriesEn.pages[key].services)) expect(en).toContain(service.title);
      for (const challenge of industriesEn.pages[key].challenges) expect(en).toContain(challenge.title);
      const fr = await prerenderedText(request, `/fr/industries/${key}`);
      for (const stat of industriesFr.labels.stats) expect(fr).toContain(figureText(stat));
      for (const service of Object.values(industriesFr.pages[key].services)) expect(fr).toContain(service.title);
    });
  }
});

test.describe("service pages in the browser", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  for (const service of servicePages) {
    test(`${service.path}: Request a quote preselects ${enCommon.inquiryServices[service.quote]}`, async ({ page }) => {
      await page.goto(service.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("img", { name: servicesEn.pages[service.key].imageAlt })).toHaveAttribute(
        "src",
        `/images/service-${service.path.split("/").pop()}.svg`,
      );
      await hydrated(page);
      await page.getByRole("main").getByRole("link", { name: servicesEn.labels.quote }).first().click();
      await expectQuoteFor(page, enCommon, service.quote);
    });
  }

  test("a service page links to the home contact section and the sectors it serves", async ({ page }) => {
    await page.goto("/services/coating");
    const cta = page.getByRole("region", { name: servicesEn.labels.ctaTitle });
    await expect(cta.getByRole("link", { name: servicesEn.labels.contact })).toHaveAttribute("href", "/#contact");
    const sectors = page.getByRole("region", { name: servicesEn.labels.sectorsTitle }).getByRole("link");
    const pages = enCommon.pages;
    await expect(sectors).toHaveText([
      pages["industry-oil-gas"].name,
      pages["industry-maritime"].name,
      pages["industry-construction"].name,
      pages["industry-power"].name,
    ]);
    await hydrated(page);
    await followLink(
      sectors.filter({ hasText: pages["industry-maritime"].name }),
      /\/industries\/maritime$/,
      pages["industry-maritime"].title,
    );
  });

  test("a French service page is in French and preselects the French service", async ({ page }) => {
    await page.goto("/fr/services/pressure-vessel");
    await expectPageIn(page, "fr", frCommon.pages["service-pressure-vessel"].title);
    await expect(page.getByRole("region", { name: servicesFr.labels.scopeTitle }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("link", { name: servicesFr.labels.contact }).first()).toHaveAttribute(
      "href",
      "/fr#contact",
    );
    await hydrated(page);
    await page.getByRole("main").getByRole("link", { name: servicesFr.labels.quote }).first().click();
    await expectQuoteFor(page, frCommon, "pressure-vessel");
  });
});

test.describe("staff outsourcing in the browser", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("lists the 23 roles, each with a name, a description and its image", async ({ page }) => {
    await page.goto("/services/staff-outsourcing");
    const title = fill(staffEn.rolesTitle.other, { count: staffRoles.length });
    const roles = page.getByRole("region", { name: title }).getByRole("listitem");
    await expect(roles).toHaveCount(23);
    await expect(roles.getByRole("heading", { level: 3 })).toHaveCount(23);
    await expect(roles.getByRole("paragraph")).toHaveCount(23);
    const images = roles.getByRole("img");
    await expect(images).toHaveCount(23);
    const sources = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
    expect(sources).toEqual(roleNames.map((name) => `/images/role-${name}.svg`));
    for (const alt of await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""))) {
      expect(alt.length).toBeGreaterThan(10);
    }
    await expect(roles.first().getByRole("heading")).toHaveText(byId(staffRoles, "welder").name.en);
    await expect(roles.first()).toContainText(byId(staffRoles, "welder").description.en);
  });

  test("shows the staffing figures", async ({ page }) => {
    await page.goto("/services/staff-outsourcing");
    await expectFigures(page.getByRole("region", { name: staffEn.introTitle }), staffEn.stats);
  });

  test("Request Staff Quote opens the quote dialog with Staff Outsourcing preselected", async ({ page }) => {
    await page.goto("/services/staff-outsourcing");
    await hydrated(page);
    await page.getByRole("main").getByRole("link", { name: staffEn.quote }).first().click();
    const dialog = await expectQuoteFor(page, enCommon, "staff-outsourcing");
    await expect(dialog.getByRole("textbox", { name: enCommon.quote.roles })).toBeVisible();
  });

  test("the closing Request Staff Quote button preselects Staff Outsourcing too, in French", async ({ page }) => {
    await page.goto("/fr/services/staff-outsourcing");
    await hydrated(page);
    const cta = page.getByRole("region", { name: staffFr.ctaTitle });
    await cta.getByRole("link", { name: staffFr.quote }).click();
    await expectQuoteFor(page, frCommon, "staff-outsourcing");
  });
});

test.describe("industry pages in the browser", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  for (const key of industryPaths) {
    test(`/industries/${key} lists exactly six services and the 95% / 99.8% stats`, async ({ page }) => {
      await page.goto(`/industries/${key}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const services = page.getByRole("region", { name: industriesEn.labels.servicesTitle }).getByRole("listitem");
      await expect(services).toHaveCount(6);
      await expect(services.getByRole("link")).toHaveCount(6);
      await expect(services.getByRole("heading", { level: 3 })).toHaveText(
        Object.values(industriesEn.pages[key].services).map((s) => s.title),
      );
      await expectFigures(
        page.getByRole("region", { name: industriesEn.pages[key].headline }),
        industriesEn.labels.stats,
      );
      await expect(page.getByRole("img", { name: industriesEn.pages[key].imageAlt })).toHaveAttribute(
        "src",
        `/images/industry-${key}.svg`,
      );
    });
  }

  test("an industry service links to its service page and the CTA opens the consultation dialog", async ({ page }) => {
    await page.goto("/industries/power");
    await hydrated(page);
    const cta = page.getByRole("region", { name: industriesEn.labels.ctaTitle });
    await cta.getByRole("link", { name: industriesEn.labels.consultation }).click();
    await expect(page.getByRole("dialog", { name: enCommon.consultation.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page
      .getByRole("region", { name: industriesEn.labels.servicesTitle })
      .getByRole("link", { name: industriesEn.pages.power.services.boilers.title })
      .click();
    await expect(page).toHaveURL(/\/services\/pressure-vessel$/);
  });

  test("a French industry page shows French text and French figures", async ({ page }) => {
    await page.goto("/fr/industries/oil-gas");
    await expectPageIn(page, "fr", frCommon.pages["industry-oil-gas"].title);
    const services = page.getByRole("region", { name: industriesFr.labels.servicesTitle }).getByRole("listitem");
    await expect(services).toHaveCount(6);
    await expect(services.first().getByRole("link")).toHaveAttribute("href", "/fr/services/ndt");
    const intro = page.getByRole("region", { name: industriesFr.pages["oil-gas"].headline });
    await expect(intro.getByRole("definition")).toHaveText(industriesFr.labels.stats.map((s) => s.value));
  });
});

// Each page with the label of its link to the home page's contact section: one test per page, so that a
// slow machine gives each its own time rather than a dozen pages one test's.
const frenchPages = [
  ...servicePages.map((s) => [`/fr${s.path}`, servicesFr.labels.contact] as const),
  ["/fr/services/staff-outsourcing", staffFr.contact] as const,
  ...industryPaths.map((key) => [`/fr/industries/${key}`, industriesFr.labels.contact] as const),
];

for (const [path, contact] of frenchPages) {
  test(`${path} hydrates in French without console errors`, async ({ page }) => {
    await withConsent(page);
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("link", { name: contact }).first()).toHaveAttribute(
      "href",
      "/fr#contact",
    );
  });
}
