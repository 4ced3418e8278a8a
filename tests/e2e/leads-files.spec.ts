import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { attachmentLimits, shownFileSize } from "../../app/content/attachments";
import type { CommonDictionary } from "../../app/content/locales";
import { common as enCommon } from "../../app/content/locales/en/common";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { fileLimitWords } from "../../app/features/leads/file-limits";
import { fill } from "../../app/lib/i18n";
import { jpeg, pdf, program } from "../../app/test/sample-files";
import { startNode } from "../http/targets";
import { notificationId, startSmtp } from "../support/smtp";
import { expectNoAxeViolations } from "./axe";
import { expect, openPage, storedFilesOf, test, uniqueEmail } from "./fixtures";
import { fillByLabel } from "./helpers/forms";

/**
 * A buyer sends the quote form with the drawing and a photo of the crack, with and without JavaScript: the
 * files are stored with the request, byte for byte, and named in the confirmation. A file the site will not
 * take is refused by name, and what the buyer typed stays.
 */

const dictionaries = { en: { t: enCommon, prefix: "" }, fr: { t: frCommon, prefix: "/fr" } } as const;

const drawing = { name: "Plan de soudage – T-101.pdf", mimeType: "application/pdf", buffer: pdf(300_000) };
const photo = { name: "fissure.jpg", mimeType: "image/jpeg", buffer: jpeg(120_000) };
const disguised = { name: "invoice.pdf", mimeType: "application/pdf", buffer: program };
const details = "API 653 out-of-service inspection of tank T-101: UT of the shell, MFL of the floor.";

function quoteForm(page: Page, t: CommonDictionary): Locator {
  return page.getByRole("form", { name: t.quote.title });
}

async function answerQuote(form: Locator, t: CommonDictionary, email: string) {
  await fillByLabel(form, {
    [t.quote.name]: "Éloïse Ndongo",
    [t.quote.email]: email,
    [t.quote.service]: { label: t.inquiryServices.ndt },
    [t.quote.details]: details,
  });
}

const fileInput = (form: Locator, t: CommonDictionary) => form.getByLabel(t.leads.files.label);
const refusal = (
  t: CommonDictionary,
  name: string,
  problem: keyof CommonDictionary["leads"]["files"]["refused"],
  lang: "en" | "fr",
) => fill(t.leads.files.refused[problem], { ...fileLimitWords(lang), name });

async function expectStored(page: Page, t: CommonDictionary) {
  await expect(page.getByRole("heading", { name: t.leads.received.title })).toBeVisible();
  const ref = (await page.getByTestId("lead-reference").textContent()) ?? "";
  expect(ref).toMatch(/^WI-/);
  const files = await storedFilesOf(ref);
  expect(files.map((f) => [f.name, f.type])).toEqual([
    [drawing.name, "application/pdf"],
    [photo.name, "image/jpeg"],
  ]);
  expect(Buffer.compare(files[0]?.content ?? Buffer.alloc(0), drawing.buffer)).toBe(0);
  expect(Buffer.compare(files[1]?.content ?? Buffer.alloc(0), photo.buffer)).toBe(0);
}

