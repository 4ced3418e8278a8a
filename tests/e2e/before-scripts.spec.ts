import type { Page, Route } from "@playwright/test";
import { common as en } from "../../app/content/locales/en/common";
import { home as enHome } from "../../app/content/locales/en/home";
import { staff as enStaff } from "../../app/content/locales/en/staff";
import { common as fr } from "../../app/content/locales/fr/common";
import { home as frHome } from "../../app/content/locales/fr/home";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, test, uniqueEmail, withConsent } from "./fixtures";
import { fillByLabel } from "./helpers/forms";
import { escapeRegExp } from "./helpers/text";

/*
 * What a visitor can do before the site's scripts run: on a slow mobile link they arrive seconds after the
 * page paints, and some browsers never run them. Menus, the contact tab and the quote links must work
 * in that window, and what was opened in it must survive the scripts' arrival.
 */

const { header: h, pages } = en;
const siteScripts = /\/assets\/.*\.js$/;

/**
 * Holds the site's scripts back, as a slow network would, until `release` lets through those whose address
 * matches its pattern (all of them by default), held or still to come.
 */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  const released: RegExp[] = [];
  const isReleased = (route: Route) => released.some((pattern) => pattern.test(route.request().url()));
  await page.route(siteScripts, (route) => (isReleased(route) ? route.continue() : held.push(route)));
  return async (pattern = /./) => {
    released.push(pattern);
    const now = held.filter(isReleased);
    held.splice(0, held.length, ...held.filter((route) => !isReleased(route)));
    await Promise.all(now.map((route) => route.continue()));
  };
}

/** Opens `path` while the scripts are held: the page is painted and usable, nothing has hydrated. */
async function openBeforeScripts(page: Page, path: string) {
  // Module scripts delay DOMContentLoaded, so the page is awaited by what a visitor sees.
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("banner")).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the desktop menus open under their buttons and close with Esc or a click elsewhere", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: h.mainNav });
    const services = nav.getByRole("button", { name: h.services });
    const coating = nav.getByRole("link", { name: pages["service-coating"].name });
    await expect(coating).toBeHidden();
    await services.click();
    await expect(coating).toBeVisible();
    const button = await services.boundingBox();
    const link = await coating.boundingBox();
    expect(button && link && link.y > button.y + button.height && Math.abs(link.x - button.x) < 40).toBe(true);
    await page.keyboard.press("Escape");
    await expect(coating).toBeHidden();

    const industries = nav.getByRole("button", { name: h.industries });
    const maritime = nav.getByRole("link", { name: pages["industry-maritime"].name });
    await industries.click();
    await expect(maritime).toBeVisible();
    await page.getByRole("main").click({ position: { x: 5, y: 400 } });
    await expect(maritime).toBeHidden();

    await industries.click();
    await maritime.click();
    await expect(page).toHaveURL(/\/industries\/maritime$/);
  });

  test("the phone menu opens, its groups expand, and its links lead on", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/fr/about");
    const menu = page.getByRole("navigation", { name: fr.header.mobileNav });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: fr.header.openMenu }).click();
    await expect(menu).toBeVisible();
    const ndt = menu.getByRole("link", { name: fr.pages["service-ndt"].name });
    await expect(ndt).toBeHidden();
    await menu.getByText(fr.header.services, { exact: true }).click();
    await expect(ndt).toBeVisible();
    await expect(menu.getByRole("link", { name: fr.header.getQuote })).toHaveAttribute("href", "/fr/request#quote");
    await ndt.click();
    await expect(page).toHaveURL(/\/fr\/services\/ndt$/);
  });

  test("the contact tab leads to the contact section", { tag: "@every-width" }, async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: en.widget.tab }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole("heading", { name: enHome.contact.title })).toBeInViewport();
  });

  test("the home page's blog teaser opens each article on its own page", async ({ page }) => {
    await page.goto("/fr");
    const blog = page.getByRole("region", { name: frHome.blog.title });
    const card = blog.getByRole("article").nth(1);
    const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
    await card.getByRole("link", { name: frHome.blog.readArticle }).click();
    await expect(page).toHaveURL(/\/fr\/blog\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("a gallery picture opens on its own", async ({ page }) => {
    await page.goto("/gallery");
    const tile = page.getByRole("main").getByRole("listitem").getByRole("link").first();
    await expect(tile).toHaveAttribute("aria-haspopup", "dialog");
    const href = (await tile.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/(photos|images)\/[\w.-]+\.(jpg|svg)$/);
    expect((await page.request.get(href)).ok()).toBe(true);
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
  });

  test("a legal page's last-updated line shows a day", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByText(en.updated)).toHaveText(new RegExp(`^${en.updated} \\d{1,2} [A-Z][a-z]+ \\d{4}$`));
  });
});

