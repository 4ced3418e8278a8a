import type { Page } from "@playwright/test";
import { blog as enBlog } from "../../app/content/locales/en/blog";
import { common as en } from "../../app/content/locales/en/common";
import { home as enHome } from "../../app/content/locales/en/home";
import { proof as proofEn } from "../../app/content/locales/en/proof";
import { servicesPages as servicesEn } from "../../app/content/locales/en/service-pages";
import { formatDay, todayInputValue } from "../../app/lib/dates";
import { fill } from "../../app/lib/i18n";
import { expect, hydrated, storeBeforeLoad, test, uniqueEmail, withConsent } from "./fixtures";
import { expectQuoteFor } from "./helpers/dialogs";
import { postBySlug, postsOf } from "./helpers/posts";
import { recordShareSheet } from "./helpers/share";

/**
 * Holds back the island module whose address matches `module`, as a slow link would; resolves to a function
 * that lets it through, once the page has asked for it.
 */
async function holdModule(page: Page, module: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(module, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(module);
  return async () => {
    await asked;
    release();
  };
}

/** The paths of the scripts the page asks for from now on, filled in as it asks. */
function scriptsAsked(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * On the pages built with islands, React loads only when a visitor reaches for a part that needs it: the
 * header, the contact tab, a dialog's link. Before that the page's HTML and its inline scripts do the work.
 */
test.describe("islands that start when used", () => {
  test("a visitor who only reads loads no island's code, and still answers the cookie banner", async ({ page }) => {
    const scripts = scriptsAsked(page);
    await page.goto("/services/ndt");
    const banner = page.getByRole("region", { name: en.cookie.label });
    await expect(banner).toBeVisible();
    await page.waitForLoadState("networkidle");
    const islands = await page
      .locator("astro-island")
      .evaluateAll((nodes) =>
        nodes.flatMap((node) => [node.getAttribute("component-url"), node.getAttribute("renderer-url")]),
      );
    expect(islands.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => islands.includes(script))).toEqual([]);

    await banner.getByRole("button", { name: en.cookie.decline, exact: true }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
    expect(scripts.filter((script) => islands.includes(script))).toEqual([]);

    // Reaching for the header loads its code.
    const headerCode = page.waitForRequest((request) => /\/assets\/header-island\.[\w-]+\.js$/.test(request.url()));
    await page.getByRole("banner").getByRole("link", { name: en.header.getQuote }).hover();
    await headerCode;
  });

  test("a visitor who only fills the home page's form is told it was received", async ({ page }) => {
    await withConsent(page);
    await page.goto("/");
    // Nothing else on the page reached for: the shell, which holds the notifications, has not started.
    const shell = page.locator('astro-island[component-url*="shell-island"]');
    await expect(shell).toHaveAttribute("ssr", "");
    const form = page.getByRole("form", { name: enHome.inquiry.title });
    await form.getByLabel(enHome.inquiry.name).fill("Grace Ebong");
    await form.getByLabel(enHome.inquiry.email).fill(uniqueEmail("toast-only-form"));
    await form.getByLabel(enHome.inquiry.service).selectOption({ label: en.inquiryServices.ndt });
    await form.getByLabel(enHome.inquiry.details).fill("UT thickness survey of two 12 m diesel tanks, Bonaberi.");
    await form.getByRole("button", { name: enHome.inquiry.submit }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText(en.leads.received.title);
  });

  test("a corrupt stored consent shows the banner on a page built with islands", async ({ page }) => {
    await storeBeforeLoad(page, "cookie-consent", "maybe?");
    await page.goto("/about");
    const banner = page.getByRole("region", { name: en.cookie.label });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: en.cookie.close }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
  });

  test("a quote link clicked before the shell's code has come opens the dialog once it comes", async ({ page }) => {
    await withConsent(page);
    const release = await holdModule(page, /\/assets\/shell-island\.[\w-]+\.js$/);
    await page.goto("/services/ndt");
    await page.getByRole("main").getByRole("link", { name: servicesEn.labels.quote }).first().click();
    await release();
    await expectQuoteFor(page, en, "ndt");
    // The dialog's own history entry (Back closes it), on the same page.
    await expect(page).toHaveURL(/\/services\/ndt#quote-form$/);
  });

  test("if the shell's code never comes, the held click loads the request page", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource|Failed to fetch dynamically imported module/);
    await withConsent(page);
    // Astro's loader tries the module twice, the second time with a query of its own.
    await page.route(/\/assets\/shell-island\.[\w-]+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto("/services/ndt");
    await page.getByRole("main").getByRole("link", { name: servicesEn.labels.quote }).first().click();
    await expect(page).toHaveURL(/\/request\?quote=ndt#quote$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.request.title);
  });

  test("a gallery picture pressed before its code has come opens in the larger view once it comes", async ({
    page,
  }) => {
    await withConsent(page);
    const release = await holdModule(page, /\/assets\/gallery-grid-island\.[\w-]+\.js$/);
    await page.goto("/gallery");
    const tile = page.getByRole("main").getByRole("listitem").getByRole("link").first();
    const title = (await tile.textContent())?.trim() ?? "";
    await tile.click();
    await release();
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test("Share pressed before its code has come shares once it comes", async ({ page }) => {
    await withConsent(page);
    const shared = await recordShareSheet(page);
    const release = await holdModule(page, /\/assets\/share-island\.[\w-]+\.js$/);
    await page.goto("/blog/advanced-ndt-techniques");
    await page.getByRole("button", { name: enBlog.share.button }).click();
    await release();
    await expect.poll(async () => (await shared()).length).toBe(1);
  });

  test("a reader of the blog's list loads none of its code; what they type before it comes then filters the list", async ({
    page,
  }) => {
    await withConsent(page);
    const listCode = /\/assets\/blog-list-island\.[\w-]+\.js$/;
    const scripts = scriptsAsked(page);
    const release = await holdModule(page, listCode);
    await page.goto("/blog");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => listCode.test(path))).toEqual([]);

    // Focusing the box sends for the code; the visitor types on meanwhile, and the code comes after.
    const search = page.getByRole("searchbox", { name: enBlog.list.searchLabel });
    await search.pressSequentially("asme v");
    await release();
    const ndt = postBySlug(postsOf("en"), "advanced-ndt-techniques");
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([ndt.title]);
    await expect(search).toHaveValue("asme v");
    await expect(page).toHaveURL(/\/blog\?q=asme\+v$/);
  });

  test("a link to a filtered list comes filtered from the server, and it and a campaign's query load no code", async ({
    page,
  }) => {
    await withConsent(page);
    const scripts = scriptsAsked(page);
    await page.goto("/blog?category=safety");
    await expect(page.getByRole("button", { name: enBlog.categories.safety, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const safety = postsOf("en").filter((post) => post.category === "safety");
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText(
      safety.map((post) => post.title),
    );

    await page.waitForLoadState("networkidle");
    await page.goto("/blog?utm_source=newsletter&utm_medium=email");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => /\/assets\/blog-list-island\./.test(path))).toEqual([]);
  });

  test("the qualification pack prints and dates its letterhead, and a legal page dates itself, with no island's code", async ({
    page,
  }) => {
    await withConsent(page);
    const scripts = scriptsAsked(page);
    const day = formatDay(todayInputValue(), "en");
    await page.goto("/about/qualification");
    await expect(page.locator("[data-print-letterhead]")).toContainText(
      fill(proofEn.letterhead.printedOn, { date: day }),
    );
    const printing = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => window.addEventListener("beforeprint", () => resolve(true), { once: true })),
    );
    await page.getByRole("button", { name: proofEn.qualification.printPack }).click();
    expect(await printing).toBe(true);

    await page.goto("/privacy");
    await expect(page.getByText(en.updated)).toHaveText(`${en.updated} ${day}`);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((script) => script.startsWith("/assets/"))).toEqual([]);
  });

  test("the 404 page names and logs the path the visitor tried, and Go Back goes back, with no island's code", async ({
    page,
    consoleGuard,
  }) => {
    // The document itself answers 404, which Chromium reports as a failed resource.
    consoleGuard.allow(/status of 404/);
    await withConsent(page);
    const scripts = scriptsAsked(page);
    // The 404 page's own warning, whatever else the pages before it may log.
    const warned = page.waitForEvent(
      "console",
      (message) => message.type() === "warning" && message.text().startsWith("404 Error"),
    );
    await page.goto("/about");
    // Named as the visitor typed it, accents and all.
    await page.goto("/no/such/équipe");
    expect((await warned).text()).toContain("/no/such/équipe");
    await expect(page.getByText(en.notFound.attempted)).toHaveText(`${en.notFound.attempted} /no/such/équipe`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: en.notFound.back }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(scripts.filter((script) => script.startsWith("/assets/"))).toEqual([]);
  });

  test("from a page the router renders, a link to a page built with islands loads that page's document", async ({
    page,
  }) => {
    await withConsent(page);
    await page.goto("/request");
    await hydrated(page);
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    // A mark on this document's window: a new document has none.
    await page.evaluate(() => Object.assign(window, { routerDocument: true }));
    const about = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/about" && r.request().isNavigationRequest(),
    );
    await page.getByRole("contentinfo").getByRole("link", { name: en.footer.quick.aboutUs }).click();
    expect((await about).status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.about.title);
    expect(await page.evaluate(() => "routerDocument" in window)).toBe(false);
    // The router asked for no data of the page it does not render.
    expect(asked.filter((path) => path.endsWith(".data"))).toEqual([]);
  });
});
