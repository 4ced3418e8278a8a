import type { Locator, Page } from "@playwright/test";

/**
 * Presses `key` (Tab unless told) until `target` has focus, as a keyboard user would; fails after `max`
 * presses. A target not rendered yet is simply not focused. One that is rendered is asked without a short
 * deadline: a page busy for a moment (a chunk loading after typing) must not make the walk step past it.
 */
export async function tabTo(page: Page, target: Locator, { key = "Tab", max = 250 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if ((await target.count()) === 0) continue;
    const done = await target
      .evaluate((el) => el === document.activeElement, undefined, { timeout: 10_000 })
      // Gone between the count and the look (a menu closing): not focused.
      .catch(() => false);
    if (done) return;
  }
  throw new Error(`${key} never reached ${target}`);
}
