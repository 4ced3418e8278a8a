import { common as en } from "../../app/content/locales/en/common";
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
