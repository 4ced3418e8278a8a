import { common as en } from "../../app/content/locales/en/common";
import { common as fr } from "../../app/content/locales/fr/common";
import { localeAutonyms } from "../../app/lib/i18n";
import { expect, hydrated, test, withConsent } from "./fixtures";

test.describe("language selector", () => {
  test("switches to the same page in French, stores the choice and follows it on the next load", async ({ page }) => {
    await withConsent(page);
    await page.goto("/services/ndt");
    await hydrated(page);
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
    await withConsent(page);
    await page.goto("/");
    await hydrated(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("ignores a corrupt stored language", async ({ page }) => {
    await withConsent(page);
    await page.addInitScript(() => {
      // Init scripts also run in embedded frames, where storage may be denied.
      try {
        localStorage.setItem("preferred-language", '{"broken');
      } catch {}
    });
    await page.goto("/about");
    await hydrated(page);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.about.title);
  });
});
