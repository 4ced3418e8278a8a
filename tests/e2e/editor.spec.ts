import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { uploadsFolder } from "~/features/cms/editor-config";
import { buildCheckout } from "../support/editor-site";
import { expect, test } from "./fixtures";
import {
  allowRefusedSaves,
  choose,
  editorCheckout,
  editorSpecSettings,
  enterDay,
  inColumn,
  openEditor,
  publish,
} from "./helpers/editor";
import { escapeRegExp } from "./helpers/html-text";
import { postBySlug, postsOf } from "./helpers/posts";

/**
 * The staff editor at /admin (Decap CMS), driven as the company's staff drive it, against its local backend
 * on a clone of this repository: its page's own policy, its French, what it refuses before anything is written,
 * and a post it saves that the next build refuses, naming the file and field. What staff publish in every
 * collection, and the build that shows it, is editor-collections.spec.ts.
 */

editorSpecSettings();

/** A post already on the site, as staff find it in the editor's list. */
const slug = "advanced-ndt-techniques";
const titles = { en: postBySlug(postsOf("en"), slug).title, fr: postBySlug(postsOf("fr"), slug).title };
/** The photograph a too-heavy upload is made from. */
const samplePhoto = "app/content/photos/samples/weld-bead.jpg";

const editor = editorCheckout();

test("the editor's page has a policy of its own and stays out of the sitemap and search results", async ({
  request,
}) => {
  const page = await request.get("/admin");
  expect(page.status()).toBe(200);
  const headers = page.headers();
  // Decap compiles its configuration's validator at run time; no public page may do that.
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  const home = await request.get("/");
  expect(home.headers()["content-security-policy"]).not.toContain("unsafe-eval");
  expect(home.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/admin");
  const config = await request.get("/admin/config.yml");
  expect(config.headers()["content-type"]).toBe("text/yaml; charset=utf-8");
  expect(JSON.parse(await config.text()).collections.map((c: { name: string }) => c.name)).toEqual([
    "posts",
    "projects",
    "people",
    "company",
    "qualification",
    "gallery",
    "roles",
  ]);
});

test("the editor speaks French with ?lang=fr and English otherwise, and shows choices by name in both", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  await page.goto("/admin?lang=fr#/collections/projects/new");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.getByRole("combobox", { name: "Secteur" }).first().click();
  await expect(page.getByRole("option", { name: "Pétrole et gaz", exact: true })).toBeVisible();
  await expect(page.getByRole("option", { name: "oil-gas" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Editor in English" })).toBeVisible();
  // The choice is remembered: the next visit without ?lang is still in French.
  await page.goto("/admin#/collections/projects/new");
  await expect(page.getByRole("combobox", { name: "Secteur" }).first()).toBeVisible();

  await page.goto("/admin?lang=en#/collections/projects/new");
  await page.getByRole("combobox", { name: "Industry" }).first().click();
  await expect(page.getByRole("option", { name: "Oil & Gas", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Éditeur en français" })).toBeVisible();
});

test("the editor refuses, before anything is written, an empty French title, a past expiry, a text file named .png and a photo over 10 MB", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  allowRefusedSaves(consoleGuard);
  const written = () => ({
    head: editor.checkout.git("rev-parse", "HEAD").trim(),
    branches: editor.checkout.git("branch", "--list"),
    status: editor.checkout.git("status", "--porcelain"),
  });
  const before = written();

  await openEditor(page, `/collections/posts/entries/${slug}`);
  const frenchTitle = inColumn(page.getByRole("textbox", { name: "Title", exact: true }), 1);
  await expect(frenchTitle).toHaveValue(titles.fr);
  await frenchTitle.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  const notice = page.getByRole("alert", { name: "Not saved: correct these fields first." });
  await expect(notice).toContainText("French: Title is required");
  expect(written()).toEqual(before);

  // Leaving the refused post: Decap asks whether to drop its unsaved changes, and staff say yes.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.goto("/admin#/collections/people/entries/estelle-ngo-bilong");
  // A new certificate, complete but for an expiry typed a century off: it comes in open, below the others.
  await page.getByRole("button", { name: "Add certificate", exact: true }).click();
  await choose(page.getByRole("combobox", { name: "Scheme" }).last(), "CSWIP");
  await choose(page.getByRole("combobox", { name: "Method" }).last(), "Welding inspection");
  await page.getByRole("textbox", { name: "Level", exact: true }).last().fill("3.1 Welding Inspector");
  await page.getByRole("textbox", { name: "Number", exact: true }).last().fill("CSWIP-WI-123456");
  await page.getByRole("textbox", { name: "Issuer", exact: true }).last().fill("TWI Certification Ltd");
  await enterDay(page.getByRole("textbox", { name: "Expires", exact: true }).last(), "01/01/1908");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("This date has passed (01/01/1908): enter the date on the renewed document, or remove this record"),
  ).toBeVisible();
  expect(written()).toEqual(before);

  // Files as staff might pick them: notes saved under a photo's name, and a camera's full-size export.
  const notes = join(editor.checkout.dir, "..", "notes.png");
  writeFileSync(notes, "Weld map, revision B: joints 12 to 18 to be radiographed.\n");
  const heavy = join(editor.checkout.dir, "..", "site-visit.jpg");
  const sample = readFileSync(join(editor.checkout.dir, samplePhoto));
  writeFileSync(heavy, Buffer.concat([sample, Buffer.alloc(11 * 1024 * 1024 - sample.length)]));
  page.once("dialog", (dialog) => void dialog.accept());
  await page.goto("/admin#/collections/people");
  await page.getByRole("button", { name: "Media", exact: true }).click();
  const library = page.getByRole("dialog");
  for (const [file, message] of [
    [notes, "“notes.png” was not uploaded: it is not a photograph its name says it is (PNG)."],
    [heavy, "“site-visit.jpg” was not uploaded: it weighs 11.0 MB, and photographs up to 10 MB are accepted."],
  ] as const) {
    await library.getByLabel("Upload").setInputFiles(file);
    const refusal = page.getByRole("alert", { name: message });
    await expect(refusal).toBeVisible();
    await refusal.getByRole("button", { name: "Close", exact: true }).click();
    await expect(refusal).toHaveCount(0);
  }
  expect(existsSync(join(editor.checkout.dir, uploadsFolder, "notes.png"))).toBe(false);
  expect(existsSync(join(editor.checkout.dir, uploadsFolder, "site-visit.jpg"))).toBe(false);
  expect(written()).toEqual(before);
});

test("a post the schemas refuse is saved by the editor but stopped by the build, which names the file and field", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  const before = editor.checkout.git("rev-parse", "HEAD").trim();
  await openEditor(page, `/collections/posts/entries/${slug}`);
  // A well-formed slug, so the editor accepts it; but nobody of that name is on the team.
  const author = page.getByRole("textbox", { name: "Author", exact: true }).first();
  await author.fill("nobody-on-the-team");
  await publish(page);
  expect(editor.checkout.git("rev-parse", "HEAD").trim()).not.toBe(before);

  const refused = await buildCheckout(editor.checkout, "build-refused");
  expect(refused.code).not.toBe(0);
  // One line per problem, in the editor's words and in both languages, before any bundling starts.
  expect(refused.output).toMatch(
    new RegExp(
      `^Blog posts › "${escapeRegExp(titles.en)}" \\(English version\\) › Author: "nobody-on-the-team" is not a person of app/content/people/.* / Articles du blog › « ${escapeRegExp(titles.fr)} » \\(version anglaise\\) › .*`,
      "m",
    ),
  );
  expect(refused.output).not.toMatch(/^\s+at /m);
});
