import type { ElementHandle, Locator, Page } from "@playwright/test";

/**
 * Presses `key` (Tab unless told) until `target` has focus, as a keyboard user would; fails after `max`
 * presses. One look per press, which never waits: a target not rendered yet is simply not focused, and a
 * page busy for a moment (a chunk loading after typing) is answered when it can be, not given up on.
 *
 * The look compares the focused element with the target's element, found once and found again whenever it
 * leaves the page: finding a link by its role and name means computing the names of every link of the page,
 * which, at each of the hundreds of presses a long page takes, was most of a keyboard test's time. Focus on
 * that element is then confirmed by the locator itself.
 */
export async function tabTo(page: Page, target: Locator, { key = "Tab", max = 250 } = {}) {
  let element: ElementHandle | null = null;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    let state = element ? await focusOf(element) : "gone";
    if (state === "gone") {
      await element?.dispose();
      element = await only(target);
      state = element ? await focusOf(element) : "gone";
    }
    if (state !== "focused") continue;
    const matches = await target.evaluateAll((els) => ({
      count: els.length,
      focused: els.length === 1 && els[0] === document.activeElement,
    }));
    if (matches.count > 1) throw new Error(`${target} matches ${matches.count} elements`);
    if (matches.focused) return;
    await element?.dispose();
    element = null;
  }
  throw new Error(`${key} never reached ${target}`);
}

/** Whether `element` has focus, or has left the page. */
function focusOf(element: ElementHandle): Promise<"focused" | "elsewhere" | "gone"> {
  return element.evaluate((el) => (!el.isConnected ? "gone" : el === document.activeElement ? "focused" : "elsewhere"));
}

/** The one element `target` matches now, or null when none is rendered; more than one is a mistake. */
async function only(target: Locator): Promise<ElementHandle | null> {
  const elements = await target.elementHandles();
  if (elements.length > 1) throw new Error(`${target} matches ${elements.length} elements`);
  return elements[0] ?? null;
}
