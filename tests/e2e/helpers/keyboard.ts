import type { Locator, Page } from "@playwright/test";

/**
 * Presses `key` (Tab unless told) until `target` has focus, as a keyboard user would; fails after `max`
 * presses. A target not rendered yet is simply not focused, so each look is short.
 */
export async function tabTo(page: Page, target: Locator, { key = "Tab", max = 250 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const done = await target
      .evaluate((el) => el === document.activeElement, undefined, { timeout: 500 })
      .catch(() => false);
    if (done) return;
  }
  throw new Error(`${key} never reached ${target}`);
}
