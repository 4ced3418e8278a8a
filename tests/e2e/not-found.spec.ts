import { company } from "../../app/content/company";
import { common as en } from "../../app/content/locales/en/common";
import { expect, hydrated, openPage, test } from "./fixtures";

test.describe("404 page", () => {
  test("names the attempted path, logs it and offers a way back", async ({ page, consoleGuard }) => {
    // The document itself answers 404, which Chromium reports as a failed resource.
    consoleGuard.allow(/status of 404/);
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    await openPage(page, "/about");
    const response = await page.goto("/wrong/turn?x=1");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: en.notFound.title })).toBeVisible();
    await expect(page.getByText(en.notFound.text)).toBeVisible();
    await expect(page.getByText("/wrong/turn", { exact: true })).toBeVisible();
    expect(warnings.some((w) => w.includes("/wrong/turn"))).toBe(true);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: company.phones[0].display })).toHaveAttribute(
      "href",
      `tel:${company.phones[0].tel}`,
    );
    await expect(main.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);

    await page.getByRole("button", { name: en.notFound.back }).click();
    await expect(page).toHaveURL(/\/about$/);

    await page.goto("/another/missing");
    await hydrated(page);
    await page.getByRole("link", { name: en.notFound.home }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("404 page without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("offers the way home, and no Go Back button that could not work", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto("/wrong/turn");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: en.notFound.title })).toBeVisible();
    await expect(page.getByRole("button", { name: en.notFound.back })).toBeHidden();
    await page.getByRole("link", { name: en.notFound.home }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(en.notFound.title);
  });
});
