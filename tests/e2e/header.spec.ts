import { company } from "../../app/content/company";
import { common as en } from "../../app/content/locales/en/common";
import { common as fr } from "../../app/content/locales/fr/common";
import { expect, openPage, test, withConsent } from "./fixtures";

const { header: h, pages } = en;

const navy = "rgb(11, 31, 51)";

test.describe("header", { tag: "@every-width" }, () => {
  test("is transparent on the home page until scrolled past 50 px, then solid", async ({ page }) => {
    await openPage(page, "/");
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

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the home page's header is solid, so scrolled text never runs under it", async ({ page }) => {
      await withConsent(page);
      await page.goto("/");
      const header = page.getByRole("banner");
      await expect(header).toHaveCSS("background-color", navy);
      await expect(header).toHaveCSS("background-image", "none");
      await page.mouse.wheel(0, 600);
      await expect(header).toHaveCSS("background-color", navy);
    });
  });

  test("is solid on other pages and stays fixed", async ({ page }) => {
    await openPage(page, "/about");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("background-color", navy);
    await expect(header).toHaveCSS("position", "fixed");
  });

  test("shows phone, email and four social links opening in a new tab", async ({ page, isMobile }) => {
    await openPage(page, "/about");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: company.phones[0].display })).toHaveAttribute(
      "href",
      `tel:${company.phones[0].tel}`,
    );
    if (isMobile) await header.getByRole("button", { name: h.openMenu }).click();
    else
      await expect(header.getByRole("link", { name: company.email })).toHaveAttribute(
        "href",
        `mailto:${company.email}`,
      );
    for (const [name, url] of [
      [en.social.facebook, company.social.facebook],
      [en.social.twitter, company.social.twitter],
      [en.social.linkedin, company.social.linkedin],
      [en.social.instagram, company.social.instagram],
    ] as const) {
      const link = header.getByRole("link", { name: `${name} ${en.newTab}` });
      await expect(link).toHaveAttribute("href", url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});

test.describe("desktop menus", () => {
  test("open on hover and list the service pages", async ({ page }) => {
    await openPage(page, "/about");
    const nav = page.getByRole("navigation", { name: h.mainNav });
    await nav.getByRole("button", { name: h.services }).hover();
    const services = nav.getByRole("link");
    await expect(nav.getByRole("link", { name: pages["service-coating"].name })).toBeVisible();
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
    await nav.getByRole("link", { name: pages["service-lifting"].name }).click();
    await expect(page).toHaveURL(/\/services\/lifting$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages["service-lifting"].title);
  });

  test("work with the keyboard alone", async ({ page }) => {
    await openPage(page, "/about");
    const nav = page.getByRole("navigation", { name: h.mainNav });
    const industries = nav.getByRole("button", { name: h.industries });
    await industries.focus();
    await page.keyboard.press("Enter");
    await expect(industries).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: pages["industry-oil-gas"].name })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: pages["industry-maritime"].name })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(industries).toHaveAttribute("aria-expanded", "false");

    const about = nav.getByRole("button", { name: h.about });
    await about.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: pages["about-team"].name })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about\/team$/);
  });

  test("the About menu leads to the about pages, then to the proof a buyer checks", async ({ page }) => {
    await openPage(page, "/fr/services/ndt");
    const nav = page.getByRole("navigation", { name: fr.header.mainNav });
    await nav.getByRole("button", { name: fr.header.about }).click();
    const about = nav.getByRole("listitem").filter({ has: page.getByRole("button", { name: fr.header.about }) });
    await expect(about.getByRole("link").first()).toBeVisible();
    expect(await about.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/fr/about",
      "/fr/about/vision",
      "/fr/about/mission",
      "/fr/about/team",
      "/fr/about/qualification",
      "/fr/about/team/certificates",
      "/fr/projects",
    ]);
    await about.getByRole("link", { name: fr.pages.certificates.name }).click();
    await expect(page).toHaveURL(/\/fr\/about\/team\/certificates$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.pages.certificates.title);
  });

  test("have the direct links", async ({ page }) => {
    await openPage(page, "/about");
    const nav = page.getByRole("navigation", { name: h.mainNav });
    await expect(nav.getByRole("link", { name: h.home })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: h.staffOutsourcing })).toHaveAttribute(
      "href",
      "/services/staff-outsourcing",
    );
    await expect(nav.getByRole("link", { name: h.blog })).toHaveAttribute("href", "/blog");
    await expect(nav.getByRole("link", { name: h.contact })).toHaveAttribute("href", "/#contact");
  });
});

test.describe("mobile menu", { tag: "@phone" }, () => {
  test("opens, expands groups independently and closes on navigation", async ({ page }) => {
    await openPage(page, "/about");
    await expect(page.getByRole("navigation", { name: h.mainNav })).toBeHidden();
    const toggle = page.getByRole("button", { name: h.openMenu });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: h.mobileNav });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: h.closeMenu })).toHaveAttribute("aria-expanded", "true");

    const services = menu.getByRole("button", { name: h.services });
    const industries = menu.getByRole("button", { name: h.industries });
    const about = menu.getByRole("button", { name: h.about });
    await expect(menu.getByRole("link", { name: pages["service-coating"].name })).toBeHidden();
    await services.click();
    await expect(menu.getByRole("link", { name: pages["service-coating"].name })).toBeVisible();
    await industries.click();
    // Opening one group leaves the other open.
    await expect(menu.getByRole("link", { name: pages["service-coating"].name })).toBeVisible();
    await expect(menu.getByRole("link", { name: pages["industry-maritime"].name })).toBeVisible();
    await services.click();
    await expect(menu.getByRole("link", { name: pages["service-coating"].name })).toBeHidden();
    await expect(menu.getByRole("link", { name: pages["industry-maritime"].name })).toBeVisible();
    await expect(about).toHaveAttribute("aria-expanded", "false");

    // The About group is closed, and its proof links are in view all the same; its about pages are not.
    await expect(about).toHaveAttribute("aria-expanded", "false");
    for (const id of ["qualification", "certificates", "projects"] as const) {
      await expect(menu.getByRole("link", { name: pages[id].name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: pages["about-vision"].name })).toBeHidden();
    await about.click();
    await expect(menu.getByRole("link", { name: pages["about-vision"].name })).toBeVisible();
    await expect(menu.getByRole("link", { name: pages.qualification.name })).toBeVisible();

    await menu.getByRole("link", { name: pages["industry-maritime"].name }).click();
    await expect(page).toHaveURL(/\/industries\/maritime$/);
    // A page of its own: the menu is closed there, its button offers to open it.
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: h.openMenu })).toBeVisible();
  });
});
