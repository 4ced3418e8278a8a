import { company } from "../../app/content/company";
import { consultationSlots } from "../../app/content/forms";
import { common as en } from "../../app/content/locales/en/common";
import { servicesPages as servicesEn } from "../../app/content/locales/en/service-pages";
import { formatClock } from "../../app/lib/format";
import { localeAutonyms } from "../../app/lib/i18n";
import { expect, hydrated, officeDay, openPage, storeBeforeLoad, test, workingDay } from "./fixtures";
import { openWidget, scheduleFromWidget } from "./helpers/dialogs";
import { fillByLabel } from "./helpers/forms";

const c = en.consultation;

test.describe("cookie banner", { tag: "@every-width" }, () => {
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
    await storeBeforeLoad(page, "cookie-consent", "maybe?");
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

test.describe("contact widget", { tag: "@every-width" }, () => {
  test("expands into four actions and collapses", async ({ page }) => {
    await openPage(page, "/about");
    const panel = await openWidget(page, en);
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
    await openPage(page, "/about");
    await scheduleFromWidget(page, en);
    await expect(page.getByRole("region", { name: en.widget.title })).toBeHidden();
  });
});

test.describe("consultation dialog", { tag: "@every-width" }, () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, "/about");
    await scheduleFromWidget(page, en);
  });

  test("offers the consultation's services and time slots and refuses past dates", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: c.title });
    const services = await dialog.getByLabel(c.service).locator("option").allTextContents();
    // The services are literals: this test pins the exact offer the company asked for.
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
    // The slots' English labels are pinned in app/content/forms.test.ts; here, every slot is offered.
    const slots = await dialog.getByLabel(c.time).locator("option").allTextContents();
    expect(slots).toEqual([en.form.selectTime, ...consultationSlots.map((slot) => formatClock(slot, "en"))]);
    await expect(dialog.getByLabel(c.date)).toHaveAttribute("min", officeDay());
  });

  test("keeps the dialog and what was typed when required fields are missing", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: c.title });
    await fillByLabel(dialog, { [c.name]: "Amina Bello", [c.email]: "not-an-email" });
    await dialog.getByRole("button", { name: c.submit }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(c.name)).toHaveValue("Amina Bello");
    expect(await dialog.getByLabel(c.email).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await fillByLabel(dialog, {
      [c.email]: "amina@example.org",
      [c.service]: { label: c.services["visual-inspection"] },
      [c.date]: officeDay(-1),
      [c.time]: { label: "10:00 AM" },
    });
    await dialog.getByRole("button", { name: c.submit }).click();
    await expect(dialog).toBeVisible();
    expect(await dialog.getByLabel(c.date).evaluate((el: HTMLInputElement) => el.validity.rangeUnderflow)).toBe(true);
  });

  test("submits: confirms with a reference, clears every field, and closes when asked", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: c.title });
    await fillByLabel(dialog, {
      [c.name]: 'Jean "JP" <b>Mbarga</b>',
      [c.email]: "jp@example.org",
      [c.phone]: "+237 699 99 99 99",
      [c.company]: "Kribi Port & Co",
      [c.service]: { label: c.services.ndt },
      [c.date]: workingDay(3),
      [c.time]: { label: "2:00 PM" },
      [c.message]: "PAUT on 40 girth welds, 12 in.",
    });
    await dialog.getByRole("button", { name: c.submit }).click();
    await expect(page.getByText(c.successTitle)).toBeVisible();
    await expect(page.getByText(c.successText)).toBeVisible();
    await expect(dialog.getByTestId("lead-reference")).toHaveText(/^WI-/);
    await expect(dialog.getByRole("heading", { name: en.leads.received.title })).toBeFocused();
    await dialog.getByRole("button", { name: c.close }).click();
    await expect(dialog).toBeHidden();

    await scheduleFromWidget(page, en);
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
    await scheduleFromWidget(page, en);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("form dialogs and the Back button", () => {
  test("Back closes an open dialog and stays on the page; a dialog closed by Cancel leaves no entry", async ({
    page,
  }) => {
    await openPage(page, "/services/ndt");
    const opener = page.getByRole("main").getByRole("link", { name: servicesEn.labels.quote }).first();
    const dialog = page.getByRole("dialog", { name: en.quote.title });
    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(en.quote.name).fill("Paul Mbarga");

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/services\/ndt$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: en.quote.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/services\/ndt$/);
    // Closed by Esc as soon as it shows, the dialog leaves no entry either.
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/services\/ndt$/);
    // The consultation dialog too.
    const consultation = await scheduleFromWidget(page, en);
    await page.goBack();
    await expect(consultation).toBeHidden();
    await expect(page).toHaveURL(/\/services\/ndt$/);
  });
});

test.describe("footer", () => {
  test("has its links and the visitor's current year", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-04T10:00:00"));
    await openPage(page, "/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/© 2031/)).toBeVisible();
    await expect(footer.getByRole("link", { name: new RegExp(en.homeLink) })).toHaveAttribute("href", "/");
    /** Where the links of the footer's navigation named `name` lead, in order. */
    const targets = (name: string) =>
      footer
        .getByRole("navigation", { name })
        .getByRole("link")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect({
      quick: await targets(en.footer.quickLinksTitle),
      services: await targets(en.footer.servicesTitle),
      proof: await targets(en.footer.proofTitle),
    }).toEqual({
      quick: ["/about", "/about/vision", "/#industries", "/#why-choose-us", "/#contact"],
      services: ["/#services", "/#services", "/#services", "/#services", "/services/staff-outsourcing"],
      proof: ["/about/qualification", "/about/team/certificates", "/projects"],
    });
    const proof = footer.getByRole("navigation", { name: en.footer.proofTitle });
    for (const id of ["qualification", "certificates", "projects"] as const) {
      await expect(proof.getByRole("link", { name: en.pages[id].name, exact: true })).toBeVisible();
    }
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