for (const lang of ["en", "fr"] as const) {
  const { t, prefix } = dictionaries[lang];

  test.describe(`files with a quote (${lang})`, () => {
    test("chosen files are listed with their sizes, one is taken off, and the rest arrive identical", async ({
      page,
    }) => {
      await openPage(page, `${prefix}/request`);
      const form = quoteForm(page, t);
      await answerQuote(form, t, uniqueEmail("files"));
      await fileInput(form, t).setInputFiles([drawing, photo, { ...photo, name: "old photo.jpg" }]);
      const chosen = form.getByRole("list", { name: t.leads.files.chosen });
      const sized = (file: { name: string; buffer: Buffer }) =>
        `${file.name} (${shownFileSize(file.buffer.length, lang)})`;
      await expect(chosen.getByRole("listitem")).toHaveText([
        sized(drawing),
        sized(photo),
        sized({ ...photo, name: "old photo.jpg" }),
      ]);
      await chosen.getByRole("button", { name: fill(t.leads.files.remove, { name: "old photo.jpg" }) }).click();
      await expect(chosen.getByRole("listitem")).toHaveCount(2);
      await form.getByRole("button", { name: t.quote.submit }).click();
      await expectStored(page, t);
      const received = page.getByText(t.leads.files.received);
      await expect(received).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: drawing.name })).toBeVisible();
    });

    test("a file over the limit is taken off at once, and a program named .pdf is refused by the server by name, the answers kept", {
      tag: "@no-storage",
    }, async ({ page, consoleGuard }) => {
      // The server's refusal is a 422, which the browser logs.
      consoleGuard.allow(/status of 422/);
      await openPage(page, `${prefix}/request`);
      const form = quoteForm(page, t);
      const email = uniqueEmail("files-refused");
      await answerQuote(form, t, email);
      const big = { name: "scan.pdf", mimeType: "application/pdf", buffer: pdf(attachmentLimits.maxFileBytes) };
      await fileInput(form, t).setInputFiles([big, disguised, photo]);
      await expect(form.getByText(refusal(t, "scan.pdf", "size", lang))).toBeVisible();
      const chosen = form.getByRole("list", { name: t.leads.files.chosen });
      await expect(chosen.getByRole("listitem")).toHaveCount(2);

      await form.getByRole("button", { name: t.quote.submit }).click();
      await expect(form.getByText(refusal(t, "invoice.pdf", "type", lang))).toBeVisible();
      await expect(fileInput(form, t)).toHaveAttribute("aria-invalid", "true");
      await expect(chosen.getByRole("listitem")).toHaveText([/^fissure\.jpg/]);
      await expect(form.getByLabel(t.quote.details)).toHaveValue(details);
      await expect(form.getByLabel(t.quote.email)).toHaveValue(email);
    });

    test("on a slow connection, a bar shows how much of the files has gone up", { tag: "@no-storage" }, async ({
      page,
    }) => {
      await openPage(page, `${prefix}/request`);
      // About 80 KB/s up, as on a loaded mobile network: the drawing takes seconds to send.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 100,
        downloadThroughput: -1,
        uploadThroughput: 80 * 1024,
      });
      const form = quoteForm(page, t);
      await answerQuote(form, t, uniqueEmail("files-slow"));
      await fileInput(form, t).setInputFiles([drawing]);
      await form.getByRole("button", { name: t.quote.submit }).click();
      const bar = form.getByRole("progressbar", {
        name: new RegExp(t.leads.files.sending.replace("{percent}", "\\d+")),
      });
      await expect(bar).toBeVisible();
      await expect(page.getByRole("heading", { name: t.leads.received.title })).toBeVisible({ timeout: 20_000 });
    });

    test("the form with files chosen and refused has no axe violations @every-width", { tag: "@no-storage" }, async ({
      page,
    }) => {
      await openPage(page, `${prefix}/request`);
      const form = quoteForm(page, t);
      await answerQuote(form, t, uniqueEmail("files-axe"));
      await fileInput(form, t).setInputFiles([drawing, { ...photo, name: "notes.txt" }]);
      await expect(form.getByText(refusal(t, "notes.txt", "type", lang))).toBeVisible();
      await expect(form.getByRole("list", { name: t.leads.files.chosen }).getByRole("listitem")).toHaveCount(1);
      await expectNoAxeViolations(page, `quote form with files (${lang})`);
    });
  });
}

