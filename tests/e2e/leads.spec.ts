import type { Locator, Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { common as enCommon } from "../../app/content/locales/en/common";
import { home as enHome } from "../../app/content/locales/en/home";
import { staff as enStaff } from "../../app/content/locales/en/staff";
import { servicesPages as frServices } from "../../app/content/locales/fr/service-pages";
import { homeDictionaries } from "../../app/content/locales/home";
import { commonDictionaries } from "../../app/content/locales/index";
import { staffDictionaries } from "../../app/content/locales/staff";
import { fill } from "../../app/lib/i18n";
import { parseMailto } from "../../app/lib/mailto";
import { startNode } from "../http/targets";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, leadsWhere, openPage, test, uniqueEmail, withConsent, workingDay } from "./fixtures";
import { scheduleFromWidget } from "./helpers/dialogs";
import { type Answer, fillByLabel } from "./helpers/forms";
import { escapeRegExp } from "./helpers/text";

// The French the site writes, its typography's fixed spaces included: messages are matched as shown.
const { fr: frCommon } = commonDictionaries;
const { fr: frHome } = homeDictionaries;
const { fr: frStaff } = staffDictionaries;

/**
 * The three lead forms, sent as a visitor sends them, in both languages: the reference shown is the
 * reference of the row stored, with every field as typed. The `desktop` project runs these against the
 * embedded database, the `postgres` project against PostgreSQL.
 */

const dictionaries = {
  en: { common: enCommon, home: enHome, staff: enStaff, prefix: "" },
  fr: { common: frCommon, home: frHome, staff: frStaff, prefix: "/fr" },
} as const;

const hostile = `Ngo "Biyong" & Fils <script>alert(1)</script> ' OR 1=1 --`;
const details = `Line 1: 24 girth welds & 8" sch 80?\nLine 2: RT #2 = 50%\nSoudure à 45°, état reçu <b>bold</b>`;

/** The home page's inquiry for ultrasonic testing, from `name` at `email`, as the form's labels ask it. */
const ndtInquiry = (name: string, email: string) => ({
  [enHome.inquiry.name]: name,
  [enHome.inquiry.email]: email,
  [enHome.inquiry.service]: { index: 1 },
  [enHome.inquiry.details]: "UT of 12 nozzle welds",
});

const reference = (scope: Page | Locator) => scope.getByTestId("lead-reference");

/** The reference shown, checked for its form: WI- and five characters with no 0/O or 1/I. */
async function shownReference(scope: Page | Locator): Promise<string> {
  await expect(reference(scope)).toHaveText(/^WI-[2-9A-HJ-NP-Z]{5}$/);
  return (await reference(scope).textContent()) ?? "";
}

async function storedOnce(ref: string) {
  const rows = await leadsWhere("ref", ref);
  expect(rows, `one lead stored under ${ref}`).toHaveLength(1);
  return rows[0] as NonNullable<(typeof rows)[number]>;
}

