import { staffOutsourcingService } from "../../app/content/forms";
import { common as en } from "../../app/content/locales/en/common";
import { common as fr } from "../../app/content/locales/fr/common";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, openPage, test, workingDay } from "./fixtures";
import { openWidget, scheduleFromWidget } from "./helpers/dialogs";
import { fillByLabel } from "./helpers/forms";

// Every page is scanned, at both widths, with its other page-by-page checks (every-page.spec.ts).

test.describe("axe: overlays in their open state", { tag: "@every-width" }, () => {
  test("cookie banner", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await expect(page.getByRole("region", { name: en.cookie.label })).toBeVisible();
    await expectNoAxeViolations(page, "cookie banner");
  });

  test("contact widget panel and consultation dialog", async ({ page }) => {
    await openPage(page, "/fr/about");
    await openWidget(page, fr);
    await expectNoAxeViolations(page, "contact widget");
    await page.getByRole("button", { name: fr.widget.schedule }).click();
    await expect(page.getByRole("dialog", { name: fr.consultation.title })).toBeVisible();
    await expectNoAxeViolations(page, "consultation dialog");
  });

  test("quote dialog with staff fields", async ({ page, isMobile }) => {
    await openPage(page, "/about");
    if (isMobile) await page.getByRole("button", { name: en.header.openMenu }).click();
    await page.getByRole("link", { name: en.header.getQuote }).click();
    const dialog = page.getByRole("dialog", { name: en.quote.title });
    await dialog.getByLabel(en.quote.service).selectOption(en.inquiryServices[staffOutsourcingService]);
    await expect(dialog.getByLabel(en.quote.roles)).toBeVisible();
    await expectNoAxeViolations(page, "quote dialog");
  });

  test("menus open", async ({ page, isMobile }) => {
    await openPage(page, "/about");
    if (isMobile) {
      await page.getByRole("button", { name: en.header.openMenu }).click();
      const menu = page.getByRole("navigation", { name: en.header.mobileNav });
      await menu.getByRole("button", { name: en.header.services }).click();
      await menu.getByRole("button", { name: en.header.about }).click();
      await expectNoAxeViolations(page, "mobile menu");
    } else {
      const nav = page.getByRole("navigation", { name: en.header.mainNav });
      await nav.getByRole("button", { name: en.header.services }).click();
      await expect(nav.getByRole("link", { name: en.pages["service-coating"].name })).toBeVisible();
      await expectNoAxeViolations(page, "desktop menu");
    }
  });

  test("toast shown", async ({ page }) => {
    await openPage(page, "/about");
    const dialog = await scheduleFromWidget(page, en);
    const c = en.consultation;
    await fillByLabel(dialog, {
      [c.name]: "A B",
      [c.email]: "a@example.org",
      [c.service]: { index: 1 },
      [c.date]: workingDay(1),
      [c.time]: { index: 1 },
    });
    await dialog.getByRole("button", { name: c.submit }).click();
    await expect(page.getByText(c.successTitle)).toBeVisible();
    await expectNoAxeViolations(page, "toast");
  });
});
