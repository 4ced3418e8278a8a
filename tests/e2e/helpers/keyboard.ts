import type { Locator, Page } from "@playwright/test";

/**
 * Presses `key` (Tab unless told) until `target` has focus, as a keyboard user would; fails after `max`
 * presses. One look per press, which never waits: a target not rendered yet is simply not focused, and a
 * page busy for a moment (a chunk loading after typing) is answered when it can be, not given up on.
 */
export async function tabTo(page: Page, target: Locator, { key = "Tab", max = 250 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const matches = await target.evaluateAll((els) => ({
      count: els.length,
      focused: els.length === 1 && els[0] === document.activeElement,
    }));
    if (matches.count > 1) throw new Error(`${target} matches ${matches.count} elements`);
    if (matches.focused) return;
  }
  throw new Error(`${key} never reached ${target}`);
}