test.describe("files without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "fr"] as const) {
    const { t, prefix } = dictionaries[lang];

    test(`the quote form posts its files, and the answer page shows the reference (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/request`);
      const form = quoteForm(page, t);
      await answerQuote(form, t, uniqueEmail("files-nojs"));
      await fileInput(form, t).setInputFiles([drawing, photo]);
      await form.getByRole("button", { name: t.quote.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/request$`));
      await expectStored(page, t);
    });

    test(`a refused file is named on the answer page, which keeps the answers (${lang})`, {
      tag: "@no-storage",
    }, async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 422/);
      await page.goto(`${prefix}/request`);
      const form = quoteForm(page, t);
      const email = uniqueEmail("files-nojs-refused");
      await answerQuote(form, t, email);
      await fileInput(form, t).setInputFiles([disguised, photo]);
      await form.getByRole("button", { name: t.quote.submit }).click();

      const summary = page.getByRole("alert");
      await expect(summary).toContainText(refusal(t, "invoice.pdf", "type", lang));
      const answered = quoteForm(page, t);
      await expect(answered.getByLabel(t.quote.details)).toHaveValue(details);
      await expect(answered.getByLabel(t.quote.email)).toHaveValue(email);
      await expect(answered.getByText(t.leads.files.again)).toBeVisible();
      await expect(answered.getByLabel(t.leads.files.label)).toHaveAttribute("aria-invalid", "true");
    });
  }
});

test.describe("the answer page to a refused file, without the site's scripts", () => {
  // axe runs as a script in the page, so JavaScript stays on; the site's own scripts are refused instead,
  // which leaves the page as a browser without JavaScript shows it.
  test.beforeEach(async ({ page, consoleGuard }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    consoleGuard.allow(
      /Failed to load resource|Failed to fetch dynamically imported module|error loading dynamically imported module|status of 422/,
    );
  });

  for (const lang of ["en", "fr"] as const) {
    const { t, prefix } = dictionaries[lang];
    test(`has no axe violations (${lang}) @every-width`, { tag: "@no-storage" }, async ({ page }) => {
      await page.goto(`${prefix}/request`);
      const form = quoteForm(page, t);
      await answerQuote(form, t, uniqueEmail("files-axe-nojs"));
      await fileInput(form, t).setInputFiles([disguised]);
      await form.getByRole("button", { name: t.quote.submit }).click();
      await expect(page.getByRole("alert")).toContainText(refusal(t, "invoice.pdf", "type", lang));
      await expectNoAxeViolations(page, `answer page with a refused file (${lang})`);
    });
  }
});

// A server of its own with a mail server in the test: the company's mail read as it arrives. Runs once, in
// the desktop project.
test.describe("files to the company's inbox", { tag: "@own-servers" }, () => {
  test.slow();

  test("a quote with a PDF and a JPEG, with and without JavaScript: the mail carries both identical, and the operator's tool lists and writes them", async ({
    page,
    browser,
  }) => {
    const smtp = await startSmtp();
    const server = await startNode({
      env: { SMTP_URL: smtp.url, LEADS_MAIL_POLL_MS: "150", LEADS_MIN_FILL_MS: "0", LEADS_RATE_LIMIT: "100" },
    });
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const out = mkdtempSync(join(tmpdir(), "leads-files-e2e-"));
    try {
      const t = enCommon;
      const sendFrom = async (visitor: Page) => {
        const form = quoteForm(visitor, t);
        await answerQuote(form, t, uniqueEmail("files-inbox"));
        await fileInput(form, t).setInputFiles([drawing, photo]);
        await form.getByRole("button", { name: t.quote.submit }).click();
        await expect(visitor.getByRole("heading", { name: t.leads.received.title })).toBeVisible();
        return (await visitor.getByTestId("lead-reference").textContent()) ?? "";
      };
      await openPage(page, `http://127.0.0.1:${server.port}/request`);
      const withScripts = await sendFrom(page);
      const plain = await noScripts.newPage();
      await plain.goto(`http://127.0.0.1:${server.port}/request`);
      const withoutScripts = await sendFrom(plain);

      for (const ref of [withScripts, withoutScripts]) {
        await expect.poll(() => smtp.received.some((m) => m.messageId === notificationId(ref))).toBe(true);
        const mail = smtp.received.find((m) => m.messageId === notificationId(ref));
        expect(mail?.attachments.map((a) => a.filename)).toEqual([drawing.name, photo.name]);
        expect(Buffer.compare(mail?.attachments[0]?.content ?? Buffer.alloc(0), drawing.buffer)).toBe(0);
        expect(Buffer.compare(mail?.attachments[1]?.content ?? Buffer.alloc(0), photo.buffer)).toBe(0);

        const env = { ...process.env, LEADS_DATA_DIR: server.dataDir };
        const shown = execFileSync(process.execPath, ["scripts/leads.mjs", "--show", ref], { env, encoding: "utf8" });
        expect(shown).toContain(`${drawing.name} (application/pdf, ${drawing.buffer.length} bytes, sha256 `);
        expect(shown).toContain(`${photo.name} (image/jpeg, ${photo.buffer.length} bytes, sha256 `);
        execFileSync(process.execPath, ["scripts/leads.mjs", "--files", ref, join(out, ref)], { env });
        expect(Buffer.compare(readFileSync(join(out, ref, drawing.name)), drawing.buffer)).toBe(0);
        expect(Buffer.compare(readFileSync(join(out, ref, photo.name)), photo.buffer)).toBe(0);
      }
    } finally {
      // Leave the pages before their server stops: a script still arriving would fail on the way.
      await page.goto("about:blank");
      await noScripts.close();
      await server.stop();
      await smtp.stop();
      rmSync(out, { recursive: true, force: true });
    }
  });
});
