import { company } from "../../app/content/company";
import { common as en } from "../../app/content/locales/en/common";
import { localeAutonyms } from "../../app/lib/i18n";
import { expect, hydrated, officeDay, test, withConsent } from "./fixtures";

const c = en.consultation;

test.describe("cookie banner", () => {
  for (const [exit, stored] of [
    [en.cookie.accept, "accepted"],
    [en.cookie.decline, "declined"],
    [en.cookie.close, "declined"],
  ] as const) {
    test(`${exit} stores "${stored}" and the banner stays away`, async ({ page }) => {
      await page.goto("/about");
      await hydrated(page);
      const banner = page.getByRole("region", { name: en.cookie.label });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link", { name: en.cookie.privacyLink })).toHaveAttribute("href", "/privacy");
      await banner.getByRole("button", { name: exit, exact: true }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(stored);
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole("region", { name: en.cookie.label })).toBeHidden();
    });
  }

  test("shows again when the stored choice is corrupt", async ({ page }) => {
    await page.addInitScript(() => {
      // Init scripts also run in embedded frames, where storage may be denied.
      try {
        localStorage.setItem("cookie-consent", "maybe?");
      } catch {}
    });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("region", { name: en.cookie.label })).toBeVisible();
  });

  test("the site works when storage throws, and simply forgets", async ({ page }) => {
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { configurable: true, get: deny });
    });
    await page.goto("/about");
    await hydrated(page);
    const banner = page.getByRole("region", { name: en.cookie.label });
    await banner.getByRole("button", { name: en.cookie.accept }).click();
    await expect(banner).toBeHidden();
    await page
      .getByRole("navigation", { name: en.header.language })
      .getByRole("link", { name: localeAutonyms.fr })
      .click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});

test.describe("contact widget", () => {
  test("expands into four actions and collapses", async ({ page }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    const tab = page.getByRole("button", { name: en.widget.tab });
    await tab.click();
    const panel = page.getByRole("region", { name: en.widget.title });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(en.widget.note)).toBeVisible();
    const whatsapp = panel.getByRole("link", { name: new RegExp(en.widget.whatsapp) });
    await expect(whatsapp).toHaveAttribute("href", `https://wa.me/${company.whatsapp}`);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(panel.getByRole("link", { name: new RegExp(en.widget.call) })).toHaveAttribute(
      "href",
      `tel:${company.phones[0].tel}`,
    );
    await expect(panel.getByRole("link", { name: new RegExp(en.widget.email) })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    await panel.getByRole("button", { name: en.widget.close }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: en.widget.tab })).toBeFocused();
  });

  test("Schedule Meeting opens the consultation dialog and collapses the panel", async ({ page }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("button", { name: en.widget.tab }).click();
    await page.getByRole("button", { name: en.widget.schedule }).click();
    await expect(page.getByRole("dialog", { name: c.title })).toBeVisible();
    await expect(page.getByRole("region", { name: en.widget.title })).toBeHidden();
  });
});

