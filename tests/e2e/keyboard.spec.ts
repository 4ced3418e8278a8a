import type { Locator, Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { common as en } from "../../app/content/locales/en/common";
import { gallery } from "../../app/content/locales/en/gallery";
import { home } from "../../app/content/locales/en/home";
import { startup } from "../../app/content/locales/en/startup";
import { expect, hydrated, leadsWhere, openPage, test, uniqueEmail } from "./fixtures";
import { byId, galleryItems } from "./helpers/illustrated-lists";
import { tabTo } from "./helpers/keyboard";

/**
 * Keyboard journeys (WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.3, 2.4.7): every step uses the keyboard only:
 * Tab, Shift+Tab, Enter, Space, Esc, arrow keys, typing. No clicks, no `fill`, no `selectOption`.
 */

// Date fields take their segments in the order of the browser's language: month, day, year here.
test.use({ locale: "en-US" });

/** The focused element shows a focus indicator: an outline, or a box-shadow ring. */
async function expectFocusIndicator(page: Page) {
  const style = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    return {
      what: `<${el.tagName.toLowerCase()}> ${(el.textContent ?? "").trim().slice(0, 40)}`,
      outline: s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) > 0,
      ring: s.boxShadow !== "none",
    };
  });
  expect(style, "something has focus").not.toBeNull();
  expect(style?.outline || style?.ring, `${style?.what} shows no focus indicator`).toBe(true);
}

/**
 * Reaches `target` with `key` (Tab unless told), checks that it shows its focus, then presses `press` on it
 * (Enter unless told).
 */
async function activate(
  page: Page,
  target: Locator,
  { key, max, press = "Enter" }: { key?: string; max?: number; press?: string } = {},
) {
  await tabTo(page, target, { key, max });
  await expectFocusIndicator(page);
  await page.keyboard.press(press);
}

