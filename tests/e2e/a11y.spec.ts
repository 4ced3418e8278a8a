import { pages } from "../../app/content/pages";
import { locales, localizePath } from "../../app/lib/i18n";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, test, withConsent } from "./fixtures";

const paths = locales.flatMap((locale) => pages.map((p) => localizePath(p.path, locale)));

test.describe("axe: every page, both languages", () => {
  for (const path of paths) {
    test(`${path} has no violations`, async ({ page }) => {
      await withConsent(page);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await hydrated(page);
      await expectNoAxeViolations(page, path);
    });
  }
});

test.describe("axe: overlays in their open state", () => {
  test("cookie banner", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await expectNoAxeViolations(page, "cookie banner");
  });

  test("contact widget panel and consultation dialog", async ({ page }) => {
    await withConsent(page);
    await page.goto("/fr/about");
    await hydrated(page);
    await page.getByRole("button", { name: "CONTACTEZ-NOUS" }).click();
    await expect(page.getByRole("region", { name: "Contactez-nous" })).toBeVisible();
    await expectNoAxeViolations(page, "contact widget");
    await page.getByRole("button", { name: "Planifier un rendez-vous" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "consultation dialog");
  });

  test("quote dialog with staff fields", async ({ page, isMobile }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Get a Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    await dialog.getByLabel("Service Needed").selectOption("Staff Outsourcing");
    await expect(dialog.getByLabel("Roles needed")).toBeVisible();
    await expectNoAxeViolations(page, "quote dialog");
  });

  test("menus open", async ({ page, isMobile }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await menu.getByRole("button", { name: "Services" }).click();
      await menu.getByRole("button", { name: "About" }).click();
      await expectNoAxeViolations(page, "mobile menu");
    } else {
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "Services" }).click();
      await expect(nav.getByRole("link", { name: "Coating Inspection" })).toBeVisible();
      await expectNoAxeViolations(page, "desktop menu");
    }
  });

  test("toast shown", async ({ page }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("button", { name: "CONTACT US" }).click();
    await page.getByRole("button", { name: "Schedule Meeting" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Full Name").fill("A B");
    await dialog.getByLabel("Email Address").fill("a@example.org");
    await dialog.getByLabel("Service Needed").selectOption({ index: 1 });
    const d = new Date();
    await dialog
      .getByLabel("Preferred Date")
      .fill(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`);
    await dialog.getByLabel("Preferred Time").selectOption({ index: 1 });
    await dialog.getByRole("button", { name: "Schedule Consultation" }).click();
    await expect(page.getByText("Consultation Scheduled!")).toBeVisible();
    await expectNoAxeViolations(page, "toast");
  });
});
