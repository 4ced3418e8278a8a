import type { Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { blog as enBlog } from "../../app/content/locales/en/blog";
import { common as en } from "../../app/content/locales/en/common";
import { blog as frBlog } from "../../app/content/locales/fr/blog";
import { common as fr } from "../../app/content/locales/fr/common";
import { home as frHome } from "../../app/content/locales/fr/home";
import { type Locale, localeAutonyms, localizePath, plural } from "../../app/lib/i18n";
import { expect, hydrated, openPage, test, workingDay } from "./fixtures";
import { fillByLabel } from "./helpers/forms";
import { commonDictionaries, expectedH1, postTitle } from "./helpers/page-headings";

/**
 * Language switching (decision 0002): the selector keeps the visitor on the same page (query and hash
 * included), stores the choice, and a stored choice moves the visitor on the next load.
 */

// The blog dictionaries themselves: the shell's dictionaries only hold the page's language in a browser.
const blogDictionaries = { en: enBlog, fr: frBlog } as const;

/** The document title: the page's title from the dictionaries (the post's for articles), then the company. */
function expectedTitle(locale: Locale, neutralPath: string): string {
  const page = neutralPath === "/" ? commonDictionaries[locale].pages.home.title : expectedH1(locale, neutralPath);
  return `${page} | ${company.name}`;
}

const selector = (page: Page, locale: Locale) =>
  page.getByRole("navigation", { name: commonDictionaries[locale].header.language });

/** The path, query and hash the page shows. */
const where = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The page shows `path` (query and hash included), in `locale`, with `h1` as its main heading when given. */
async function expectAt(page: Page, path: string, locale: Locale, h1?: string | RegExp) {
  await expect.poll(() => where(page)).toBe(path);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  if (h1 !== undefined) await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
}

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem("preferred-language"));

const article = "offshore-welding-safety";
/**
 * Where a visitor switches from, and the French heading they must then read: literals on purpose, so that
 * a lookup in `expectedH1` that returned the wrong language could not pass unseen.
 */
const startingPoints = [
  { name: "the home page", path: "/", frenchH1: "Services professionnels de soudage et d'inspection" },
  { name: "a service page", path: "/services/ndt", frenchH1: "Contrôle non destructif (CND)" },
  {
    name: "a filtered blog list",
    path: "/blog?category=safety&q=offshore",
    frenchH1: "Articles sur l'inspection et le soudage",
  },
  { name: "an article", path: `/blog/${article}`, frenchH1: /^Sécurité du soudage offshore/ },
] as const;

/** The blog list in `locale` filtered as the starting point left it: "offshore" in Safety, one article found. */
async function expectSafetyFilter(page: Page, locale: Locale) {
  const blog = blogDictionaries[locale];
  await expect(page.getByRole("searchbox", { name: blog.list.searchLabel })).toHaveValue("offshore");
  await expect(page.getByRole("button", { name: blog.categories.safety })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: blog.list.all })).toHaveAttribute("aria-pressed", "false");
  const list = page.getByRole("region", { name: blog.list.heading });
  await expect(list.getByRole("heading", { level: 3 })).toHaveText([postTitle(locale, article)]);
  await expect(list.getByRole("status")).toHaveText(plural(locale, 1, blog.list.results));
}

