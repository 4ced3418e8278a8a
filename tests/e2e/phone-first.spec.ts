import type { Locator } from "@playwright/test";
import { company, companyLinks } from "../../app/content/company";
import { common as enCommon } from "../../app/content/locales/en/common";
import { home as enHome } from "../../app/content/locales/en/home";
import { servicesPages as enServices } from "../../app/content/locales/en/service-pages";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { home as frHome } from "../../app/content/locales/fr/home";
import { servicesPages as frServices } from "../../app/content/locales/fr/service-pages";
import { locales, localizePath } from "../../app/lib/i18n";
import { expect, hydrated, openPage, test, uniqueEmail, workingDay } from "./fixtures";
import { expectQuoteFor, scheduleFromWidget } from "./helpers/dialogs";
import { coveredByTab, expectOnFirstScreen } from "./helpers/page-checks";
import { escapeRegExp } from "./helpers/text";

/**
 * A phone's first screen, as a new visitor gets it (cookie banner up): the page says what it is, offers
 * a quote, and puts the company one tap away; nothing fixed on the screen covers what it has to say.
 * Every page's first screen and contact tab are checked in every-page.spec.ts; here, the home page's whole
 * first screen, the check's own test, the menus and the toast.
 */

const common = { en: enCommon, fr: frCommon } as const;
const home = { en: enHome, fr: frHome } as const;
const services = { en: enServices, fr: frServices } as const;

test.describe("the contact tab covers nothing on phones", { tag: "@phone" }, () => {
  test("the check sees a covered control: a button put in the tab's way is reported", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, "/about");
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

test.describe("the first phone screen, cookie banner up (375×800)", { tag: "@phone" }, () => {
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
});

test.describe("the cookie banner hides nothing for good (320×640)", { tag: "@phone" }, () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the footer's last link scrolls out from under the banner", async ({ page }) => {
    await page.goto("/fr/terms");
    const banner = page.getByRole("region", { name: frCommon.cookie.label });
    await expect(banner).toBeVisible();
    const last = page.getByRole("contentinfo").getByRole("link").last();
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const link = await last.boundingBox();
    const top = (await banner.boundingBox())?.y ?? 0;
    expect(link && link.y + link.height <= top, "the last link ends above the banner").toBe(true);
    // A tap reaches it: nothing lies over it.
    await last.click({ trial: true, timeout: 2000 });
  });

  test("the open menu ends on the screen, its last link above the banner", async ({ page }) => {
    await page.goto("/fr/about");
    await hydrated(page);
    await expect(page.getByRole("region", { name: frCommon.cookie.label })).toBeVisible();
    await page.getByRole("button", { name: frCommon.header.openMenu }).click();
    const menu = page.getByRole("navigation", { name: frCommon.header.mobileNav });
    await expect(menu).toBeVisible();
    // It ends at the screen's foot (within a pixel's rounding of the header's height), not below it.
    const box = await menu.boundingBox();
    expect((box?.y ?? 999) + (box?.height ?? 999)).toBeLessThanOrEqual(641);
    const last = menu.getByRole("link").last();
    await last.scrollIntoViewIfNeeded();
    await last.click({ trial: true, timeout: 2000 });
  });
});

test.describe("the mobile menu", { tag: "@phone" }, () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const locale of locales) {
    const t = common[locale];
    test(`offers Call and WhatsApp, and Escape closes it with focus back on its button (${locale})`, async ({
      page,
    }) => {
      await openPage(page, localizePath("/about", locale));
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

/** How wide `text` is in `field`'s own font, and the room its content box leaves it, in CSS pixels. */
function textRoom(field: Locator, text: string): Promise<{ needed: number; room: number }> {
  return field.evaluate((element, words) => {
    const style = getComputedStyle(element);
    const canvas = document.createElement("canvas").getContext("2d");
    if (!canvas) throw new Error("no canvas");
    canvas.font = `${style.fontSize} ${style.fontFamily}`;
    return {
      needed: canvas.measureText(words).width,
      room: element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
    };
  }, text);
}

/** The placeholders among `form`'s fields that their field is too narrow to show whole. */
async function placeholdersCut(form: Locator): Promise<string[]> {
  const cut: string[] = [];
  for (const field of await form.locator("input[placeholder]").all()) {
    const placeholder = (await field.getAttribute("placeholder")) ?? "";
    const { needed, room } = await textRoom(field, placeholder);
    if (needed > room) cut.push(placeholder);
  }
  return cut;
}

test.describe("the lead forms on a phone", { tag: "@phone" }, () => {
  test.use({ viewport: { width: 360, height: 740 } });

  // The narrowest phone, and the narrowest width where the form's fields stand two to a row.
  for (const width of [320, 640]) {
    for (const locale of locales) {
      const t = common[locale];
      test(`the quote form's examples show whole at ${width} px, on the request page and in the dialog (${locale})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(localizePath("/request", locale));
        const onPage = page.getByRole("form", { name: t.quote.title });
        await expect(onPage.getByRole("textbox", { name: t.quote.location })).toBeVisible();
        expect(await placeholdersCut(onPage)).toEqual([]);

        // The dialog is the narrower of the two.
        await openPage(page, localizePath("/services/ndt", locale));
        await page.getByRole("main").getByRole("link", { name: services[locale].labels.quote }).first().click();
        const dialog = await expectQuoteFor(page, t, "ndt");
        await expect(dialog.getByRole("textbox", { name: t.quote.location })).toBeVisible();
        expect(await placeholdersCut(dialog)).toEqual([]);
      });
    }
  }

  for (const locale of locales) {
    test(`a service's name longer than the home page's list ends in an ellipsis, beside the list's arrow (${locale})`, async ({
      page,
    }) => {
      await page.goto(localizePath("/", locale));
      const list = page.getByRole("main").getByRole("combobox", { name: home[locale].inquiry.service });
      const names = await list.locator("option").allTextContents();
      const longest = names.reduce((a, b) => (b.length > a.length ? b : a));
      await list.selectOption({ label: longest });
      const { needed, room } = await textRoom(list, longest);
      expect(needed).toBeGreaterThan(room);
      // The browser's own select would cut the name mid-letter; this one draws its own arrow and an ellipsis.
      const drawn = await list.evaluate((select) => {
        const style = getComputedStyle(select);
        return { appearance: style.appearance, textOverflow: style.textOverflow, arrow: style.backgroundImage };
      });
      expect(drawn).toEqual({ appearance: "none", textOverflow: "ellipsis", arrow: expect.stringContaining("svg") });
    });
  }

  for (const locale of locales) {
    test(`the home page's message form leaves the browser's words for the chosen files a line of their own (${locale})`, async ({
      page,
    }) => {
      await page.goto(localizePath("/", locale));
      const picker = page.getByLabel(common[locale].leads.files.label);
      await picker.scrollIntoViewIfNeeded();
      const buttonOwnLine = await picker.evaluate(
        (input) => getComputedStyle(input, "::file-selector-button").display === "block",
      );
      expect(buttonOwnLine).toBe(true);
      // The picker's words are the browser's, in the phone's language: a French phone's are the longest.
      const { needed, room } = await textRoom(picker, "Aucun fichier choisi");
      expect(room).toBeGreaterThanOrEqual(needed);
    });
  }
});

test.describe("the French desktop menu", () => {
  for (const width of [1024, 1280, 1440]) {
    test(`stays on one line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, "/fr/about");
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

test("a toast never covers an open dialog", async ({ page }) => {
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
