import type { Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { staffOutsourcingService } from "../../app/content/forms";
import { blog as enBlog } from "../../app/content/locales/en/blog";
import { common as enCommon } from "../../app/content/locales/en/common";
import { home as en } from "../../app/content/locales/en/home";
import { homeDictionaries } from "../../app/content/locales/home";
import { commonDictionaries } from "../../app/content/locales/index";
import { fill } from "../../app/lib/i18n";
import { parseMailto } from "../../app/lib/mailto";
import { jpeg, pdf } from "../../app/test/sample-files";
import { captureMailto, expect, openPage, test, withConsent, workingDay } from "./fixtures";
import { scheduleFromWidget } from "./helpers/dialogs";
import { postsOf } from "./helpers/posts";

/**
 * The same build on a plain static file server, which answers every POST with an error of its own: the
 * forms behave as they did before the site had a server. The inquiry and quote forms open the visitor's
 * mail program with the whole request, the consultation is logged and confirmed.
 */

// The French the site writes, its typography's fixed spaces included: the drafts are compared as written.
const { fr: frCommon } = commonDictionaries;
const { fr } = homeDictionaries;

/** A line of a mail draft: a label, the language's separator, the value. */
const line = (mail: { separator: string }, label: string, value: string) => `${label}${mail.separator}${value}`;

/** The static server refuses the POST that finds out there is no application server: expected here. */
test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/status of 501/));

test.describe("inquiry form", () => {
  const form = (page: Page) => page.getByRole("form", { name: en.inquiry.title });

  test("opens a mail draft with hostile text intact, confirms, and clears every field", async ({ page }) => {
    const mails = await captureMailto(page);
    await openPage(page, "/");
    const f = form(page);
    const name = `Ngo "Biyong" & Fils`;
    const companyName = `A&B ? #1 = 100% <script>alert(1)</script>`;
    const details = `Line 1: 24 girth welds & 8" sch 80?\nLine 2: RT #2 = 50%\nSoudure à 45°, état reçu`;
    const service = enCommon.inquiryServices.coating;
    await f.getByLabel(en.inquiry.name).fill(name);
    await f.getByLabel(en.inquiry.email).fill("ngo@example.org");
    await f.getByLabel(en.inquiry.company).fill(companyName);
    await f.getByLabel(en.inquiry.service).selectOption({ label: service });
    await f.getByLabel(en.inquiry.details).fill(details);
    await f.getByRole("button", { name: en.inquiry.submit }).click();

    await expect.poll(mails).toHaveLength(1);
    const [url = ""] = await mails();
    const mail = parseMailto(url);
    expect(mail.to).toBe(company.email);
    const m = en.inquiry.mail;
    expect(mail.subject).toBe(`${m.subject} - ${service}`);
    expect(mail.body).toContain(line(m, m.labels.name, name));
    expect(mail.body).toContain(line(m, m.labels.email, "ngo@example.org"));
    expect(mail.body).toContain(line(m, m.labels.company, companyName));
    expect(mail.body).toContain(line(m, m.labels.phone, m.notProvided));
    expect(mail.body).toContain(line(m, m.labels.service, service));
    expect(mail.body).toContain(details.replace(/\n/g, "\r\n"));
    expect(mail.body.endsWith(`${m.regards}\r\n${name}`)).toBe(true);

    await expect(page.getByText(en.inquiry.successTitle)).toBeVisible();
    await expect(page.getByText(en.inquiry.successText)).toBeVisible();
    for (const label of [en.inquiry.name, en.inquiry.email, en.inquiry.company, en.inquiry.phone, en.inquiry.details]) {
      await expect(f.getByLabel(label)).toHaveValue("");
    }
    await expect(f.getByLabel(en.inquiry.service)).toHaveValue("");
  });

  test("a visitor who only fills the form sees its confirmation", async ({ page }) => {
    const mails = await captureMailto(page);
    await withConsent(page);
    await page.goto("/");
    // Nothing else on the page reached for: the shell, which holds the notifications, has not started.
    await expect(page.locator('astro-island[component-url*="shell-island"]')).toHaveAttribute("ssr", "");
    const f = form(page);
    await f.getByLabel(en.inquiry.name).fill("Grace Ebong");
    await f.getByLabel(en.inquiry.email).fill("grace@example.org");
    await f.getByLabel(en.inquiry.service).selectOption({ label: enCommon.inquiryServices.ndt });
    await f.getByLabel(en.inquiry.details).fill("UT thickness survey of two 12 m diesel tanks.");
    await f.getByRole("button", { name: en.inquiry.submit }).click();
    await expect.poll(mails).toHaveLength(1);
    await expect(page.getByText(en.inquiry.successTitle)).toBeVisible();
  });

  test("in French, the draft has a French subject and body", async ({ page }) => {
    const mails = await captureMailto(page);
    await openPage(page, "/fr");
    const f = page.getByRole("form", { name: fr.inquiry.title });
    const service = frCommon.inquiryServices.ndt;
    await f.getByLabel(fr.inquiry.name).fill("Éloïse Ndongo");
    await f.getByLabel(fr.inquiry.email).fill("eloise@example.org");
    await f.getByLabel(fr.inquiry.service).selectOption({ label: service });
    await f.getByLabel(fr.inquiry.details).fill("Magnétoscopie de 40 soudures d'angle, critères AWS D1.1");
    await f.getByRole("button", { name: fr.inquiry.submit }).click();

    await expect.poll(mails).toHaveLength(1);
    const mail = parseMailto((await mails())[0] ?? "");
    const m = fr.inquiry.mail;
    expect(mail.subject).toBe(`${m.subject} - ${service}`);
    expect(mail.body).toContain(line(m, m.labels.name, "Éloïse Ndongo"));
    expect(mail.body).toContain(line(m, m.labels.company, m.notProvided));
    expect(mail.body).toContain("Magnétoscopie de 40 soudures d'angle, critères AWS D1.1");
    await expect(page.getByText(fr.inquiry.successTitle)).toBeVisible();
    await expect(f.getByLabel(fr.inquiry.name)).toHaveValue("");
  });
});

