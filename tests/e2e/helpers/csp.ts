import type { Page } from "@playwright/test";

/** One `securitypolicyviolation` event: what was refused, by which directive, from where. */
export type CspViolation = { directive: string; blocked: string; sample: string; source: string };

/**
 * Records every Content-Security-Policy violation of the page from its very first byte; the function
 * returned reads them back. Chromium also logs each refusal as a console error, which fails the test.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<CspViolation[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: CspViolation[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__csp.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: CspViolation[] }).__csp);
}
