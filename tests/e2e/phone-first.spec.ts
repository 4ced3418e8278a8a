import type { Page } from "@playwright/test";
import { company, companyLinks } from "../../app/content/company";
import { common as enCommon } from "../../app/content/locales/en/common";
import { home as enHome } from "../../app/content/locales/en/home";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { home as frHome } from "../../app/content/locales/fr/home";
import { neutralPaths } from "../../app/content/prerender.server";
import { locales, localizePath } from "../../app/lib/i18n";
import { expect, hydrated, openPage, test, uniqueEmail, withConsent, workingDay } from "./fixtures";
import { scheduleFromWidget } from "./helpers/dialogs";
import { escapeRegExp } from "./helpers/text";

/**
 * A phone's first screen, as a new visitor gets it (cookie banner up): the page says what it is, offers
 * a quote, and puts the company one tap away; nothing fixed on the screen covers what it has to say.
 */

const common = { en: enCommon, fr: frCommon } as const;
const home = { en: enHome, fr: frHome } as const;
const everyPage = locales.flatMap((locale) =>
  neutralPaths().map((path) => ({ locale, path: localizePath(path, locale) })),
);

/** Fully inside the viewport and above the cookie banner's top edge. */
async function expectOnFirstScreen(page: Page, box: { y: number; height: number } | null, what: string) {
  const banner = await page
    .getByRole("region", { name: enCommon.cookie.label, exact: true })
    .or(page.getByRole("region", { name: frCommon.cookie.label, exact: true }))
    .boundingBox();
  const floor = banner?.y ?? page.viewportSize()?.height ?? 0;
  expect(box, what).not.toBeNull();
  expect(box?.y ?? -1, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0), `${what} ends above the banner (${floor})`).toBeLessThanOrEqual(floor);
}

/**
 * What the contact tab would cover, wherever the page is scrolled: every text and control of the page
 * (fixed layers such as the header and the tab itself excepted) whose box, clipped by its scrolling or
 * clipping ancestors, meets the tab's box at some scroll position.
 */
function coveredByTab(tabName: string): string[] {
  const tab = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === tabName);
  if (!tab) return [`no tab named ${tabName}`];
  const t = tab.getBoundingClientRect();
  const maxScroll = document.documentElement.scrollHeight - innerHeight;
  // Fixed layers move with the screen (the header is above the tab anyway); text only screen readers get
  // is clipped to nothing.
  const skipped = (el: Element | null) => {
    for (let e = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.position === "fixed" || style.position === "sticky") return true;
      if ((style.clip !== "auto" && style.clip !== "") || style.clipPath !== "none") return true;
    }
    return false;
  };
  // The part of `rect` left visible by `from` and its ancestors that clip or scroll their content.
  const clip = (from: Element | null, rect: DOMRect) => {
    let { left, right, top, bottom } = rect;
    for (let e = from; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.overflowX !== "visible" || style.overflowY !== "visible") {
        const c = e.getBoundingClientRect();
        left = Math.max(left, c.left);
        right = Math.min(right, c.right);
        top = Math.max(top, c.top);
        bottom = Math.min(bottom, c.bottom);
      }
    }
    return { left, right, top, bottom };
  };
  const y0 = scrollY;
  // Whether a box of the page (at the current scroll) passes under the fixed tab at some scroll position.
  const meets = (r: { left: number; right: number; top: number; bottom: number }) => {
    if (r.right - r.left <= 1 || r.bottom - r.top <= 1) return false;
    if (r.right <= t.left || r.left >= t.right) return false;
    const docTop = r.top + y0;
    const docBottom = r.bottom + y0;
    // Scroll positions s where [docTop - s, docBottom - s] overlaps [t.top, t.bottom].
    const from = Math.max(0, docTop - t.bottom);
    const to = Math.min(maxScroll, docBottom - t.top);
    return from < to;
  };
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (
      !parent ||
      !node.textContent?.trim() ||
      skipped(parent) ||
      !parent.checkVisibility({ visibilityProperty: true })
    )
      continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (meets(clip(parent, rect))) {
        found.push(`text "${node.textContent.trim().slice(0, 40)}"`);
        break;
      }
    }
  }
  for (const control of document.querySelectorAll(
    "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])",
  )) {
    if (skipped(control) || !control.checkVisibility({ visibilityProperty: true })) continue;
    if (meets(clip(control.parentElement, control.getBoundingClientRect()))) {
      found.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? "").trim().slice(0, 40)}"`);
    }
  }
  return found;
}

test.describe("the contact tab covers nothing on phones", () => {
  for (const width of [320, 375]) {
    for (const { locale, path } of everyPage) {
      test(`${path} at ${width} px`, async ({ page, isMobile }) => {
        test.skip(isMobile, "each width is set here; once is enough");
        await page.setViewportSize({ width, height: 740 });
        await withConsent(page);
        await page.goto(path);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(coveredByTab, common[locale].widget.tab)).toEqual([]);
      });
    }
  }

  test("the check sees a covered control: a button put in the tab's way is reported", async ({ page, isMobile }) => {
    test.skip(isMobile, "once");
    await page.setViewportSize({ width: 375, height: 740 });
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    await page.evaluate(() => {
      const main = document.querySelector("main");
      const button = document.createElement("button");
      button.textContent = "In the way";
      button.style.cssText = "position:relative;display:block;width:100%;margin-top:40vh";
      main?.prepend(button);
    });
    expect(await page.evaluate(coveredByTab, enCommon.widget.tab)).toContain('button "In the way"');
  });
});