test.describe("consultation dialog", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("button", { name: en.widget.tab }).click();
    await page.getByRole("button", { name: en.widget.schedule }).click();
    await expect(page.getByRole("dialog", { name: c.title })).toBeVisible();
  });

  test("offers the consultation's services and time slots and refuses past dates", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: c.title });
    const services = await dialog.getByLabel(c.service).locator("option").allTextContents();
    // The services and slots are literals: this test pins the exact offer the company asked for.
    expect(services).toEqual([
      en.form.selectService,
      "Professional Welding",
      "Visual Inspection",
      "Non-Destructive Testing",
      "Training & Certification",
      "Third-Party Inspection",
      "Weld Procedure Qualification",
      "Technical Consulting",
    ]);
    const slots = await dialog.getByLabel(c.time).locator("option").allTextContents();
    expect(slots.slice(1)).toEqual([
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
    ]);
    await expect(dialog.getByLabel(c.date)).toHaveAttribute("min", officeDay());
  });

  test("keeps the dialog and what was typed when required fields are missing", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: c.title });
    await dialog.getByLabel(c.name).fill("Amina Bello");
    await dialog.getByLabel(c.email).fill("not-an-email");
    await dialog.getByRole("button", { name: c.submit }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(c.name)).toHaveValue("Amina Bello");
    expect(await dialog.getByLabel(c.email).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await dialog.getByLabel(c.email).fill("amina@example.org");
    await dialog.getByLabel(c.service).selectOption({ label: c.services["visual-inspection"] });
    await dialog.getByLabel(c.date).fill(officeDay(-1));
    await dialog.getByLabel(c.time).selectOption({ label: "10:00 AM" });
    await dialog.getByRole("button", { name: c.submit }).click();
    await expect(dialog).toBeVisible();
    expect(await dialog.getByLabel(c.date).evaluate((el: HTMLInputElement) => el.validity.rangeUnderflow)).toBe(true);
  });

  test("submits: confirms with a reference, clears every field, and closes when asked", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: c.title });
    await dialog.getByLabel(c.name).fill('Jean "JP" <b>Mbarga</b>');
    await dialog.getByLabel(c.email).fill("jp@example.org");
    await dialog.getByLabel(c.phone).fill("+237 699 99 99 99");
    await dialog.getByLabel(c.company).fill("Kribi Port & Co");
    await dialog.getByLabel(c.service).selectOption({ label: c.services.ndt });
    await dialog.getByLabel(c.date).fill(officeDay(3));
    await dialog.getByLabel(c.time).selectOption({ label: "2:00 PM" });
    await dialog.getByLabel(c.message).fill("PAUT on 40 girth welds, 12 in.");
    await dialog.getByRole("button", { name: c.submit }).click();
    await expect(page.getByText(c.successTitle)).toBeVisible();
    await expect(page.getByText(c.successText)).toBeVisible();
    await expect(dialog.getByTestId("lead-reference")).toHaveText(/^WI-/);
    await expect(dialog.getByRole("heading", { name: en.leads.received.title })).toBeFocused();
    await dialog.getByRole("button", { name: c.close }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: en.widget.tab }).click();
    await page.getByRole("button", { name: en.widget.schedule }).click();
    for (const label of [c.name, c.email, c.phone, c.company, c.date, c.message]) {
      await expect(dialog.getByLabel(label)).toHaveValue("");
    }
    await expect(dialog.getByLabel(c.service)).toHaveValue("");
    await expect(dialog.getByLabel(c.time)).toHaveValue("");
  });

  test("Cancel and Esc close without submitting, focus returns", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: c.title });
    await dialog.getByLabel(c.name).fill("Draft");
    await dialog.getByRole("button", { name: c.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(c.successTitle)).toBeHidden();
    await page.getByRole("button", { name: en.widget.tab }).click();
    await page.getByRole("button", { name: en.widget.schedule }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has its links and the visitor's current year", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-04T10:00:00"));
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/© 2031/)).toBeVisible();
    await expect(footer.getByRole("link", { name: new RegExp(en.homeLink) })).toHaveAttribute("href", "/");
    const quick = footer.getByRole("navigation", { name: en.footer.quickLinksTitle });
    expect(await quick.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/about",
      "/about/vision",
      "/#industries",
      "/#why-choose-us",
      "/#contact",
    ]);
    const services = footer.getByRole("navigation", { name: en.footer.servicesTitle });
    expect(await services.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/#services",
      "/#services",
      "/#services",
      "/#services",
      "/services/staff-outsourcing",
    ]);
    const legal = footer.getByRole("navigation", { name: en.footer.legalNav });
    for (const [name, href] of [
      [en.pages.terms.name, "/terms"],
      [en.pages.privacy.name, "/privacy"],
      [en.pages.standards.name, "/standards"],
    ] as const) {
      await expect(legal.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: `${en.social.linkedin} ${en.newTab}` })).toHaveAttribute(
      "target",
      "_blank",
    );
  });
});
