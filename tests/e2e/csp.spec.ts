import { common as en } from "../../app/content/locales/en/common";
import { localeAutonyms } from "../../app/lib/i18n";
import { expect, hydrated, test, withConsent } from "./fixtures";
import { recordCspViolations } from "./helpers/csp";
import { scheduleFromWidget } from "./helpers/dialogs";
import { stubVideoHost } from "./helpers/video";

/**
 * The site must work under its own Content-Security-Policy (server/policy.mjs, hashes from the build):
 * every page in both languages (every-page.spec.ts visits each), client-side navigation, overlays and the hero video, with no
 * `securitypolicyviolation` event and no console error (Chromium logs each refusal as one).
 */

test.describe("Content-Security-Policy", () => {
  test("the 404 pages run under their policy", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    const violations = await recordCspViolations(page);
    await withConsent(page);
    for (const path of ["/no/such/page", "/fr/aucune/page"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(await violations()).toEqual([]);
  });

  test("client-side navigation and overlays stay within the policy", { tag: "@every-width" }, async ({
    page,
    isMobile,
  }) => {
    const violations = await recordCspViolations(page);
    await stubVideoHost(page);
    await withConsent(page);
    // Radix dialogs lock scrolling with an injected <style>; sonner injects its own styles.
    await page.goto("/about");
    await hydrated(page);
    if (isMobile) await page.getByRole("button", { name: en.header.openMenu }).click();
    await page.getByRole("link", { name: en.header.getQuote }).click();
    const dialog = page.getByRole("dialog", { name: en.quote.title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    if (isMobile) await page.getByRole("button", { name: en.header.closeMenu }).click();
    await scheduleFromWidget(page, en);
    const consultation = page.getByRole("dialog", { name: en.consultation.title });
    await expect(consultation).toBeVisible();
    await page.keyboard.press("Escape");
    // Closed as a visitor sees it: gone, and its address (`#consultation-form`) gone from the URL, which the
    // language links copy.
    await expect(consultation).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);

    // The language switch (last: the choice is remembered and later English paths would follow it): the
    // French page loads, and its scripts start, under its own policy.
    await page.goto("/request");
    await hydrated(page);
    await page
      .getByRole("navigation", { name: en.header.language })
      .first()
      .getByRole("link", { name: localeAutonyms.fr })
      .click();
    await expect(page).toHaveURL(/\/fr\/request$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await hydrated(page);

    expect(await violations()).toEqual([]);
  });

  test("pages rendered for a form sent without JavaScript run under their hashes", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 422/);
    const violations = await recordCspViolations(page);
    await withConsent(page);
    await page.goto("/request");
    await hydrated(page);
    // A plain form POST, as a browser without JavaScript sends it: the server renders the answer page, whose
    // inline scripts run here (JavaScript is on) and must all be allowed by that response's hashes.
    for (const [name, status] of [
      ["", 422],
      ["Paul Mbarga", 200],
    ] as const) {
      const answer = page.waitForResponse((r) => r.url().endsWith("/request") && r.request().method() === "POST");
      await page.evaluate((visitor) => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = "/request";
        const fields = {
          form: "inquiry",
          locale: "en",
          website: "",
          name: visitor,
          email: "paul@example.org",
          service: "ndt",
          details: "UT of 12 nozzle welds",
        };
        for (const [key, value] of Object.entries(fields)) {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = key;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        HTMLFormElement.prototype.submit.call(form);
      }, name);
      const response = await answer;
      expect(response.status()).toBe(status);
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
      expect(scriptSrc).toMatch(/^'self' 'sha256-/);
      expect(scriptSrc).not.toMatch(/'nonce-|'unsafe-inline'/);
      await hydrated(page);
    }
    await expect(page.getByTestId("lead-reference")).toHaveText(/^WI-/);
    expect(await violations()).toEqual([]);
  });
});