test("the inquiry's draft asks to attach the files chosen, which no mail draft can carry", async ({ page }) => {
  const mails = await captureMailto(page);
  await openPage(page, "/fr");
  const f = page.getByRole("form", { name: fr.inquiry.title });
  await f.getByLabel(fr.inquiry.name).fill("Éloïse Ndongo");
  await f.getByLabel(fr.inquiry.email).fill("eloise@example.org");
  await f.getByLabel(fr.inquiry.service).selectOption({ index: 1 });
  await f.getByLabel(fr.inquiry.details).fill("Contrôle UT des piquages, voir le plan.");
  await f.getByLabel(frCommon.leads.files.label).setInputFiles([
    { name: "plan T-101.pdf", mimeType: "application/pdf", buffer: pdf(2_000) },
    { name: "fissure.jpg", mimeType: "image/jpeg", buffer: jpeg() },
  ]);
  await f.getByRole("button", { name: fr.inquiry.submit }).click();

  await expect.poll(mails).toHaveLength(1);
  const [url = ""] = await mails();
  const mail = parseMailto(url);
  expect(mail.body).toContain(
    `Éloïse Ndongo\r\n\r\n${fill(frCommon.leads.files.attachToMail, { names: "plan T-101.pdf, fissure.jpg" })}`,
  );
  expect(mail.body.endsWith(fill(frCommon.leads.files.attachToMail, { names: "plan T-101.pdf, fissure.jpg" }))).toBe(
    true,
  );
});

