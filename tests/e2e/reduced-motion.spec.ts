import type { Page } from "@playwright/test";
import { common as en } from "../../app/content/locales/en/common";
import { expect, openPage, test } from "./fixtures";
import { scheduleFromWidget } from "./helpers/dialogs";
import { afterLoadAndIdle } from "./helpers/video";

/**
 * WCAG 2.3.3: motion is not forced on a visitor who asked for less. Reflow and target size (WCAG 1.4.10,
 * 2.5.8) on a 320 px phone and on a desktop zoomed to 200 % are checked with each page's other checks, in
 * every-page.spec.ts.
 */

/**
 * Records every animation or transition longer than 0.01 s at the moment one starts (the events
 * fire when it begins), so a short check cannot miss one that ends before it looks.
 */
async function recordMotion(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __motion: Set<string> };
    w.__motion = new Set();
    const record = () => {
      for (const a of document.getAnimations()) {
        const ms = Number(a.effect?.getTiming().duration) || 0;
        if (ms <= 10) continue;
        const target = (a.effect as KeyframeEffect | null)?.target;
        const name =
          a instanceof CSSTransition ? a.transitionProperty : a instanceof CSSAnimation ? a.animationName : a.id;
        w.__motion.add(`<${target?.tagName.toLowerCase() ?? "?"}> ${name} ${ms} ms`);
      }
    };
    for (const type of ["transitionrun", "transitionstart", "animationstart"]) {
      window.addEventListener(type, record, true);
    }
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __motion: Set<string> };
      return [...w.__motion];
    });
}

test.describe("reduced motion (WCAG 2.3.3)", () => {
  test.use({ reducedMotion: "reduce" });

  test("the home page adds no background video and runs no animation longer than 0.01 s", async ({ page }) => {
    const motion = await recordMotion(page);
    await openPage(page, "/");
    // The video would be added after the load event, a settling time and an idle moment: wait past them.
    await afterLoadAndIdle(page);
    await expect(page.locator("iframe")).toHaveCount(0);
    // Scrolling turns the header solid, a colour change that is animated for everyone else.
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(page.getByRole("banner")).toHaveAttribute("data-solid", "true");
    // Opening the contact widget and a dialog brings in more moving parts.
    await scheduleFromWidget(page, en);
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(await motion(), "animations longer than 0.01 s").toEqual([]);
  });

  test("focusing a gallery picture zooms it without animating", async ({ page }) => {
    const motion = await recordMotion(page);
    await openPage(page, "/gallery");
    const tile = page.getByRole("main").getByRole("listitem").getByRole("link").first();
    await tile.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(tile).toBeFocused();
    expect(await motion(), "animations longer than 0.01 s").toEqual([]);
  });
});
