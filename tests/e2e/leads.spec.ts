import type { Locator, Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { common as enCommon } from "../../app/content/locales/en/common";
import { home as enHome } from "../../app/content/locales/en/home";
import { staff as enStaff } from "../../app/content/locales/en/staff";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { home as frHome } from "../../app/content/locales/fr/home";
import { staff as frStaff } from "../../app/content/locales/fr/staff";
import { parseMailto } from "../../app/lib/mailto";
import { startNode } from "../server/targets";
import { expectNoAxeViolations } from "./axe";
import { expect, leadsWhere, officeDay, openPage, test, uniqueEmail } from "./fixtures";

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
      await form.getByLabel(home.inquiry.name).fill(hostile);
      await form.getByLabel(home.inquiry.email).fill(email);
      await form.getByLabel(home.inquiry.company).fill("Douala Steel & Co");
      await form.getByLabel(home.inquiry.phone).fill("+237 699 00 00 00");
      await form.getByLabel(home.inquiry.service).selectOption({ label: t.inquiryServices.coating });
      await form.getByLabel(home.inquiry.details).fill(details);
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
      await page.getByRole("button", { name: t.widget.tab }).click();
      await page.getByRole("button", { name: t.widget.schedule }).click();
      const dialog = page.getByRole("dialog", { name: t.consultation.title });
      await dialog.getByLabel(t.consultation.name).fill("Amina Bello");
      await dialog.getByLabel(t.consultation.email).fill(email);
      await dialog.getByLabel(t.consultation.phone).fill("+237 677 12 34 56");
      await dialog.getByLabel(t.consultation.company).fill("Kribi LNG");
      await dialog.getByLabel(t.consultation.service).selectOption({ label: t.consultation.services.ndt });
      await dialog.getByLabel(t.consultation.date).fill(officeDay(3));
      await dialog.getByLabel(t.consultation.time).selectOption({ index: 6 });
      await dialog.getByLabel(t.consultation.message).fill("PAUT on 40 girth welds, 12 in.");
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
        preferredDate: officeDay(3),
        preferredTime: "14:00",
        message: "PAUT on 40 girth welds, 12 in.",
      });
    });

    test("the quote dialog stores a staff request with its roles and headcount", async ({ page }) => {
      const email = uniqueEmail("quote");
      await openPage(page, `${prefix}/services/staff-outsourcing`);
      await page.getByRole("main").getByRole("button", { name: staff.quote }).first().click();
      const dialog = page.getByRole("dialog", { name: t.quote.title });
      await expect(dialog.getByLabel(t.quote.service)).toHaveValue("staff-outsourcing");
      await dialog.getByLabel(t.quote.name).fill("Ngo Ndjock");
      await dialog.getByLabel(t.quote.email).fill(email);
      await dialog.getByLabel(t.quote.roles).fill("2 CSWIP 3.1 inspectors\n4 coded 6G welders");
      await dialog.getByLabel(t.quote.headcount).fill("6");
      await dialog.getByLabel(t.quote.location).fill("Limbe refinery");
      await dialog.getByLabel(t.quote.details).fill(details);
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

test.describe("refused answers", () => {
  test("the server's messages appear next to their fields, values kept, focus on the first", async ({ page }) => {
    await openPage(page, "/");
    const form = page.getByRole("form", { name: enHome.inquiry.title });
    // Longer than the cap, which the browser does not know: only the schema refuses it.
    const long = "x".repeat(201);
    await form.getByLabel(enHome.inquiry.name).fill(long);
    await form.getByLabel(enHome.inquiry.email).fill("paul@example.org");
    await form.getByLabel(enHome.inquiry.service).selectOption({ index: 1 });
    await form.getByLabel(enHome.inquiry.details).fill("UT of 12 nozzle welds");
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
    await form.getByLabel(enHome.inquiry.name).fill("Paul Mbarga");
    await form.getByLabel(enHome.inquiry.email).fill(email);
    await form.getByLabel(enHome.inquiry.service).selectOption({ index: 1 });
    await form.getByLabel(enHome.inquiry.details).fill("UT of 12 nozzle welds");
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
      await form.getByLabel(home.inquiry.name).fill(hostile);
      await form.getByLabel(home.inquiry.email).fill(email);
      await form.getByLabel(home.inquiry.service).selectOption({ label: t.inquiryServices.ndt });
      await form.getByLabel(home.inquiry.details).fill(details);
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

  test("the request page's consultation and quote forms post too", async ({ page }) => {
    const email = uniqueEmail("nojs-forms");
    await page.goto("/request");
    const consultation = page.getByRole("form", { name: enCommon.consultation.title });
    await consultation.getByLabel(enCommon.consultation.name).fill("Amina Bello");
    await consultation.getByLabel(enCommon.consultation.email).fill(email);
    await consultation.getByLabel(enCommon.consultation.service).selectOption({ index: 1 });
    await consultation.getByLabel(enCommon.consultation.date).fill(officeDay(1));
    await consultation.getByLabel(enCommon.consultation.time).selectOption({ index: 1 });
    await consultation.getByRole("button", { name: enCommon.consultation.submit }).click();
    const consultationRef = await shownReference(page);
    expect((await storedOnce(consultationRef)).fields.preferredTime).toBe("09:00");

    await page.goto("/request");
    const quote = page.getByRole("form", { name: enCommon.quote.title });
    await quote.getByLabel(enCommon.quote.name).fill("Ngo Ndjock");
    await quote.getByLabel(enCommon.quote.email).fill(email);
    await quote.getByLabel(enCommon.quote.service).selectOption({ index: 1 });
    await quote.getByLabel(enCommon.quote.details).fill("MT of 40 fillet welds to AWS D1.1");
    await quote.getByRole("button", { name: enCommon.quote.submit }).click();
    const quoteRef = await shownReference(page);
    expect((await storedOnce(quoteRef)).kind).toBe("quote");
  });

  test("a refused form comes back with its values and a message under each field", async ({ page, consoleGuard }) => {
    // The answer's status says the form was refused; the browser reports any such status.
    consoleGuard.allow(/status of 422/);
    await page.goto("/fr/request");
    const form = page.getByRole("form", { name: frCommon.consultation.title });
    // Longer than the cap, which the browser does not know: the server refuses it.
    const long = "É".repeat(201);
    await form.getByLabel(frCommon.consultation.name).fill(long);
    await form.getByLabel(frCommon.consultation.email).fill("eloise@example.org");
    await form.getByLabel(frCommon.consultation.service).selectOption({ index: 1 });
    await form.getByLabel(frCommon.consultation.date).fill(officeDay(2));
    await form.getByLabel(frCommon.consultation.time).selectOption({ index: 2 });
    await form.getByLabel(frCommon.consultation.message).fill("Contrôle par ressuage <i>urgent</i>");
    await form.getByRole("button", { name: frCommon.consultation.submit }).click();

    const answer = page.getByRole("form", { name: frCommon.consultation.title });
    const name = answer.getByLabel(frCommon.consultation.name);
    await expect(name).toHaveValue(long);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(frCommon.leads.errors.tooLong);
    await expect(answer.getByLabel(frCommon.consultation.date)).toHaveValue(officeDay(2));
    await expect(answer.getByLabel(frCommon.consultation.message)).toHaveValue("Contrôle par ressuage <i>urgent</i>");
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
    await form.getByLabel(enHome.inquiry.name).fill("x".repeat(201));
    await form.getByLabel(enHome.inquiry.email).fill(uniqueEmail("axe"));
    await form.getByLabel(enHome.inquiry.service).selectOption({ index: 1 });
    await form.getByLabel(enHome.inquiry.details).fill("UT of 12 nozzle welds");
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

test.describe("when the server cannot take the request", () => {
  test.skip(() => test.info().project.name !== "desktop", "starts servers of its own");
  // Each test starts and stops a production server of its own.
  test.slow();

  async function fillInquiry(page: Page) {
    const form = page.getByRole("form", { name: enHome.inquiry.title });
    await form.getByLabel(enHome.inquiry.name).fill(hostile);
    await form.getByLabel(enHome.inquiry.email).fill("ngo@example.org");
    await form.getByLabel(enHome.inquiry.service).selectOption({ label: enCommon.inquiryServices.lifting });
    await form.getByLabel(enHome.inquiry.details).fill(details);
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
    const server = await startNode({ ports: [4312, 4313], env: { LEADS_MIN_FILL_MS: "0" } });
    try {
      await openPage(page, `http://127.0.0.1:${server.port}/`);
      // The sending code is fetched when the form is first used, before the server goes away.
      const sendingCode = page.waitForResponse(/\/assets\/send-lead-[\w-]+\.js$/);
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
      ports: [4312, 4313],
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
      await server.stop();
    }
  });
});