/** Esc closes `overlay` and gives the focus back to `opener`. */
async function escapeCloses(page: Page, overlay: Locator, opener: Locator) {
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Tomorrow's date next year: always selectable (today or later), as typed and as the field's value. */
function futureDate() {
  const d = new Date();
  const year = d.getFullYear() + 1;
  return { typed: `0615${year}`, value: `${year}-06-15` };
}

test.describe("skip link", () => {
  test("is the first Tab stop, visible when focused, and moves focus to the main content", async ({ page }) => {
    await openPage(page, "/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: startup.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectFocusIndicator(page);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab continues inside the main content, past the header's links: to its first link. Focus on
    // <main> itself would be inside it too, so the link is named.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").locator("a[href]").first()).toBeFocused();
    await expectFocusIndicator(page);
  });

  test("a Tab pressed before the page hears of the new address keeps its place", async ({ page }) => {
    await openPage(page, "/about");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    const first = page.getByRole("main").locator("a[href]").first();
    await expect(first).toBeFocused();
    // A busy page hears of the skip link's #main after the visitor has tabbed on: as it does then.
    await page.evaluate(() => window.dispatchEvent(new HashChangeEvent("hashchange")));
    await expect(first).toBeFocused();
  });
});

test.describe("forms by keyboard", () => {
  test("a consultation is booked from the contact widget, every required field filled", async ({ page }) => {
    await openPage(page, "/about");
    const w = en.widget;
    const c = en.consultation;
    const tab = page.getByRole("button", { name: w.tab });
    // The widget comes last in the page: one Shift+Tab from the top of the page reaches it.
    await activate(page, tab, { key: "Shift+Tab" });
    const panel = page.getByRole("region", { name: w.title });
    await expect(panel).toBeVisible();
    await activate(page, panel.getByRole("button", { name: w.schedule }));

    const dialog = page.getByRole("dialog", { name: c.title });
    await expect(dialog).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(dialog.getByLabel(c.name)).toBeFocused();
    await page.keyboard.type("Ekane Mbella");
    await tabTo(page, dialog.getByLabel(c.email));
    await page.keyboard.type("ekane@example.org");
    await tabTo(page, dialog.getByLabel(c.service));
    await expectFocusIndicator(page);
    // Typing the first letters of an option chooses it in a closed select.
    await page.keyboard.type("Non-D");
    await expect(dialog.getByLabel(c.service).locator("option:checked")).toHaveText(c.services.ndt);
    await tabTo(page, dialog.getByLabel(c.date));
    const date = futureDate();
    await page.keyboard.type(date.typed);
    await expect(dialog.getByLabel(c.date)).toHaveValue(date.value);
    await tabTo(page, dialog.getByLabel(c.time));
    await page.keyboard.type("10");
    // A literal: the slot as English writes a time of day.
    await expect(dialog.getByLabel(c.time).locator("option:checked")).toHaveText("10:00 AM");
    await tabTo(page, dialog.getByLabel(c.message));
    await page.keyboard.type("MT of 12 fillet welds on a skid, AWS D1.1.");
    await activate(page, dialog.getByRole("button", { name: c.submit }));

    await expect(page.getByText(c.successTitle)).toBeVisible();
    // The confirmation takes the form's place and focus, so it is read out; Esc closes the dialog.
    await expect(dialog.getByRole("heading", { name: en.leads.received.title })).toBeFocused();
    await expect(dialog.getByTestId("lead-reference")).toHaveText(/^WI-/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The button that opened the dialog went away with the panel: focus returns to the widget's tab.
    await expect(tab).toBeFocused();
  });

  test("the home page's Send us a Message form is sent by keyboard", { tag: "@every-width" }, async ({
    page,
    isMobile,
  }) => {
    const email = uniqueEmail("keyboard");
    await openPage(page, "/");
    const f = home.inquiry;
    // A keyboard user reaches the form through the menu's Contact link.
    if (isMobile) {
      await tabTo(page, page.getByRole("button", { name: en.header.openMenu }));
      await page.keyboard.press("Enter");
      // The menu's code loads on first open: a Tab pressed before it shows goes on into the page.
      const menu = page.getByRole("navigation", { name: en.header.mobileNav });
      await expect(menu).toBeVisible();
      await tabTo(page, menu.getByRole("link", { name: en.header.contact }));
    } else {
      await tabTo(
        page,
        page.getByRole("navigation", { name: en.header.mainNav }).getByRole("link", { name: en.header.contact }),
      );
    }
    await page.keyboard.press("Enter");
    const contact = page.getByRole("region", { name: home.contact.title });
    await expect(contact).toBeFocused();
    await expect(contact).toBeInViewport();

    const form = page.getByRole("form", { name: f.title });
    // From the contact section, the form's first field is the next stop.
    await page.keyboard.press("Tab");
    await expect(form.getByLabel(f.name)).toBeFocused();
    await expectFocusIndicator(page);
    await page.keyboard.type("Ngo Biyong");
    await tabTo(page, form.getByLabel(f.email));
    await page.keyboard.type(email);
    await tabTo(page, form.getByLabel(f.company));
    await page.keyboard.type("Douala Tank Works");
    await tabTo(page, form.getByLabel(f.service));
    await page.keyboard.type("Coat");
    await expect(form.getByLabel(f.service).locator("option:checked")).toHaveText(en.inquiryServices.coating);
    await tabTo(page, form.getByLabel(f.details));
    await page.keyboard.type("DFT survey of two crude tanks, ISO 19840.");
    await activate(page, form.getByRole("button", { name: f.submit }), { press: "Space" });

    const received = page.getByRole("heading", { name: en.leads.received.title });
    await expect(received).toBeFocused();
    const ref = (await page.getByTestId("lead-reference").textContent()) ?? "";
    const [lead] = await leadsWhere("ref", ref);
    expect(lead?.fields).toMatchObject({
      name: "Ngo Biyong",
      email,
      company: "Douala Tank Works",
      service: "coating",
      details: "DFT survey of two crude tanks, ISO 19840.",
    });
    // Another request starts from an empty form.
    await tabTo(page, page.getByRole("button", { name: en.leads.received.another }));
    await page.keyboard.press("Enter");
    await expect(form.getByLabel(f.name)).toHaveValue("");
  });
});

test.describe("dialogs close with Esc and give focus back", () => {
  test("consultation, from the home page's contact banner", async ({ page }) => {
    // Hundreds of Tab presses through the whole home page: a budget of their own on a busy machine.
    test.slow();
    await openPage(page, "/");
    const contact = page.getByRole("region", { name: home.contact.title });
    const opener = contact.getByRole("link", { name: home.contact.scheduleConsultation });
    await activate(page, opener, { max: 400 });
    const dialog = page.getByRole("dialog", { name: en.consultation.title });
    await expect(dialog).toBeVisible();
    // Focus is inside the dialog and stays there.
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await escapeCloses(page, dialog, opener);
  });

  test("quote, from the header's Get a Quote", { tag: "@every-width" }, async ({ page, isMobile }) => {
    await openPage(page, "/about");
    if (isMobile) {
      // Phones keep Get a Quote in the menu.
      await tabTo(page, page.getByRole("button", { name: en.header.openMenu }));
      await page.keyboard.press("Enter");
    }
    const opener = page.getByRole("link", { name: en.header.getQuote });
    await activate(page, opener);
    const dialog = page.getByRole("dialog", { name: en.quote.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(en.quote.name)).toBeFocused();
    await escapeCloses(page, dialog, opener);
  });

  test("blog reader, from the home page's blog teaser", async ({ page }) => {
    // Hundreds of Tab presses through the whole home page: a budget of their own on a busy machine.
    test.slow();
    await openPage(page, "/");
    const blog = page.getByRole("region", { name: home.blog.title });
    const opener = blog.getByRole("link", { name: home.blog.readArticle }).first();
    await activate(page, opener, { max: 400 });
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: home.blog.reader.close })).toBeAttached();
    await escapeCloses(page, dialog, opener);
  });

  test("gallery viewer, arrow keys inside, from a picture of the grid", async ({ page }) => {
    await openPage(page, "/gallery");
    const grid = page.getByRole("region", { name: gallery.gridTitle });
    const title = byId(galleryItems, "phased-array-ut").title.en;
    const opener = grid.getByRole("link", { name: title });
    await activate(page, opener);
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog")).not.toHaveAccessibleName(title);
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("menus", () => {
  test("the mobile menu opens with Enter, a group expands, and a link navigates and closes it", {
    tag: "@phone",
  }, async ({ page }) => {
    await openPage(page, "/about");
    const toggle = page.getByRole("button", { name: en.header.openMenu });
    await activate(page, toggle);
    const menu = page.getByRole("navigation", { name: en.header.mobileNav });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: en.header.closeMenu })).toHaveAttribute("aria-expanded", "true");
    const group = menu.getByRole("button", { name: en.header.services });
    await activate(page, group);
    await expect(group).toHaveAttribute("aria-expanded", "true");
    const link = menu.getByRole("link", { name: en.pages["service-coating"].name });
    await activate(page, link);
    await expect(page).toHaveURL(/\/services\/coating$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages["service-coating"].title);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: en.header.openMenu })).toBeVisible();
  });

  test("the mobile menu closes when its Contact link is chosen on the home page", { tag: "@phone" }, async ({
    page,
  }) => {
    // "/" to "/#contact" keeps the pathname: the menu must close on the navigation itself.
    await openPage(page, "/");
    await tabTo(page, page.getByRole("button", { name: en.header.openMenu }));
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: en.header.mobileNav });
    // Tab once the menu shows, as a visitor would: its code loads on first open.
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole("link", { name: en.header.contact }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#contact$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("region", { name: home.contact.title })).toBeFocused();
  });

  test("a desktop menu opens with Enter, arrows and Tab move through its links, Esc closes it", async ({ page }) => {
    await openPage(page, "/about");
    const nav = page.getByRole("navigation", { name: en.header.mainNav });
    const button = nav.getByRole("button", { name: en.header.industries });
    await activate(page, button);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const first = nav.getByRole("link", { name: en.pages["industry-oil-gas"].name });
    const second = nav.getByRole("link", { name: en.pages["industry-maritime"].name });
    await expect(first).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(first).toBeFocused();
    await expectFocusIndicator(page);
    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(first).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(first).toBeHidden();
    await expect(button).toBeFocused();
    // Enter on a link follows it.
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/industries\/oil-gas$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages["industry-oil-gas"].title);
    await expect(first).toBeHidden();
  });
});

