import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

export { expect };

interface ConsoleGuard {
  /** Messages matching this pattern are expected by the test and do not fail it. */
  allow: (pattern: RegExp) => void;
}

/**
 * Every test fails on a console error or an uncaught page error it did not declare as expected,
 * so a broken page cannot pass a test that looks elsewhere.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Records every mail draft the page opens instead of handing it to a mail program. */
export async function captureMailto(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __mailto: string[] };
    w.__mailto = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.href.startsWith("mailto:")) {
        w.__mailto.push(this.href);
        return;
      }
      click.call(this);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto);
}

/** Starts with consent already given, so the cookie banner stays out of tests about other things. */
export async function withConsent(page: Page, choice: "accepted" | "declined" = "accepted") {
  await page.addInitScript((c) => {
    try {
      window.localStorage.setItem("cookie-consent", c);
    } catch {}
  }, choice);
}

/** Waits until React has hydrated the page (the interactive parts answer). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** The visible text of a page as prerendered (scripts removed, entities decoded, spaces collapsed). */
export async function prerenderedText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/[\s\u00a0]+/g, " ");
}
