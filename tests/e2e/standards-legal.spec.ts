import { company } from "../../app/content/company";
import { common as enCommon } from "../../app/content/locales/en/common";
import { legal as enLegal } from "../../app/content/locales/en/legal";
import { standards as enStandards } from "../../app/content/locales/en/standards";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { legal as frLegal } from "../../app/content/locales/fr/legal";
import { intlLocales, type Locale } from "../../app/lib/i18n";
import { storageKeys } from "../../app/lib/storage";
import { expect, openPage, test } from "./fixtures";
import { blurbs, dictionaries, groups, legalPages } from "./helpers/standards-legal";

/** Today as the page should print it: the visitor's clock, long format, in the page's language. */
function today(locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { day: "numeric", month: "long", year: "numeric" }).format(
    new Date(),
  );
}

test.describe("standards page", () => {
  for (const locale of ["en", "fr"] as const) {
    test(`shows four groups of four standards and the three blurbs (${locale})`, async ({ page }) => {
      await openPage(page, locale === "en" ? "/standards" : "/fr/standards");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        dictionaries[locale].common.pages.standards.title,
      );
      await expect(page.getByRole("article")).toHaveCount(4);
      for (const name of groups(locale)) {
        const group = page.getByRole("article", { name });
        await expect(group.getByRole("heading", { level: 3, name })).toBeVisible();
        await expect(group.getByRole("listitem")).toHaveCount(4);
      }
      await expect(
        page
          .getByRole("article", { name: groups(locale)[0] })
          .getByRole("listitem")
          .first(),
      ).toContainText(dictionaries[locale].standards.items["aws-d1-1"].code);
      for (const name of blurbs(locale)) {
        await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
      }
    });
  }

  test("its quote button opens the quote dialog", async ({ page }) => {
    await openPage(page, "/standards");
    await page.getByRole("link", { name: enStandards.cta.button }).click();
    await expect(page.getByRole("dialog", { name: enCommon.quote.title })).toBeVisible();
  });
});

test.describe("legal pages", () => {
  for (const legal of legalPages) {
    test(`${legal.path} shows its sections and today's date`, async ({ page }) => {
      await openPage(page, legal.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.h1);
      for (const name of legal.sections) {
        await expect(page.getByRole("region", { name })).toBeVisible();
        await expect(page.getByRole("main").getByRole("heading", { level: 2, name })).toBeVisible();
      }
      await expect(page.getByText(legal.updated)).toHaveText(`${legal.updated} ${today(legal.locale)}`);
      // Every section is listed in the page's table of contents and the link lands on it.
      const contents = page.getByRole("navigation", { name: legal.contents });
      await contents.getByRole("link", { name: legal.sections[1] }).click();
      await expect(page).toHaveURL(/#\w+$/);
      await expect(page.getByRole("heading", { level: 2, name: legal.sections[1] })).toBeInViewport();
    });
  }

  test("the privacy page names exactly what the site stores in the browser", async ({ page }) => {
    await openPage(page, "/privacy");
    const storage = page.getByRole("list", { name: enLegal.storage.label });
    await expect(storage.getByRole("listitem")).toHaveCount(3);
    await expect(storage.getByText(storageKeys.cookieConsent, { exact: true })).toBeVisible();
    await expect(storage.getByText(storageKeys.preferredLanguage, { exact: true })).toBeVisible();
    await expect(storage.getByText(storageKeys.landingVisit, { exact: true })).toBeVisible();
    for (const value of ["accepted", "declined", "en", "fr", "referrer", "utm_source", "utm_campaign"]) {
      await expect(storage.getByText(value, { exact: true })).toBeVisible();
    }
    // Literals: the commitments this page must state, in these words (no tracking cookies, the law it follows).
    await expect(page.getByText(/no tracking or advertising cookies/)).toBeVisible();
    await expect(page.getByText(/Law n° 2010\/012 of 21 December 2010/)).toBeVisible();
  });

  test("the privacy page in French names the same keys", async ({ page }) => {
    await openPage(page, "/fr/privacy");
    const storage = page.getByRole("list", { name: frLegal.storage.label });
    await expect(storage.getByText(storageKeys.cookieConsent, { exact: true })).toBeVisible();
    await expect(storage.getByText(storageKeys.preferredLanguage, { exact: true })).toBeVisible();
    await expect(storage.getByText(storageKeys.landingVisit, { exact: true })).toBeVisible();
    // A literal: the commitment this page must state, in these words.
    await expect(page.getByText(/aucun cookie de suivi/)).toBeVisible();
  });

  test("the accessibility statement says how to report a barrier", async ({ page }) => {
    await openPage(page, "/accessibility");
    // Literals: the level the site commits to and the answer time it promises, in these words.
    await expect(page.getByText(/level AA of the Web Content Accessibility Guidelines \(WCAG\) 2\.2/)).toBeVisible();
    const report = page.getByRole("region", { name: enLegal.accessibility.sections.feedback.title });
    await expect(report).toContainText("within 2 working days");
    await expect(report.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
    await expect(report.getByRole("link", { name: company.phones[0].display })).toHaveAttribute(
      "href",
      `tel:${company.phones[0].tel}`,
    );
  });

  test("the footer's legal links lead to the pages", async ({ page }) => {
    await openPage(page, "/fr/standards");
    await page.getByRole("contentinfo").getByRole("link", { name: frCommon.pages.privacy.name }).click();
    await expect(page).toHaveURL(/\/fr\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(frCommon.pages.privacy.title);
  });
});