for (const lang of ["en", "fr"] as const) {
  const { common: t, home, staff, prefix } = dictionaries[lang];

  test.describe(`lead forms (${lang})`, () => {
    test("the inquiry form stores the message and confirms it with a reference", async ({ page }) => {
      const email = uniqueEmail("inquiry");
      await openPage(page, `${prefix || "/"}?utm_source=newsletter&utm_campaign=tank-season`);
      const form = page.getByRole("form", { name: home.inquiry.title });
      await fillByLabel(form, {
        [home.inquiry.name]: hostile,
        [home.inquiry.email]: email,
        [home.inquiry.company]: "Douala Steel & Co",
        [home.inquiry.phone]: "+237 699 00 00 00",
        [home.inquiry.service]: { label: t.inquiryServices.coating },
        [home.inquiry.details]: details,
      });
      await form.getByRole("button", { name: home.inquiry.submit }).click();

      const ref = await shownReference(page);
      await expect(page.getByRole("heading", { name: t.leads.received.title })).toBeVisible();
      await expect(page.getByText(t.leads.received.next.inquiry)).toBeVisible();
      const whatsapp = page.getByRole("link", { name: new RegExp(t.leads.received.whatsapp) });
      expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain(ref);
      // Hostile text is shown nowhere as markup: no element was made from it.
      await expect(page.locator("form b, section b")).toHaveCount(0);

      const lead = await storedOnce(ref);
      expect(lead.kind).toBe("inquiry");
      expect(lead.locale).toBe(lang);
      expect(lead.page).toBe(prefix || "/");
      expect(lead.utm).toEqual({ utm_source: "newsletter", utm_campaign: "tank-season" });
      expect(lead.fields).toEqual({
        name: hostile,
        email,
        company: "Douala Steel & Co",
        phone: "+237 699 00 00 00",
        service: "coating",
        details,
      });
    });

    test("the consultation dialog stores the request with its slot as a code", async ({ page }) => {
      const email = uniqueEmail("consultation");
      await openPage(page, `${prefix}/about`);
      const dialog = await scheduleFromWidget(page, t);
      await fillByLabel(dialog, {
        [t.consultation.name]: "Amina Bello",
        [t.consultation.email]: email,
        [t.consultation.phone]: "+237 677 12 34 56",
        [t.consultation.company]: "Kribi LNG",
        [t.consultation.service]: { label: t.consultation.services.ndt },
        [t.consultation.date]: workingDay(3),
        [t.consultation.time]: { index: 6 },
        [t.consultation.message]: "PAUT on 40 girth welds, 12 in.",
      });
      await dialog.getByRole("button", { name: t.consultation.submit }).click();

      const ref = await shownReference(dialog);
      await expect(page.getByText(t.consultation.successTitle)).toBeVisible();
      await expect(dialog.getByText(t.leads.received.next.consultation)).toBeVisible();
      const lead = await storedOnce(ref);
      expect(lead.kind).toBe("consultation");
      expect(lead.page).toBe(`${prefix}/about`);
      expect(lead.fields).toEqual({
        name: "Amina Bello",
        email,
        phone: "+237 677 12 34 56",
        company: "Kribi LNG",
        service: "ndt",
        preferredDate: workingDay(3),
        preferredTime: "14:00",
        message: "PAUT on 40 girth welds, 12 in.",
      });
    });

    test("the quote dialog stores a staff request with its roles and headcount", async ({ page }) => {
      const email = uniqueEmail("quote");
      await openPage(page, `${prefix}/services/staff-outsourcing`);
      await page.getByRole("main").getByRole("link", { name: staff.quote }).first().click();
      const dialog = page.getByRole("dialog", { name: t.quote.title });
      await expect(dialog.getByLabel(t.quote.service)).toHaveValue("staff-outsourcing");
      await fillByLabel(dialog, {
        [t.quote.name]: "Ngo Ndjock",
        [t.quote.email]: email,
        [t.quote.roles]: "2 CSWIP 3.1 inspectors\n4 coded 6G welders",
        [t.quote.headcount]: "6",
        [t.quote.location]: "Limbe refinery",
        [t.quote.details]: details,
      });
      await dialog.getByRole("button", { name: t.quote.submit }).click();

      const ref = await shownReference(dialog);
      const lead = await storedOnce(ref);
      expect(lead.kind).toBe("quote");
      expect(lead.fields).toMatchObject({
        name: "Ngo Ndjock",
        email,
        service: "staff-outsourcing",
        roles: "2 CSWIP 3.1 inspectors\n4 coded 6G welders",
        headcount: "6",
        location: "Limbe refinery",
        startDate: "",
        details,
      });
    });
  });
}

test.describe("where the visit came from", () => {
  test("a request sent from a later page carries the landing page's referrer and campaign", async ({ page }) => {
    const email = uniqueEmail("campaign");
    await withConsent(page);
    await page.goto("/services/ndt?utm_source=newsletter&utm_medium=email", {
      referer: "https://partner.example/suppliers",
    });
    // On to another page by its link, as a reader does: every page here is a document of its own.
    await page.getByRole("contentinfo").getByRole("link", { name: enCommon.footer.quick.aboutUs }).click();
    await expect(page).toHaveURL(/\/about$/);
    await hydrated(page);
    const dialog = await scheduleFromWidget(page, enCommon);
    await fillByLabel(dialog, {
      [enCommon.consultation.name]: "Amina Bello",
      [enCommon.consultation.email]: email,
      [enCommon.consultation.phone]: "+237 677 12 34 56",
      [enCommon.consultation.service]: { label: enCommon.consultation.services.ndt },
      [enCommon.consultation.date]: workingDay(3),
      [enCommon.consultation.time]: { index: 2 },
    });
    await dialog.getByRole("button", { name: enCommon.consultation.submit }).click();

    const lead = await storedOnce(await shownReference(dialog));
    expect(lead.page).toBe("/about");
    expect(lead.referrer).toBe("https://partner.example/suppliers");
    expect(lead.utm).toEqual({ utm_source: "newsletter", utm_medium: "email" });
  });
});

