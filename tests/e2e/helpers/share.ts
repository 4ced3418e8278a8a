import type { Page } from "@playwright/test";

/**
 * A device's share sheet that records what it is handed, installed before the page's scripts; returns a
 * reader of what was shared so far.
 */
export async function recordShareSheet(page: Page): Promise<() => Promise<ShareData[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: ShareData[] };
    w.__shared = [];
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        w.__shared.push(data);
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
}
