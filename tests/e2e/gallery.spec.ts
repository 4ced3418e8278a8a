import type { Locator, Page } from "@playwright/test";
import { common as enCommon } from "../../app/content/locales/en/common";
import { gallery as en } from "../../app/content/locales/en/gallery";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { gallery as fr } from "../../app/content/locales/fr/gallery";
import { fill } from "../../app/lib/i18n";
import { expectNoAxeViolations } from "./axe";
import { expect, openPage, test } from "./fixtures";
import { titles } from "./helpers/gallery";
import { byId, galleryItems } from "./helpers/illustrated-lists";
import { tabTo } from "./helpers/keyboard";
import { escapeRegExp } from "./helpers/text";

/** The twelve picture buttons of the grid, in order. */
function tiles(page: Page, locale: "en" | "fr" = "en"): Locator {
  const grid = page.getByRole("region", { name: (locale === "en" ? en : fr).gridTitle });
  return grid.getByRole("listitem").getByRole("link");
}

/** Number of columns: tiles whose top edge lines up with the first one. */
async function columns(page: Page): Promise<number> {
  const boxes = await tiles(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
  const firstRow = boxes.filter((b) => Math.abs(b.top - boxes[0].top) < 2);
  return new Set(firstRow.map((b) => Math.round(b.left))).size;
}

/** How opaque an element looks: its own opacity times its ancestors'. */
async function shownOpacity(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
}

test.describe("gallery", () => {
  test("shows twelve pictures, each with a title and a description", async ({ page }) => {
    await openPage(page, "/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enCommon.pages.gallery.title);
    await expect(tiles(page)).toHaveCount(12);
    for (const [i, title] of titles.en.entries()) {
      await expect(tiles(page).nth(i)).toHaveAccessibleName(title);
    }
    await expect(tiles(page).first()).toHaveAccessibleDescription(
      new RegExp(`${escapeRegExp(byId(galleryItems, "pipeline-girth-weld").alt.en)}.*${escapeRegExp(en.openHint)}`),
    );
    await expect(page.getByRole("img", { name: byId(galleryItems, "crane-load-test").alt.en })).toHaveAttribute(
      "width",
      "800",
    );
  });

  for (const { screen, viewport, columnCount, inWords, tag } of [
    {
      screen: "a 375 px phone",
      viewport: { width: 375, height: 800 },
      columnCount: 1,
      inWords: "one column",
      tag: ["@phone"],
    },
    {
      screen: "a 1440 px screen",
      viewport: { width: 1440, height: 900 },
      columnCount: 4,
      inWords: "four columns",
      tag: [],
    },
  ]) {
    test.describe(`on ${screen}`, { tag }, () => {
      test.use({ viewport });
      test(`the grid has ${inWords}`, async ({ page }) => {
        await openPage(page, "/gallery");
        await tiles(page).last().scrollIntoViewIfNeeded();
        expect(await columns(page)).toBe(columnCount);
      });
    });
  }

  // Touch screens cannot hover: there the titles always show (below).
  test("shows a picture's title on hover and on keyboard focus", async ({ page }) => {
    await openPage(page, "/gallery");
    const title = (n: number) =>
      tiles(page)
        .nth(n)
        .getByText(titles.en[n] ?? "", { exact: true });
    await expect.poll(() => shownOpacity(title(0))).toBe(0);
    await tiles(page).nth(0).hover();
    await expect.poll(() => shownOpacity(title(0))).toBe(1);
    await page.mouse.move(0, 0);
    await expect.poll(() => shownOpacity(title(0))).toBe(0);
    await expect.poll(() => shownOpacity(title(1))).toBe(0);
    await tabTo(page, tiles(page).nth(1));
    await expect.poll(() => shownOpacity(title(1))).toBe(1);
  });

  test("shows the titles without hover on touch screens", { tag: "@phone" }, async ({ page }) => {
    await openPage(page, "/gallery");
    await expect(
      tiles(page)
        .nth(0)
        .getByText(titles.en[0] ?? "", { exact: true }),
    ).toHaveCSS("opacity", "1");
  });

  test("opens the larger view with the keyboard only and returns focus", async ({ page }) => {
    const lightboxRequests: string[] = [];
    page.on("request", (r) => {
      if (/gallery-lightbox/.test(r.url())) lightboxRequests.push(r.url());
    });
    await openPage(page, "/gallery");
    expect(lightboxRequests, "the dialog's code waits for the first open").toEqual([]);

    const first = tiles(page).first();
    await tabTo(page, first);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(titles.en[0] ?? "");
    await expect(dialog.getByText(fill(en.counter, { position: 1, total: 12 }))).toBeVisible();
    await expect(dialog.getByRole("img", { name: byId(galleryItems, "pipeline-girth-weld").alt.en })).toBeVisible();
    expect(lightboxRequests.length).toBeGreaterThan(0);

    await page.keyboard.press("ArrowRight");
    await expect(dialog).toHaveAccessibleName(titles.en[1] ?? "");
    await expect(dialog.getByText(fill(en.counter, { position: 2, total: 12 }))).toBeVisible();

    // Focus starts on "Next image": Enter moves on, Shift+Tab reaches "Previous image".
    await expect(dialog.getByRole("button", { name: en.next })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveAccessibleName(titles.en[2] ?? "");
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: en.previous })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveAccessibleName(titles.en[1] ?? "");

    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toHaveAccessibleName(titles.en[11] ?? "");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test("the close button closes the view and a later open needs no new download", async ({ page }) => {
    await openPage(page, "/gallery");
    await tiles(page).nth(5).click();
    const dialog = page.getByRole("dialog", { name: titles.en[5] });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "gallery dialog");
    await dialog.getByRole("button", { name: en.close }).click();
    await expect(dialog).toBeHidden();
    await expect(tiles(page).nth(5)).toBeFocused();

    let requested = false;
    page.on("request", (r) => {
      if (/gallery-lightbox/.test(r.url())) requested = true;
    });
    await tiles(page).nth(7).click();
    await expect(page.getByRole("dialog", { name: titles.en[7] })).toBeVisible();
    expect(requested).toBe(false);
  });

  test("is in French under /fr", async ({ page }) => {
    await openPage(page, "/fr/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(frCommon.pages.gallery.title);
    await expect(tiles(page, "fr")).toHaveCount(12);
    await expect(tiles(page, "fr").nth(2)).toHaveAccessibleName(byId(galleryItems, "magnetic-particle").title.fr);
    await tiles(page, "fr").nth(2).click();
    const dialog = page.getByRole("dialog", { name: byId(galleryItems, "magnetic-particle").title.fr });
    await expect(dialog.getByText(fill(fr.counter, { position: 3, total: 12 }))).toBeVisible();
    await dialog.getByRole("button", { name: fr.next }).click();
    await expect(page.getByRole("dialog", { name: byId(galleryItems, "dye-penetrant").title.fr })).toBeVisible();
  });

  test("a failure while rendering the gallery shows Gallery Error and the message", async ({ page, consoleGuard }) => {
    // The dialog's code cannot be downloaded: rendering it throws, and the boundary must catch it.
    consoleGuard.allow(/Failed to fetch dynamically imported module|Failed to load resource|gallery-lightbox/);
    await page.route(/gallery-lightbox[.-][\w-]+\.js$/, (route) => route.abort());
    await openPage(page, "/gallery");
    await tiles(page).first().click();
    const alert = page.getByRole("alert").filter({ hasText: enCommon.errors.gallery });
    await expect(alert).toBeVisible();
    // Chromium's own message for the failed download follows the title.
    await expect(alert).toContainText(
      new RegExp(`${escapeRegExp(enCommon.errors.gallery)}\\s*.*Failed to fetch dynamically imported module`, "s"),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enCommon.pages.gallery.title);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
