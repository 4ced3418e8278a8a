import { company } from "../../app/content/company";
import { expect, hydrated, test, withConsent } from "./fixtures";

const navy = "rgb(11, 31, 51)";

test.describe("header", () => {
  test("is transparent on the home page until scrolled past 50 px, then solid", async ({ page }) => {
    await withConsent(page);
    await page.goto("/");
    await hydrated(page);
    const header = page.getByRole("banner");
    await expect(header).not.toHaveCSS("background-color", navy);
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect(header).not.toHaveCSS("background-color", navy);
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveCSS("background-color", navy);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveCSS("background-color", navy);
  });

  test("is solid on other pages and stays fixed", async ({ page }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("background-color", navy);
    await expect(header).toHaveCSS("position", "fixed");
  });

  test("shows phone, email and four social links opening in a new tab", async ({ page, isMobile }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: company.phones[0].display })).toHaveAttribute(
      "href",
      `tel:${company.phones[0].tel}`,
    );
    if (isMobile) await header.getByRole("button", { name: "Open menu" }).click();
    else
      await expect(header.getByRole("link", { name: company.email })).toHaveAttribute(
        "href",
        `mailto:${company.email}`,
      );
    for (const [name, url] of [
      ["Facebook", company.social.facebook],
      ["X (Twitter)", company.social.twitter],
      ["LinkedIn", company.social.linkedin],
      ["Instagram", company.social.instagram],
    ] as const) {
      const link = header.getByRole("link", { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});

test.describe("desktop menus", () => {
  test.beforeEach(({ isMobile }) => test.skip(isMobile, "desktop only"));

  test("open on hover and list the spec's links", async ({ page }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).hover();
    const services = nav.getByRole("link");
    await expect(nav.getByRole("link", { name: "Coating Inspection" })).toBeVisible();
    const hrefs = await services.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const path of [
      "/services/ndt",
      "/services/inspection",
      "/services/coating",
      "/services/lifting",
      "/services/pressure-vessel",
      "/services/consulting",
    ]) {
      expect(hrefs).toContain(path);
    }
    await nav.getByRole("link", { name: "Lifting Equipment Inspection" }).click();
    await expect(page).toHaveURL(/\/services\/lifting$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lifting Equipment Inspection");
  });

  test("work with the keyboard alone", async ({ page }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const industries = nav.getByRole("button", { name: "Industries" });
    await industries.focus();
    await page.keyboard.press("Enter");
    await expect(industries).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Oil & Gas" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Maritime" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(industries).toHaveAttribute("aria-expanded", "false");

    const about = nav.getByRole("button", { name: "About" });
    await about.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Our Team" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about\/team$/);
  });

  test("have the direct links of the spec", async ({ page }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Staff Outsourcing" })).toHaveAttribute(
      "href",
      "/services/staff-outsourcing",
    );
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/#contact");
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, "mobile only"));

  test("opens, expands groups independently and closes on navigation", async ({ page }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    const services = menu.getByRole("button", { name: "Services" });
    const industries = menu.getByRole("button", { name: "Industries" });
    const about = menu.getByRole("button", { name: "About" });
    await expect(menu.getByRole("link", { name: "Coating Inspection" })).toBeHidden();
    await services.click();
    await expect(menu.getByRole("link", { name: "Coating Inspection" })).toBeVisible();
    await industries.click();
    // Opening one group leaves the other open.
    await expect(menu.getByRole("link", { name: "Coating Inspection" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Maritime" })).toBeVisible();
    await services.click();
    await expect(menu.getByRole("link", { name: "Coating Inspection" })).toBeHidden();
    await expect(menu.getByRole("link", { name: "Maritime" })).toBeVisible();
    await expect(about).toHaveAttribute("aria-expanded", "false");

    await menu.getByRole("link", { name: "Maritime" }).click();
    await expect(page).toHaveURL(/\/industries\/maritime$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