test.describe("floating overlays are operable and do not trap focus", { tag: "@every-width" }, () => {
  test("the contact widget opens, is worked and closed by keyboard, and Tab leaves it", async ({ page }) => {
    await openPage(page, "/about");
    const w = en.widget;
    const tab = page.getByRole("button", { name: w.tab });
    await tabTo(page, tab, { key: "Shift+Tab" });
    await expect(tab).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    const panel = page.getByRole("region", { name: w.title });
    await expect(panel).toBeVisible();
    // Focus moves into the panel it opened.
    expect(await panel.evaluate((p) => p.contains(document.activeElement))).toBe(true);
    await expectFocusIndicator(page);
    // Esc folds it back to the tab.
    await escapeCloses(page, panel, tab);

    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    const email = panel.getByRole("link", { name: new RegExp(w.email) });
    await tabTo(page, email, { max: 8 });
    await expect(email).toHaveAttribute("href", `mailto:${company.email}`);
    await expectFocusIndicator(page);
    // Past the panel's last action, Tab goes on out of it.
    await page.keyboard.press("Tab");
    expect(await panel.evaluate((p) => p.contains(document.activeElement))).toBe(false);
    // The close button folds it too, focus back on the tab.
    await tabTo(page, panel.getByRole("button", { name: w.close }), { key: "Shift+Tab", max: 8 });
    await page.keyboard.press("Enter");
    await expect(panel).toBeHidden();
    await expect(tab).toBeFocused();
  });

  test("the cookie banner is reached, worked and left by keyboard", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const banner = page.getByRole("region", { name: en.cookie.label });
    await expect(banner).toBeVisible();
    const accept = banner.getByRole("button", { name: en.cookie.accept });
    await tabTo(page, accept, { key: "Shift+Tab", max: 10 });
    await expectFocusIndicator(page);
    // Tab moves on past the banner's last control: it does not hold focus.
    await tabTo(page, banner.getByRole("button", { name: en.cookie.close }), { max: 3 });
    await page.keyboard.press("Tab");
    expect(await banner.evaluate((b) => b.contains(document.activeElement))).toBe(false);
    await expect(page.getByRole("button", { name: en.widget.tab })).toBeFocused();
    // Its privacy link is in reach too.
    await tabTo(page, banner.getByRole("link", { name: en.cookie.privacyLink }), { key: "Shift+Tab", max: 6 });
    await expectFocusIndicator(page);
    await tabTo(page, accept, { max: 4 });
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
  });
});