test.describe("a confirmed request's reference", () => {
  test("outlives its dialog: closed by Back and opened again, the emptied form names it", async ({ page }) => {
    const q = enCommon.quote;
    await openPage(page, "/services/ndt");
    const getQuote = page.getByRole("banner").getByRole("link", { name: enCommon.header.getQuote });
    await getQuote.click();
    const dialog = page.getByRole("dialog", { name: q.title });
    await expect(dialog.getByText(enCommon.leads.copyByMail)).toBeVisible();
    await fillByLabel(dialog, {
      [q.name]: "Amina Bello",
      [q.email]: uniqueEmail("kept"),
      [q.service]: { index: 1 },
      [q.details]: "UT thickness survey of a 20 m3 LPG bullet",
    });
    await dialog.getByRole("button", { name: q.submit }).click();
    const ref = await shownReference(dialog);
    await storedOnce(ref);

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/services\/ndt$/);
    await getQuote.click();
    await expect(dialog.getByLabel(q.name)).toHaveValue("");
    await expect(dialog.getByText(fill(enCommon.leads.received.previous, { ref }))).toBeVisible();
  });

  test("a form emptied for another request names the one just confirmed", async ({ page }) => {
    await openPage(page, "/");
    const form = page.getByRole("form", { name: enHome.inquiry.title });
    await fillByLabel(form, ndtInquiry("Paul Mbarga", uniqueEmail("another")));
    await form.getByRole("button", { name: enHome.inquiry.submit }).click();
    const ref = await shownReference(page);
    await page.getByRole("button", { name: enCommon.leads.received.another }).click();
    const again = page.getByRole("form", { name: enHome.inquiry.title });
    await expect(again.getByLabel(enHome.inquiry.name)).toHaveValue("");
    await expect(again.getByText(fill(enCommon.leads.received.previous, { ref }))).toBeVisible();
  });
});

