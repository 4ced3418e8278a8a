import { common as enCommon } from "../../app/content/locales/en/common";
import { industries as industriesEn } from "../../app/content/locales/en/industries";
import { servicesPages as servicesEn } from "../../app/content/locales/en/service-pages";
import { staff as staffEn } from "../../app/content/locales/en/staff";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { industries as industriesFr } from "../../app/content/locales/fr/industries";
import { servicesPages as servicesFr } from "../../app/content/locales/fr/service-pages";
import { staff as staffFr } from "../../app/content/locales/fr/staff";
import { fill } from "../../app/lib/i18n";
import { expect, expectPageIn, followLink, hydrated, openPage, test, withConsent } from "./fixtures";
import { expectQuoteFor } from "./helpers/dialogs";
import { expectDrawingOf } from "./helpers/drawings";
import { byId, staffRoles } from "./helpers/illustrated-lists";
import { industryPaths, servicePages } from "./helpers/service-pages";
import { expectFigures } from "./helpers/text";

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

test.describe("service pages in the browser", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  for (const service of servicePages) {
    test(`${service.path}: Request a quote preselects ${enCommon.inquiryServices[service.quote]}`, async ({ page }) => {
      await page.goto(service.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectDrawingOf(
        page.getByRole("img", { name: servicesEn.pages[service.key].imageAlt }),
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
      await expectDrawingOf(
        page.getByRole("img", { name: industriesEn.pages[key].imageAlt }),
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
    await openPage(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("link", { name: contact }).first()).toHaveAttribute(
      "href",
      "/fr#contact",
    );
  });
}
