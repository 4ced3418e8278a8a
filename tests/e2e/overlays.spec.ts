import { company } from "../../app/content/company";
import { expect, hydrated, officeDay, test, withConsent } from "./fixtures";

test.describe("cookie banner", () => {
  for (const [exit, stored] of [
    ["Accept All", "accepted"],
    ["Decline", "declined"],
    ["Close and decline", "declined"],
  ] as const) {
    test(`${exit} stores "${stored}" and the banner stays away`, async ({ page }) => {
      await page.goto("/about");
      await hydrated(page);
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link", { name: "Read our Privacy Policy" })).toHaveAttribute("href", "/privacy");
      await banner.getByRole("button", { name: exit, exact: true }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(stored);
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
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
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
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
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});

test.describe("contact widget", () => {
  test("expands into four actions and collapses", async ({ page }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    const tab = page.getByRole("button", { name: "CONTACT US" });
    await tab.click();
    const panel = page.getByRole("region", { name: "Contact Us" });
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Response within 1 hour")).toBeVisible();
    const whatsapp = panel.getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", `https://wa.me/${company.whatsapp}`);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(panel.getByRole("link", { name: /Call Us/ })).toHaveAttribute("href", `tel:${company.phones[0].tel}`);
    await expect(panel.getByRole("link", { name: /Email/ })).toHaveAttribute("href", `mailto:${company.email}`);
    await panel.getByRole("button", { name: "Close contact panel" }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "CONTACT US" })).toBeFocused();
  });

  test("Schedule Meeting opens the consultation dialog and collapses the panel", async ({ page }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("button", { name: "CONTACT US" }).click();
    await page.getByRole("button", { name: "Schedule Meeting" }).click();
    await expect(page.getByRole("dialog", { name: "Schedule a Consultation" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Contact Us" })).toBeHidden();
  });
});

test.describe("consultation dialog", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("button", { name: "CONTACT US" }).click();
    await page.getByRole("button", { name: "Schedule Meeting" }).click();
    await expect(page.getByRole("dialog", { name: "Schedule a Consultation" })).toBeVisible();
  });

  test("offers the spec's services and slots and refuses past dates", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: "Schedule a Consultation" });
    const services = await dialog.getByLabel("Service Needed").locator("option").allTextContents();
    expect(services).toEqual([
      "Select a service",
      "Professional Welding",
      "Visual Inspection",
      "Non-Destructive Testing",
      "Training & Certification",
      "Third-Party Inspection",
      "Weld Procedure Qualification",
      "Technical Consulting",
    ]);
    const slots = await dialog.getByLabel("Preferred Time").locator("option").allTextContents();
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
    await expect(dialog.getByLabel("Preferred Date")).toHaveAttribute("min", officeDay());
  });

  test("keeps the dialog and what was typed when required fields are missing", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: "Schedule a Consultation" });
    await dialog.getByLabel("Full Name").fill("Amina Bello");
    await dialog.getByLabel("Email Address").fill("not-an-email");
    await dialog.getByRole("button", { name: "Schedule Consultation" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Amina Bello");
    expect(await dialog.getByLabel("Email Address").evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(
      true,
    );
    await dialog.getByLabel("Email Address").fill("amina@example.org");
    await dialog.getByLabel("Service Needed").selectOption({ label: "Visual Inspection" });
    await dialog.getByLabel("Preferred Date").fill(officeDay(-1));
    await dialog.getByLabel("Preferred Time").selectOption({ label: "10:00 AM" });
    await dialog.getByRole("button", { name: "Schedule Consultation" }).click();
    await expect(dialog).toBeVisible();
    expect(
      await dialog.getByLabel("Preferred Date").evaluate((el: HTMLInputElement) => el.validity.rangeUnderflow),
    ).toBe(true);
  });

  test("submits: confirms with a reference, clears every field, and closes when asked", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: "Schedule a Consultation" });
    await dialog.getByLabel("Full Name").fill('Jean "JP" <b>Mbarga</b>');
    await dialog.getByLabel("Email Address").fill("jp@example.org");
    await dialog.getByLabel("Phone Number").fill("+237 699 99 99 99");
    await dialog.getByLabel("Company").fill("Kribi Port & Co");
    await dialog.getByLabel("Service Needed").selectOption({ label: "Non-Destructive Testing" });
    await dialog.getByLabel("Preferred Date").fill(officeDay(3));
    await dialog.getByLabel("Preferred Time").selectOption({ label: "2:00 PM" });
    await dialog.getByLabel("Message").fill("PAUT on 40 girth welds, 12 in.");
    await dialog.getByRole("button", { name: "Schedule Consultation" }).click();
    await expect(page.getByText("Consultation Scheduled!")).toBeVisible();
    await expect(
      page.getByText(
        "Thank you for your request. Our team will contact you within 24 hours to confirm your consultation.",
      ),
    ).toBeVisible();
    await expect(dialog.getByTestId("lead-reference")).toHaveText(/^WI-/);
    await expect(dialog.getByRole("heading", { name: "Request received" })).toBeFocused();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "CONTACT US" }).click();
    await page.getByRole("button", { name: "Schedule Meeting" }).click();
    for (const label of ["Full Name", "Email Address", "Phone Number", "Company", "Preferred Date", "Message"]) {
      await expect(dialog.getByLabel(label)).toHaveValue("");
    }
    await expect(dialog.getByLabel("Service Needed")).toHaveValue("");
    await expect(dialog.getByLabel("Preferred Time")).toHaveValue("");
  });

  test("Cancel and Esc close without submitting, focus returns", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: "Schedule a Consultation" });
    await dialog.getByLabel("Full Name").fill("Draft");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Consultation Scheduled!")).toBeHidden();
    await page.getByRole("button", { name: "CONTACT US" }).click();
    await page.getByRole("button", { name: "Schedule Meeting" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the spec's links and the visitor's current year", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-04T10:00:00"));
    await withConsent(page);
    await page.goto("/about");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/© 2031/)).toBeVisible();
    await expect(footer.getByRole("link", { name: /home page/ })).toHaveAttribute("href", "/");
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    expect(await quick.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/about",
      "/about/vision",
      "/#industries",
      "/#why-choose-us",
      "/#contact",
    ]);
    const services = footer.getByRole("navigation", { name: "Our Services" });
    expect(await services.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/#services",
      "/#services",
      "/#services",
      "/#services",
      "/services/staff-outsourcing",
    ]);
    const legal = footer.getByRole("navigation", { name: "Legal" });
    for (const [name, href] of [
      ["Terms of Service", "/terms"],
      ["Privacy Policy", "/privacy"],
      ["Industry Standards", "/standards"],
    ] as const) {
      await expect(legal.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: "LinkedIn (opens in a new tab)" })).toHaveAttribute(
      "target",
      "_blank",
    );
  });
});