test.describe("the first phone screen, cookie banner up (375×800)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const locale of locales) {
    const t = common[locale];
    test(`home (${locale}): heading, Request a Quote, call and WhatsApp above a banner of at most a fifth of the screen`, async ({
      page,
    }) => {
      await page.goto(localizePath("/", locale));
      await hydrated(page);
      const banner = page.getByRole("region", { name: t.cookie.label });
      await expect(banner).toBeVisible();
      expect((await banner.boundingBox())?.height ?? 999).toBeLessThanOrEqual(800 * 0.2);

      await expectOnFirstScreen(page, await page.getByRole("heading", { level: 1 }).boundingBox(), "the heading");
      const quote = page
        .getByRole("region", { name: home[locale].hero.title })
        .getByRole("link", { name: home[locale].hero.requestQuote });
      await expectOnFirstScreen(page, await quote.boundingBox(), "Request a Quote");

      const header = page.getByRole("banner");
      const call = header.getByRole("link", { name: new RegExp(escapeRegExp(company.phones[0].display)) });
      await expect(call).toHaveAttribute("href", companyLinks.tel(0));
      await expectOnFirstScreen(page, await call.boundingBox(), "the call link");
      const whatsapp = header.getByRole("link", { name: new RegExp(t.header.whatsappChat) });
      await expect(whatsapp).toHaveAttribute("href", companyLinks.whatsapp);
      await expectOnFirstScreen(page, await whatsapp.boundingBox(), "the WhatsApp link");
      // The number in the top bar stays on one line.
      expect((await call.boundingBox())?.height ?? 999).toBeLessThanOrEqual(40);

      // One tap on the quote action opens the quote form.
      await quote.click();
      await expect(page.getByRole("dialog")).toBeVisible();
    });
  }

  for (const { locale, path } of everyPage) {
    test(`${path}: heading, call and WhatsApp on the first screen`, async ({ page, isMobile }) => {
      test.skip(isMobile, "the viewport is set here");
      const t = common[locale];
      await page.goto(path);
      await hydrated(page);
      const banner = page.getByRole("region", { name: t.cookie.label });
      await expect(banner).toBeVisible();
      expect((await banner.boundingBox())?.height ?? 999).toBeLessThanOrEqual(800 * 0.2);
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
    });
  }
});

test.describe("the mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const locale of locales) {
    const t = common[locale];
    test(`offers Call and WhatsApp, and Escape closes it with focus back on its button (${locale})`, async ({
      page,
    }) => {
      await withConsent(page);
      await page.goto(localizePath("/about", locale));
      await hydrated(page);
      const toggle = page.getByRole("button", { name: t.header.openMenu });
      await toggle.click();
      const menu = page.getByRole("navigation", { name: t.header.mobileNav });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: new RegExp(`^${t.header.callShort}`) })).toHaveAttribute(
        "href",
        companyLinks.tel(0),
      );
      await expect(menu.getByRole("link", { name: new RegExp(`^${t.widget.whatsapp}`) })).toHaveAttribute(
        "href",
        companyLinks.whatsapp,
      );
      // From inside the menu, as a keyboard user would be.
      await menu.getByRole("button", { name: t.header.services }).focus();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: t.header.openMenu })).toBeFocused();
    });
  }
});

test.describe("the French desktop menu", () => {
  for (const width of [1024, 1280, 1440]) {
    test(`stays on one line at ${width} px`, async ({ page, isMobile }) => {
      test.skip(isMobile, "desktop widths");
      await page.setViewportSize({ width, height: 800 });
      await withConsent(page);
      await page.goto("/fr/about");
      await hydrated(page);
      const header = page.getByRole("banner");
      const nav = header.getByRole("navigation", { name: frCommon.header.mainNav });
      if (width >= 1280) {
        await expect(nav).toBeVisible();
        // One row of 44 px items: a second line would double it.
        expect((await nav.boundingBox())?.height ?? 999).toBeLessThanOrEqual(48);
        for (const item of await nav.locator(":scope > ul > li > :is(a, button)").all()) {
          expect((await item.boundingBox())?.height ?? 999, (await item.textContent()) ?? "").toBeLessThanOrEqual(48);
        }
      } else {
        // Between the breakpoints the menu folds into its button, and the bar keeps its single row.
        await expect(nav).toBeHidden();
        await expect(header.getByRole("button", { name: frCommon.header.openMenu })).toBeVisible();
      }
      const quote = header.getByRole("link", { name: frCommon.header.getQuote });
      await expect(quote).toBeVisible();
      expect((await quote.boundingBox())?.height ?? 999).toBeLessThanOrEqual(48);
      const logo = header.getByRole("link", { name: new RegExp(company.shortName) });
      expect((await logo.boundingBox())?.height ?? 999).toBeLessThanOrEqual(48);
    });
  }
});

test("a toast never covers an open dialog", async ({ page, isMobile }) => {
  test.skip(isMobile, "once");
  const t = enCommon;
  await openPage(page, "/about");
  const dialog = await scheduleFromWidget(page, t);
  await dialog.getByLabel(t.consultation.name).fill("Amina Bello");
  await dialog.getByLabel(t.consultation.email).fill(uniqueEmail("toast"));
  await dialog.getByLabel(t.consultation.service).selectOption({ index: 1 });
  await dialog.getByLabel(t.consultation.date).fill(workingDay(3));
  await dialog.getByLabel(t.consultation.time).selectOption({ index: 1 });
  await dialog.getByRole("button", { name: t.consultation.submit }).click();
  // The confirmation stays in the dialog while its toast is shown.
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeAttached();
  await expect(dialog).toBeVisible();
  const box = await toast.boundingBox();
  const onTop = await page.evaluate(
    ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest("[data-sonner-toaster]")),
    { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  );
  expect(onTop).toBe(false);
});
