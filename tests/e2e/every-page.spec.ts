import { companyLinks } from "../../app/content/company";
import { common as enCommon } from "../../app/content/locales/en/common";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, test, withConsent } from "./fixtures";
import { recordCspViolations } from "./helpers/csp";
import { coveredByTab, englishOnFrenchPage, expectOnFirstScreen, expectReflow, textFaces } from "./helpers/page-checks";
import { axePaths, everyPage, frenchPaths, reflowPaths, routePaths, typeScalePaths } from "./helpers/page-sets";

/**
 * Every page, visited once at each width, with every check that is made page by page: a page is loaded,
 * hydrated and read once for all of them instead of once per check. Each check is a soft expectation, so a
 * page that fails one still has the others made and reported in the same run.
 */

const common = { en: enCommon, fr: frCommon } as const;
const at = (paths: string[]) => new Set(paths);
const axe = at(axePaths);
const routes = at(routePaths);
const french = at(frenchPaths);
const reflow = at(reflowPaths);
const typeScale = at(typeScalePaths);
/** Most faces a benchmarked page's text may be laid out in on a phone (decision 0010). */
const maxFaces = 11;

test("each page-by-page check's pages are all visited here", () => {
  const visited = at(everyPage.map((p) => p.path));
  for (const [check, paths] of Object.entries({ axePaths, routePaths, frenchPaths, reflowPaths, typeScalePaths })) {
    expect(
      paths.filter((path) => !visited.has(path)),
      `${check} not visited`,
    ).toEqual([]);
  }
});

test.describe("every page at desktop width", () => {
  for (const { path } of everyPage) {
    test(`${path}: policy, heading, language, accessibility and zoom`, async ({ page }) => {
      const violations = await recordCspViolations(page);
      await withConsent(page);
      // Transitions and animations end at once, so the accessibility scan never reads a colour mid-fade.
      if (axe.has(path)) await page.emulateMedia({ reducedMotion: "reduce" });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect.soft(policy).toMatch(/script-src 'self' 'sha256-/);
      expect.soft(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      await hydrated(page);

      if (routes.has(path)) {
        await expect.soft(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect.soft(page.getByRole("banner")).toBeVisible();
        await expect.soft(page.getByRole("contentinfo")).toBeVisible();
      }
      if (french.has(path)) {
        await expect.soft(page.locator("html")).toHaveAttribute("lang", "fr");
        expect.soft(await englishOnFrenchPage(page), "English left").toEqual([]);
      }
      if (axe.has(path)) {
        await expectNoAxeViolations(page, path, { soft: true });
        await page.emulateMedia({ reducedMotion: "no-preference" });
      }

      // Lazy parts (images, deferred video) load as the visitor scrolls and the page settles.
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState("load");
      expect.soft(await violations(), "Content-Security-Policy violations").toEqual([]);

      // The same screen zoomed to 200 %: the page is laid out in 640×400 CSS pixels (the zoom's doubled pixel
      // density changes no style of the site, which has no resolution query).
      if (reflow.has(path)) {
        await page.setViewportSize({ width: 640, height: 400 });
        await expectReflow(page, path);
      }
    });
  }
});

// The one French page no link leads to, but a mistyped address does.
test.describe("French pages are in French", () => {
  test("/fr/no-such-page has no English left", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    await withConsent(page, "declined");
    await page.goto("/fr/no-such-page");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(await englishOnFrenchPage(page)).toEqual([]);
  });
});

test.describe("every page on a phone", { tag: "@phone" }, () => {
  for (const { locale, path } of everyPage) {
    const t = common[locale];
    test(`${path}: first screen, contact tab, reflow and accessibility`, async ({ page }) => {
      // A new visitor: the cookie banner is up.
      await page.setViewportSize({ width: 375, height: 800 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      const banner = page.getByRole("region", { name: t.cookie.label });
      await expect(banner).toBeVisible();
      expect.soft((await banner.boundingBox())?.height ?? 999, "banner height").toBeLessThanOrEqual(800 * 0.2);
      await expectOnFirstScreen(page, await page.getByRole("heading", { level: 1 }).boundingBox(), "the heading");
      const header = page.getByRole("banner");
      await expectOnFirstScreen(
        page,
        await header.locator(`a[href="${companyLinks.tel(0)}"]`).boundingBox(),
        "the call link",
      );
      await expectOnFirstScreen(
        page,
        await header.locator(`a[href="${companyLinks.whatsapp}"]`).boundingBox(),
        "the WhatsApp link",
      );
      if (typeScale.has(path)) {
        const faces = await textFaces(page);
        expect.soft(faces.length, `faces on ${path}:\n${faces.join("\n")}`).toBeLessThanOrEqual(maxFaces);
      }

      // The visitor answers the banner, and reads on.
      await banner.getByRole("button", { name: t.cookie.accept }).click();
      await expect(banner).toBeHidden();
      if (axe.has(path)) {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await expectNoAxeViolations(page, path, { soft: true });
        await page.emulateMedia({ reducedMotion: "no-preference" });
      }
      await page.evaluate(() => document.fonts.ready);
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 740 });
        expect.soft(await page.evaluate(coveredByTab, t.widget.tab), `covered by the tab at ${width} px`).toEqual([]);
      }
      if (reflow.has(path)) {
        await page.setViewportSize({ width: 320, height: 640 });
        await expectReflow(page, path);
      }
    });
  }
});