test.describe("before the scripts arrive", () => {
  test("the header's Get a Quote opens the quote form on the request page", { tag: "@every-width" }, async ({
    page,
    isMobile,
  }) => {
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/services/ndt");
    if (isMobile) {
      await page.getByRole("button", { name: h.openMenu }).click();
      await page.getByRole("navigation", { name: h.mobileNav }).getByRole("link", { name: h.getQuote }).click();
    } else await page.getByRole("banner").getByRole("link", { name: h.getQuote }).click();
    await expect(page).toHaveURL(/\/request#quote$/);
    await expect(page.getByRole("form", { name: en.quote.title })).toBeVisible();
    await release();
    await hydrated(page);
  });

  test("the staff page's quote link reaches the staff quote, which sends and answers with its reference", async ({
    page,
  }) => {
    const q = en.quote;
    await holdScripts(page);
    await openBeforeScripts(page, "/services/staff-outsourcing");
    await page.getByRole("main").getByRole("link", { name: enStaff.quote }).first().click();
    await expect(page).toHaveURL(/\/request\?quote=staff-outsourcing#quote$/);
    const form = page.getByRole("form", { name: q.title });
    await expect(form.getByLabel(q.service)).toHaveValue("staff-outsourcing");
    await fillByLabel(form, {
      [q.name]: "Amina Bello",
      [q.email]: uniqueEmail("before-scripts"),
      [q.roles]: "1 API 510 inspector",
      [q.headcount]: "1",
      [q.details]: "Two-week shutdown, Limbe",
    });
    await form.getByRole("button", { name: q.submit }).click();
    // The answer comes while the scripts are still held: the server's page, the outcome under its title.
    await expect(page.getByRole("heading").nth(1)).toHaveText(en.leads.received.title);
    await expect(page.getByTestId("lead-reference")).toHaveText(/^WI-[2-9A-HJ-NP-Z]{5}$/);
  });

  test("a menu opened before the scripts stays open once they run", { tag: "@every-width" }, async ({
    page,
    isMobile,
  }) => {
    await withConsent(page);
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/about");
    if (isMobile) {
      await page.getByRole("button", { name: h.openMenu }).click();
      const menu = page.getByRole("navigation", { name: h.mobileNav });
      const coating = menu.getByRole("link", { name: pages["service-coating"].name });
      await menu.getByText(h.services, { exact: true }).click();
      await expect(coating).toBeVisible();
      // The page hydrates while the scripted menu's own code is still on its way: the menu stays.
      const menuCode = /\/mobile-nav[.-][\w-]+\.js$/;
      await release(new RegExp(`^(?!.*${menuCode.source})`));
      await hydrated(page);
      await expect(coating).toBeVisible();
      await release(menuCode);
      const close = page.getByRole("button", { name: h.closeMenu });
      await expect(close).toHaveAttribute("aria-expanded", "true");
      // The same group is open in the scripted menu.
      await expect(menu.getByRole("button", { name: h.services })).toHaveAttribute("aria-expanded", "true");
      await expect(coating).toBeVisible();
      await close.click();
      await expect(menu).toBeHidden();
    } else {
      const nav = page.getByRole("navigation", { name: h.mainNav });
      await nav.getByRole("button", { name: h.services }).click();
      const coating = nav.getByRole("link", { name: pages["service-coating"].name });
      await expect(coating).toBeVisible();
      await release();
      await hydrated(page);
      await expect(nav.getByRole("button", { name: h.services })).toHaveAttribute("aria-expanded", "true");
      await expect(coating).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(coating).toBeHidden();
    }
  });

  test("focus on the contact tab stays on it when the scripts take over", { tag: "@every-width" }, async ({ page }) => {
    await withConsent(page);
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/about");
    await page.getByRole("link", { name: en.widget.tab }).focus();
    await release();
    await hydrated(page);
    await expect(page.getByRole("button", { name: en.widget.tab })).toBeFocused();
  });

  test("the home page's header turns solid when scrolled", { tag: "@every-width" }, async ({ page }) => {
    await withConsent(page);
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/");
    const header = page.getByRole("banner");
    const navy = "rgb(11, 31, 51)";
    await expect(header).not.toHaveCSS("background-color", navy);
    // At 50 px it is still transparent, once the browser has drawn that position; past 50 it is solid.
    await page.evaluate(async () => {
      window.scrollTo({ top: 50, behavior: "instant" });
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    });
    expect(await header.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(navy);
    await page.evaluate(() => window.scrollTo({ top: 51, behavior: "instant" }));
    await expect(header).toHaveCSS("background-color", navy);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveCSS("background-color", navy);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveCSS("background-color", navy);
    await release();
    await hydrated(page);
    await expect(header).toHaveCSS("background-color", navy);
  });

  test("where the browser cannot tie the header to the scroll, the home page's header still turns solid", async ({
    page,
  }) => {
    // A browser without scroll-driven animations (Firefox, Safari before 26): its CSS never turns the header.
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS);
      CSS.supports = (...query: [string]) => !String(query[0]).includes("animation-timeline") && supports(...query);
      const sheet = new CSSStyleSheet();
      sheet.replaceSync("header { animation: none !important }");
      document.adoptedStyleSheets = [sheet];
    });
    await withConsent(page);
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/");
    const header = page.getByRole("banner");
    const navy = "rgb(11, 31, 51)";
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveCSS("background-color", navy);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(header).not.toHaveCSS("background-color", navy);
    await release();
  });
});

test.describe("the states scripts never reach have no axe violations", () => {
  // axe runs as a script in the page, so JavaScript stays on; the site's own scripts are refused instead.
  test.beforeEach(async ({ page, consoleGuard }) => {
    await withConsent(page);
    await page.route(siteScripts, (route) => route.abort());
    consoleGuard.allow(/Failed to load resource|Failed to fetch dynamically imported module/);
  });

  test("an open menu", { tag: "@every-width" }, async ({ page, isMobile }) => {
    await page.goto("/about", { waitUntil: "commit" });
    if (isMobile) {
      await page.getByRole("button", { name: h.openMenu }).click();
      const menu = page.getByRole("navigation", { name: h.mobileNav });
      await menu.getByText(h.industries, { exact: true }).click();
      await expect(menu.getByRole("link", { name: pages["industry-maritime"].name })).toBeVisible();
      await expectNoAxeViolations(page, "phone menu before the scripts");
    } else {
      const nav = page.getByRole("navigation", { name: h.mainNav });
      await nav.getByRole("button", { name: h.about }).click();
      await expect(nav.getByRole("link", { name: pages["about-team"].name })).toBeVisible();
      await expectNoAxeViolations(page, "desktop menu before the scripts");
    }
  });
});