test.describe("language selector", () => {
  for (const start of startingPoints) {
    test(`goes from ${start.name} to the same page in French and back`, async ({ page }) => {
      await openPage(page, start.path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("en", start.path));
      await expect(selector(page, "en").getByRole("link", { name: localeAutonyms.en })).toHaveAttribute(
        "aria-current",
        "true",
      );

      const french = localizePath(start.path, "fr");
      // The link itself points there, so opening it in a new tab or copying it keeps the page too.
      const toFrench = selector(page, "en").getByRole("link", { name: localeAutonyms.fr });
      await expect(toFrench).toHaveAttribute("href", french);
      await toFrench.click();
      await expectAt(page, french, "fr", expectedH1("fr", start.path));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(start.frenchH1);
      await expect(page).toHaveTitle(expectedTitle("fr", start.path));
      await expect(selector(page, "fr").getByRole("link", { name: localeAutonyms.fr })).toHaveAttribute(
        "aria-current",
        "true",
      );
      expect(await storedLanguage(page)).toBe("fr");

      // The same filter, applied to the French list.
      if (start.path.startsWith("/blog?")) await expectSafetyFilter(page, "fr");

      const toEnglish = selector(page, "fr").getByRole("link", { name: localeAutonyms.en });
      await expect(toEnglish).toHaveAttribute("href", start.path);
      await toEnglish.click();
      await expectAt(page, start.path, "en", expectedH1("en", start.path));
      expect(await storedLanguage(page)).toBe("en");
      if (start.path.startsWith("/blog?")) await expectSafetyFilter(page, "en");
    });
  }

  test("keeps the hash when switching", async ({ page }) => {
    await openPage(page, "/#contact");
    const toFrench = selector(page, "en").getByRole("link", { name: localeAutonyms.fr });
    await expect(toFrench).toHaveAttribute("href", "/fr#contact");
    await toFrench.click();
    await expectAt(page, "/fr#contact", "fr");
  });

  test("a stored choice moves the next visit to the page in that language", async ({ page }) => {
    await openPage(page, "/services/coating");
    await selector(page, "en").getByRole("link", { name: localeAutonyms.fr }).click();
    await expect.poll(() => where(page)).toBe("/fr/services/coating");
    expect(await storedLanguage(page)).toBe("fr");

    // An English address, typed or followed from elsewhere, lands on the French page (query and hash kept).
    await page.goto("/blog?category=technology#blog-articles");
    await expectAt(page, "/fr/blog?category=technology#blog-articles", "fr", fr.pages.blog.title);
    await expect(page.getByRole("button", { name: frBlog.categories.technology })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.goto("/about/team");
    await expectAt(page, "/fr/about/team", "fr", fr.pages["about-team"].title);

    // Choosing English again is remembered the same way.
    await hydrated(page);
    await selector(page, "fr").getByRole("link", { name: localeAutonyms.en }).click();
    await expectAt(page, "/about/team", "en");
    expect(await storedLanguage(page)).toBe("en");
    await page.goto("/fr/gallery");
    await expectAt(page, "/gallery", "en", en.pages.gallery.title);
  });

  test("without a stored choice, a French address stays French", async ({ page }) => {
    await openPage(page, "/fr/services/lifting");
    await expectAt(page, "/fr/services/lifting", "fr");
    expect(await storedLanguage(page)).toBeNull();
  });
});

test.describe("French pages", () => {
  test("the consultation dialog speaks French and confirms in French", async ({ page }) => {
    await openPage(page, "/fr");
    await page.getByRole("link", { name: frHome.hero.scheduleConsultation }).first().click();
    const c = fr.consultation;
    const dialog = page.getByRole("dialog", { name: c.title });
    await expect(dialog).toBeVisible();
    await fillByLabel(dialog, {
      [c.name]: "Awa Nkongho",
      [c.email]: "awa@example.org",
      [c.service]: { label: c.services.ndt },
      [c.date]: workingDay(2),
    });
    const slots = await dialog.getByLabel(c.time).locator("option").allTextContents();
    // A literal: the slot as French writes a time of day.
    expect(slots.slice(1)).toContain("14:00");
    await dialog.getByLabel(c.time).selectOption({ label: "14:00" });
    await dialog.getByRole("button", { name: c.submit }).click();
    await expect(dialog.getByRole("heading", { name: fr.leads.received.title })).toBeVisible();
    await expect(dialog.getByText(fr.leads.received.next.consultation)).toBeVisible();
    await expect(page.getByText(c.successTitle)).toBeVisible();
    await expect(page.getByText(c.successText)).toBeVisible();
    await expect(page.getByText(en.consultation.successTitle)).toBeHidden();
  });
});