test.describe("bookable slots", { tag: "@no-storage" }, () => {
  /** The day after `day` (`YYYY-MM-DD`) that falls on `weekday` (0 Sunday … 6 Saturday). */
  function next(weekday: number, day = workingDay(1)): string {
    const date = new Date(`${day}T12:00:00Z`);
    while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString().slice(0, 10);
  }

  test("the dialog greys out what the office cannot take: gone today, Saturday afternoon, Sunday", async ({ page }) => {
    // Saturday 16 March 2030, 10:20 in Douala (UTC+1), on the visitor's clock.
    await page.clock.setFixedTime(new Date("2030-03-16T09:20:00Z"));
    await openPage(page, "/fr");
    const dialog = await scheduleFromWidget(page, frCommon);
    const c = frCommon.consultation;
    const slots = dialog.getByLabel(c.time);
    const enabled = () => slots.locator("option:not([disabled]):not([value=''])");
    await expect(enabled()).toHaveCount(8);

    await dialog.getByLabel(c.date).fill("2030-03-16");
    await expect(enabled()).toHaveText(["11:00", "12:00", "13:00"]);
    await dialog.getByLabel(c.date).fill("2030-03-17");
    await expect(enabled()).toHaveCount(0);
    // A slot chosen for Monday is let go when the day changes to one it does not fit.
    await dialog.getByLabel(c.date).fill("2030-03-18");
    await expect(enabled()).toHaveCount(8);
    await slots.selectOption("15:00");
    await dialog.getByLabel(c.date).fill("2030-03-16");
    await expect(slots).toHaveValue("");
  });

  test("the browser's stop says why in the page's language, whatever the browser's own", async ({ page }) => {
    await openPage(page, "/fr");
    const dialog = await scheduleFromWidget(page, frCommon);
    const c = frCommon.consultation;
    await dialog.getByLabel(c.email).fill("paule");
    await dialog.getByRole("button", { name: c.submit }).click();
    const message = (label: string) =>
      dialog.getByLabel(label).evaluate((control) => (control as HTMLInputElement).validationMessage);
    await expect.poll(() => message(c.name)).toBe(frCommon.leads.errors.required);
    expect(await message(c.email)).toBe(frCommon.leads.errors.email);
    expect(await message(c.service)).toBe(frCommon.leads.errors.choice);
    await expect(dialog).toBeVisible();
  });

  test.describe("without JavaScript, the server refuses the same", () => {
    test.use({ javaScriptEnabled: false });

    for (const { lang, weekday, slot, field, error } of [
      { lang: "fr", weekday: 0, slot: 2, field: "date", error: "closedDay" },
      { lang: "en", weekday: 6, slot: 7, field: "time", error: "closedSlot" },
    ] as const) {
      test(`${error} (${lang})`, async ({ page, consoleGuard }) => {
        consoleGuard.allow(/status of 422/);
        const { common: t, prefix } = dictionaries[lang];
        const c = t.consultation;
        await page.goto(`${prefix}/request`);
        await fillByLabel(page.getByRole("form", { name: c.title }), {
          [c.name]: "Amina Bello",
          [c.email]: "amina@example.org",
          [c.service]: { index: 1 },
          [c.date]: next(weekday),
          [c.time]: { index: slot },
        });
        await page.getByRole("form", { name: c.title }).getByRole("button", { name: c.submit }).click();

        const answer = page.getByRole("form", { name: c.title });
        const refused = answer.getByLabel(field === "date" ? c.date : c.time);
        await expect(refused).toHaveAttribute("aria-invalid", "true");
        await expect(refused).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(t.leads.errors[error])}`));
        await expect(page.getByRole("alert").getByRole("link")).toHaveCount(1);
      });
    }
  });
});

test.describe("refused answers", () => {
  test("the server's messages appear next to their fields, values kept, focus on the first", {
    tag: "@no-storage",
  }, async ({ page }) => {
    await openPage(page, "/");
    const form = page.getByRole("form", { name: enHome.inquiry.title });
    // Longer than the cap, as a browser that ignores `maxlength` sends it: only the schema refuses it.
    await form.getByLabel(enHome.inquiry.name).evaluate((input) => input.removeAttribute("maxlength"));
    const long = "x".repeat(201);
    await fillByLabel(form, ndtInquiry(long, "paul@example.org"));
    await form.getByRole("button", { name: enHome.inquiry.submit }).click();

    const name = form.getByLabel(enHome.inquiry.name);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(enCommon.leads.errors.tooLong);
    await expect(form.getByRole("status")).toHaveText(enCommon.leads.invalid);
    await expect(name).toHaveValue(long);
    await expect(form.getByLabel(enHome.inquiry.details)).toHaveValue("UT of 12 nozzle welds");
    expect(
      await leadsWhere("email", "paul@example.org").then((rows) => rows.filter((r) => r.fields.name === long)),
    ).toHaveLength(0);
    await expectNoAxeViolations(page, "server refused a field");

    // Correcting the field clears its message.
    await name.fill("Paul Mbarga");
    await expect(name).not.toHaveAttribute("aria-invalid");
  });

  test("a double click stores one lead", async ({ page }) => {
    const email = uniqueEmail("double");
    await openPage(page, "/");
    const form = page.getByRole("form", { name: enHome.inquiry.title });
    await fillByLabel(form, ndtInquiry("Paul Mbarga", email));
    await form.getByRole("button", { name: enHome.inquiry.submit }).dblclick();
    const ref = await shownReference(page);
    await expect.poll(async () => (await leadsWhere("email", email)).map((row) => row.ref)).toEqual([ref]);
    await expectNoAxeViolations(page, "confirmation after a double click");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "fr"] as const) {
    const { common: t, home, prefix } = dictionaries[lang];

    test(`the inquiry form posts and the answer page shows the reference (${lang})`, async ({ page }) => {
      const email = uniqueEmail("nojs");
      await page.goto(prefix || "/");
      const form = page.getByRole("form", { name: home.inquiry.title });
      await fillByLabel(form, {
        [home.inquiry.name]: hostile,
        [home.inquiry.email]: email,
        [home.inquiry.service]: { label: t.inquiryServices.ndt },
        [home.inquiry.details]: details,
      });
      await form.getByRole("button", { name: home.inquiry.submit }).click();

      await expect(page).toHaveURL(new RegExp(`${prefix}/request$`));
      await expect(page.getByRole("heading", { name: t.leads.received.title })).toBeVisible();
      const ref = await shownReference(page);
      const lead = await storedOnce(ref);
      expect(lead.locale).toBe(lang);
      expect(lead.fields.name).toBe(hostile);
      expect(lead.fields.details).toBe(details);
    });
  }

  test("every quote and consultation control leads to its form with its service chosen", {
    tag: "@no-storage",
  }, async ({ page }) => {
    const email = uniqueEmail("nojs-links");
    const q = frCommon.quote;
    const c = frCommon.consultation;
    /** The reference the answer page shows first, under its title, and the lead stored under it. */
    async function sendAndConfirm(form: Locator, submit: string) {
      await form.getByRole("button", { name: submit }).click();
      await expect(page).toHaveURL(/\/fr\/request$/);
      await expect(page.getByRole("heading").nth(1)).toHaveText(frCommon.leads.received.title);
      return storedOnce(await shownReference(page));
    }

    // A service page's quote link: the quote form, the page's service chosen.
    await page.goto("/fr/services/ndt");
    await page.getByRole("main").getByRole("link", { name: frServices.labels.quote }).first().click();
    await expect(page).toHaveURL(/\/fr\/request\?quote=ndt#quote$/);
    const quote = page.getByRole("form", { name: q.title });
    await expect(quote.getByLabel(q.service)).toHaveValue("ndt");
    await fillByLabel(quote, { [q.name]: "Eloïse Ndjana", [q.email]: email, [q.details]: "UT de 12 piquages" });
    expect((await sendAndConfirm(quote, q.submit)).fields.service).toBe("ndt");

    // The staff page's: Staff Outsourcing chosen, so the roles and headcount are asked at once.
    await page.goto("/fr/services/staff-outsourcing");
    await page.getByRole("main").getByRole("link", { name: frStaff.quote }).first().click();
    const staffQuote = page.getByRole("form", { name: q.title });
    await expect(staffQuote.getByLabel(q.service)).toHaveValue("staff-outsourcing");
    await fillByLabel(staffQuote, {
      [q.name]: "Eloïse Ndjana",
      [q.email]: email,
      [q.roles]: "2 inspecteurs CSWIP 3.1",
      [q.headcount]: "2",
      [q.details]: "Arrêt technique de 6 semaines",
    });
    const staffLead = await sendAndConfirm(staffQuote, q.submit);
    expect(staffLead.fields.service).toBe("staff-outsourcing");
    expect(staffLead.fields.headcount).toBe("2");

    // The home page's consultation link: the consultation form.
    await page.goto("/fr");
    await page
      .getByRole("region", { name: frHome.contact.title })
      .getByRole("link", { name: frHome.contact.scheduleConsultation })
      .click();
    await expect(page).toHaveURL(/\/fr\/request#consultation$/);
    const consultation = page.getByRole("form", { name: c.title });
    await fillByLabel(consultation, {
      [c.name]: "Eloïse Ndjana",
      [c.email]: email,
      [c.service]: { index: 1 },
      [c.date]: workingDay(1),
      [c.time]: { index: 1 },
    });
    expect((await sendAndConfirm(consultation, c.submit)).kind).toBe("consultation");
  });

  test("the request page's consultation and quote forms post too", async ({ page }) => {
    const email = uniqueEmail("nojs-forms");
    /** Sends the request page's form (`copy`: its words) answered with `answers`; the lead it stored. */
    async function send(copy: { title: string; submit: string }, answers: Record<string, Answer>) {
      await page.goto("/request");
      const form = page.getByRole("form", { name: copy.title });
      await fillByLabel(form, answers);
      await form.getByRole("button", { name: copy.submit }).click();
      return storedOnce(await shownReference(page));
    }
    const c = enCommon.consultation;
    const consultation = await send(c, {
      [c.name]: "Amina Bello",
      [c.email]: email,
      [c.service]: { index: 1 },
      [c.date]: workingDay(1),
      [c.time]: { index: 1 },
    });
    expect(consultation.fields.preferredTime).toBe("09:00");
    const q = enCommon.quote;
    const quote = await send(q, {
      [q.name]: "Ngo Ndjock",
      [q.email]: email,
      [q.service]: { index: 1 },
      [q.details]: "MT of 40 fillet welds to AWS D1.1",
    });
    expect(quote.kind).toBe("quote");
  });

  test("a refused form comes back with its values and a message under each field", { tag: "@no-storage" }, async ({
    page,
    consoleGuard,
  }) => {
    // The answer's status says the form was refused; the browser reports any such status.
    consoleGuard.allow(/status of 422/);
    await page.goto("/fr/request");
    const form = page.getByRole("form", { name: frCommon.consultation.title });
    // Longer than the cap, as a browser that ignores `maxlength` (or a robot) sends it: the server refuses it.
    await form.getByLabel(frCommon.consultation.name).evaluate((input) => input.removeAttribute("maxlength"));
    const long = "É".repeat(201);
    await fillByLabel(form, {
      [frCommon.consultation.name]: long,
      [frCommon.consultation.email]: "eloise@example.org",
      [frCommon.consultation.service]: { index: 1 },
      [frCommon.consultation.date]: workingDay(2),
      [frCommon.consultation.time]: { index: 2 },
      [frCommon.consultation.message]: "Contrôle par ressuage <i>urgent</i>",
    });
    await form.getByRole("button", { name: frCommon.consultation.submit }).click();

    const answer = page.getByRole("form", { name: frCommon.consultation.title });
    const name = answer.getByLabel(frCommon.consultation.name);
    await expect(name).toHaveValue(long);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(frCommon.leads.errors.tooLong);
    await expect(answer.getByLabel(frCommon.consultation.date)).toHaveValue(workingDay(2));
    await expect(answer.getByLabel(frCommon.consultation.message)).toHaveValue("Contrôle par ressuage <i>urgent</i>");

    // What happened comes first: the summary under the page's title, each message a link to its field,
    // and no promise of a stored request above it.
    const summary = page.getByRole("alert").filter({ hasText: frCommon.leads.invalid });
    await expect(summary.getByRole("heading", { level: 2 })).toHaveText(frCommon.leads.invalid);
    await expect(page.getByText(frCommon.leads.page.intro)).toHaveCount(0);
    const link = summary.getByRole("link", {
      name: `${frCommon.consultation.name} : ${frCommon.leads.errors.tooLong}`,
    });
    await expect(link).toHaveCount(1);
    await answer.getByLabel(frCommon.consultation.email).focus();
    await link.click();
    await expect(name).toBeFocused();
  });

  test("a refusal's answer page says so at the top, in the page's language", { tag: "@no-storage" }, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 415/);
    // The form as something other than a form would post it: the server refuses it before reading a field.
    await page.route("**/fr/request", (route) =>
      route.request().method() === "POST"
        ? route.continue({ headers: { ...route.request().headers(), "content-type": "text/plain" } })
        : route.continue(),
    );
    await page.goto("/fr/request");
    const form = page.getByRole("form", { name: frHome.inquiry.title });
    await fillByLabel(form, {
      [frHome.inquiry.name]: "Eloïse Ndjana",
      [frHome.inquiry.email]: "eloise@example.org",
      [frHome.inquiry.service]: { index: 1 },
      [frHome.inquiry.details]: "Contrôle MT de 40 soudures d'angle",
    });
    await form.getByRole("button", { name: frHome.inquiry.submit }).click();

    const headings = page.getByRole("heading");
    await expect(headings.nth(1)).toHaveText(frCommon.leads.refused["content-type"]);
    await expect(page.getByText(frCommon.leads.page.intro)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: frCommon.leads.received.title })).toHaveCount(0);
  });
});

test.describe("answer pages rendered for forms sent without JavaScript", () => {
  // axe runs as a script in the page, so JavaScript stays on; the site's own scripts are refused instead,
  // which leaves the page as a browser without JavaScript shows it.
  test.beforeEach(async ({ page, consoleGuard }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    consoleGuard.allow(
      /Failed to load resource|Failed to fetch dynamically imported module|error loading dynamically imported module|status of 422/,
    );
  });

  test("the confirmation and the refused form have no axe violations", async ({ page }) => {
    await page.goto("/request");
    const form = page.getByRole("form", { name: enHome.inquiry.title });
    await form.getByLabel(enHome.inquiry.name).evaluate((input) => input.removeAttribute("maxlength"));
    await fillByLabel(form, ndtInquiry("x".repeat(201), uniqueEmail("axe")));
    await form.getByRole("button", { name: enHome.inquiry.submit }).click();
    await expect(
      page.getByRole("form", { name: enHome.inquiry.title }).getByLabel(enHome.inquiry.name),
    ).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "no-JS refused form page");

    const again = page.getByRole("form", { name: enHome.inquiry.title });
    await again.getByLabel(enHome.inquiry.name).fill("Paul Mbarga");
    await again.getByRole("button", { name: enHome.inquiry.submit }).click();
    await shownReference(page);
    await expectNoAxeViolations(page, "no-JS confirmation page");
  });
});

// Each test starts and stops a production server of its own: they run once, in the desktop project.
test.describe("when the server cannot take the request", { tag: "@own-servers" }, () => {
  test.slow();

  async function fillInquiry(page: Page) {
    const form = page.getByRole("form", { name: enHome.inquiry.title });
    await fillByLabel(form, {
      [enHome.inquiry.name]: hostile,
      [enHome.inquiry.email]: "ngo@example.org",
      [enHome.inquiry.service]: { label: enCommon.inquiryServices.lifting },
      [enHome.inquiry.details]: details,
    });
    return form;
  }

  /** The offered draft holds the request as typed, and the form still holds every value. */
  async function expectMailFallback(form: Locator, message: string) {
    await expect(form.getByRole("status")).toContainText(message);
    const link = form.getByRole("link", { name: enCommon.leads.mailFallback });
    const draft = parseMailto((await link.getAttribute("href")) ?? "");
    expect(draft.to).toBe(company.email);
    expect(draft.subject).toBe(`${enHome.inquiry.mail.subject} - ${enCommon.inquiryServices.lifting}`);
    const m = enHome.inquiry.mail;
    expect(draft.body).toContain(`${m.labels.name}${m.separator}${hostile}`);
    expect(draft.body).toContain(details.replace(/\n/g, "\r\n"));
    await expect(form.getByLabel(enHome.inquiry.name)).toHaveValue(hostile);
    await expect(form.getByLabel(enHome.inquiry.details)).toHaveValue(details);
  }

  test("a stopped server: the visitor keeps everything and is offered the mail draft", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource|ERR_CONNECTION_REFUSED/);
    // A port of its own: on a shared fixed port, another test's server could answer once this one stops.
    const server = await startNode({ env: { LEADS_MIN_FILL_MS: "0" } });
    try {
      await openPage(page, `http://127.0.0.1:${server.port}/`);
      // The sending code is fetched when the form is first used, before the server goes away.
      const sendingCode = page.waitForResponse(/\/assets\/send-lead[.-][\w-]+\.js$/);
      const form = await fillInquiry(page);
      await sendingCode;
      await server.stop();
      await form.getByRole("button", { name: enHome.inquiry.submit }).click();
      await expectMailFallback(form, enCommon.leads.failed);
    } finally {
      await server.stop();
    }
  });

  test("an unreachable database: the server says so, and the mail draft is offered", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 503/);
    const server = await startNode({
      // Nothing listens on port 9: every attempt to store fails at once.
      env: { DATABASE_URL: "postgres://leads@127.0.0.1:9/postgres", LEADS_MIN_FILL_MS: "0" },
    });
    try {
      await openPage(page, `http://127.0.0.1:${server.port}/`);
      const form = await fillInquiry(page);
      await form.getByRole("button", { name: enHome.inquiry.submit }).click();
      await expectMailFallback(form, enCommon.leads.unavailable);
      await expectNoAxeViolations(page, "inquiry form after a failed send");
    } finally {
      // Leave the page before its server stops: a script still arriving would fail on the way.
      await page.goto("about:blank");
      await server.stop();
    }
  });
});