test.describe("quote dialog", () => {
  test("opens the mail program with a formal, fully encoded request", async ({ page }) => {
    const mails = await captureMailto(page);
    await openPage(page, "/about/");
    const q = enCommon.quote;
    const staffService = enCommon.inquiryServices[staffOutsourcingService];
    await page.getByRole("link", { name: enCommon.header.getQuote }).click();
    const dialog = page.getByRole("dialog", { name: q.title });
    await expect(dialog).toBeVisible();
    const details = 'Tank T-101 & T-102? 100% MT #weld = "ok"\n<script>alert(1)</script>\nÉpaisseur 12 mm';
    await dialog.getByLabel(q.name).fill("Ngo Ndjock");
    await dialog.getByLabel(q.email).fill("ngo@example.org");
    await dialog.getByLabel(q.service).selectOption(staffService);
    await dialog.getByLabel(q.roles).fill("2 CSWIP 3.1 inspectors");
    await dialog.getByLabel(q.headcount).fill("2");
    await dialog.getByLabel(q.details).fill(details);
    await dialog.getByRole("button", { name: q.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(q.successTitle)).toBeVisible();
    const [url] = await mails();
    expect(url).toBeDefined();
    const mail = parseMailto(url as string);
    expect(mail.to).toBe(company.email);
    expect(mail.subject).toBe(`${q.subject} - ${staffService}`);
    expect(mail.body).toContain(line(q, q.labels.roles, "2 CSWIP 3.1 inspectors"));
    expect(mail.body).toContain(line(q, q.labels.headcount, "2"));
    expect(mail.body).toContain(details.replace(/\n/g, "\r\n"));
    expect(mail.body.endsWith("Ngo Ndjock")).toBe(true);
  });
});

test.describe("consultation dialog", () => {
  test("logs the request, confirms, clears every field and closes", async ({ page }) => {
    const logs: string[] = [];
    page.on("console", (m) => logs.push(m.text()));
    await openPage(page, "/about/");
    await scheduleFromWidget(page, enCommon);
    const c = enCommon.consultation;
    const dialog = page.getByRole("dialog", { name: c.title });
    await dialog.getByLabel(c.name).fill("Jean Mbarga");
    await dialog.getByLabel(c.email).fill("jp@example.org");
    await dialog.getByLabel(c.service).selectOption({ label: c.services.ndt });
    await dialog.getByLabel(c.date).fill(workingDay(3));
    // A literal: the slot as English writes a time of day.
    await dialog.getByLabel(c.time).selectOption({ label: "2:00 PM" });
    await dialog.getByRole("button", { name: c.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(c.successTitle)).toBeVisible();
    await expect(page.getByText(c.successText)).toBeVisible();
    expect(logs.some((l) => l.includes("Lead (consultation)") && l.includes("Jean Mbarga"))).toBe(true);

    await scheduleFromWidget(page, enCommon);
    await expect(dialog.getByLabel(c.name)).toHaveValue("");
  });
});

test.describe("in French", () => {
  test("the quote dialog writes a French mail", async ({ page }) => {
    const mails = await captureMailto(page);
    await openPage(page, "/fr/about/");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: frCommon.header.getQuote }).click();
    const q = frCommon.quote;
    const dialog = page.getByRole("dialog", { name: q.title });
    await expect(dialog).toBeVisible();
    const service = frCommon.inquiryServices.coating;
    await dialog.getByLabel(q.name).fill("Jean-Pierre Ekambi");
    await dialog.getByLabel(q.email).fill("jp.ekambi@example.org");
    await dialog.getByLabel(q.service).selectOption({ label: service });
    await dialog.getByLabel(q.details).fill("Contrôle des revêtements de deux bacs de stockage, ISO 8501-1 Sa 2½.");
    await dialog.getByRole("button", { name: q.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(q.successTitle)).toBeVisible();

    const sent = await mails();
    expect(sent).toHaveLength(1);
    const mail = parseMailto(sent[0] ?? "");
    expect(mail.to).toBe(company.email);
    expect(mail.subject.startsWith(`${q.subject} - `)).toBe(true);
    expect(mail.subject).toBe(`${q.subject} - ${service}`);
    expect(mail.body.startsWith(q.greeting)).toBe(true);
    for (const french of [q.greeting, q.intro, q.closing, q.regards])
      expect(mail.body, "French body").toContain(french);
    const lines = mail.body.split("\r\n");
    expect(lines.some((l) => l.startsWith(q.labels.service) && l.endsWith(service))).toBe(true);
    expect(lines.some((l) => l.startsWith(q.labels.phone) && l.endsWith(q.notGiven))).toBe(true);
    for (const english of [
      enCommon.quote.greeting,
      enCommon.quote.intro,
      enCommon.quote.closing,
      enCommon.quote.notGiven,
    ]) {
      expect(mail.body, "no English in the body").not.toContain(english);
    }
    expect(mail.body.endsWith("Jean-Pierre Ekambi")).toBe(true);
  });
});

test("a link to a filtered list shows the page on disk filtered once the list's code comes, with no touch", async ({
  page,
}) => {
  await withConsent(page);
  await page.goto("/blog?category=safety");
  await expect(page.getByRole("button", { name: enBlog.categories.safety, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const safety = postsOf("en").filter((post) => post.category === "safety");
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText(safety.map((post) => post.title));
});
