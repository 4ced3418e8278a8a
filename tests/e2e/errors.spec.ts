import { common as en } from "../../app/content/locales/en/common";
import { common as fr } from "../../app/content/locales/fr/common";
import { localeAutonyms } from "../../app/lib/i18n";
import { expect, openPage, test, withConsent } from "./fixtures";

test.describe("error handling", () => {
  test("a startup failure says so on the page", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Application failed to start/);
    await withConsent(page);
    // Serve the page without its root element, as a broken deployment would.
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('id="main"', 'id="elsewhere"');
      await route.fulfill({ response, body: html });
    });
    await page.goto("/about");
    // The page's scripts start when the visitor first reaches for what needs them: the contact tab here.
    await page.getByRole("complementary", { name: en.widget.title }).hover();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(en.errors.application);
    // The error's own message, from the code rather than the dictionaries.
    await expect(alert).toContainText("Root element #main not found");
    await expect(alert).toContainText(en.errors.console);
  });

  test("an unexpected routing error shows the generic fallback with its message", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/500|Internal Server Error/);
    // Only the request page is still React Router's: its language switch navigates in the page.
    await openPage(page, "/request");
    // The French page's data file breaks on the server while the visitor switches to it.
    await page.route("**/fr/request.data*", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    const languages = page.getByRole("navigation", { name: en.header.language }).first();
    await languages.getByRole("link", { name: localeAutonyms.fr }).click();
    // In the language of the page being reached.
    await expect(page.getByRole("heading", { name: fr.errors.unexpected })).toBeVisible();
    await expect(page.getByText(/500/)).toBeVisible();
  });

  test("global errors and unhandled rejections are only logged", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Global error|Unhandled promise rejection|stray error|late rejection/);
    const logged: string[] = [];
    page.on("console", (m) => logged.push(m.text()));
    await openPage(page, "/about");
    await page.evaluate(() => {
      setTimeout(() => Promise.reject(new Error("late rejection")), 0);
      setTimeout(() => {
        throw new Error("stray error");
      }, 0);
    });
    await expect.poll(() => logged.some((l) => l.includes("Unhandled promise rejection"))).toBe(true);
    await expect.poll(() => logged.some((l) => l.includes("Global error"))).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.about.title);
  });
});
