import { expect, hydrated, test, withConsent } from "./fixtures";

test.describe("language selector", () => {
  test("switches to the same page in French, stores the choice and follows it on the next load", async ({ page }) => {
    await withConsent(page);
    await page.goto("/services/ndt");
    await hydrated(page);
    const selector = page.getByRole("navigation", { name: "Language" });
    await expect(selector.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await selector.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/services\/ndt$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("fr");

    // A later visit to an English address is moved to the French page.
    await page.goto("/about");
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(
      page.getByRole("navigation", { name: "Langue" }).getByRole("link", { name: "Français" }),
    ).toHaveAttribute("aria-current", "true");

    await page.getByRole("navigation", { name: "Langue" }).getByRole("link", { name: "English" }).click();
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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Our Company");
  });
});
