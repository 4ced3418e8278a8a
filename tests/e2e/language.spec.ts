import { common as en } from "../../app/content/locales/en/common";
import { common as fr } from "../../app/content/locales/fr/common";
import { localeAutonyms } from "../../app/lib/i18n";
import { expect, openPage, storeBeforeLoad, test, withConsent } from "./fixtures";

test.describe("language selector", () => {
  test("switches to the same page in French, stores the choice and follows it on the next load", async ({ page }) => {
    await openPage(page, "/services/ndt");
    const selector = page.getByRole("navigation", { name: en.header.language });
    await expect(selector.getByRole("link", { name: localeAutonyms.en })).toHaveAttribute("aria-current", "true");
    await selector.getByRole("link", { name: localeAutonyms.fr }).click();
    await expect(page).toHaveURL(/\/fr\/services\/ndt$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("fr");

    // A later visit to an English address is moved to the French page.
    await page.goto("/about");
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(
      page.getByRole("navigation", { name: fr.header.language }).getByRole("link", { name: localeAutonyms.fr }),
    ).toHaveAttribute("aria-current", "true");

    await page
      .getByRole("navigation", { name: fr.header.language })
      .getByRole("link", { name: localeAutonyms.en })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("en");
  });

  test("defaults to English with nothing stored", async ({ page }) => {
    await openPage(page, "/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("keeps a choice made before the page's scripts have come, and follows it at once on the next load", async ({
    page,
  }) => {
    await withConsent(page);
    // A slow link: the pages' modules never arrive. Only what the HTML itself carries runs.
    await page.route("**/assets/*.js", () => {});
    await page.goto("/services/ndt");
    const selector = page.getByRole("navigation", { name: en.header.language });
    await selector.getByRole("link", { name: localeAutonyms.fr }).click();
    await expect(page).toHaveURL(/\/fr\/services\/ndt$/);
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("fr");

    await page.goto("/about/vision");
    await expect(page).toHaveURL(/\/fr\/about\/vision$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.pages["about-vision"].title);
  });

  test("ignores a corrupt stored language", async ({ page }) => {
    await storeBeforeLoad(page, "preferred-language", '{"broken');
    await openPage(page, "/about");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.about.title);
  });
});
