import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator } from "@playwright/test";
import { parse } from "yaml";
import { uploadsFolder } from "~/features/cms/editor-config";
import { buildCheckout, serveCheckout } from "../support/editor-site";
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

/**
 * The staff editor at /admin (Decap CMS), driven as the company's staff drive it, against its local backend
 * on a clone of this repository: what they publish lands in files and commits, and the next build puts it on
 * the site, or refuses it with a message naming the file and field.
 */

editorSpecSettings();

const slug = "girth-weld-paut-field-notes";
/** The photograph staff upload, under the name they gave it. */
const photo = { file: "girth-weld-paut.jpg", source: "app/content/photos/samples/weld-bead.jpg" };
const newPhone = { display: "+237 699 123 456", tel: "+237699123456" };
const posts = {
  en: {
    title: "Girth welds under PAUT: notes from a pipeline spread",
    excerpt: "What phased-array inspection of girth welds asks of the weld crew, the scanner and the report.",
    date: "20 November 2026",
    readTime: "5 min read",
    imageAlt: "Drawing of a phased-array probe on a pipe weld",
    tag: "PAUT",
    takeaway: "Calibrate on a block with the same wall thickness and bevel as the production welds.",
    alt: "A weld bead on a steel test plate",
    credit: "Rendered by the site's developers (test image)",
    // Typed as staff type it: the rich-text box escapes Markdown typed into it ("\\## Why…").
    body: "Encoded PAUT records every girth weld for the owner's audit.",
  },
  fr: {
    title: "Soudures circulaires en PAUT : notes d'un chantier de pipeline",
    excerpt: "Ce que le contrôle multiéléments des soudures circulaires demande à l'équipe, au scanner et au rapport.",
    date: "20 novembre 2026",
    readTime: "5 min de lecture",
    imageAlt: "Dessin d'un traducteur multiéléments sur une soudure de tube",
    tag: "PAUT",
    takeaway: "Étalonner sur une cale de même épaisseur et de même chanfrein que les soudures de production.",
    alt: "Un cordon de soudure sur une plaque d'essai en acier",
    credit: "Image de test rendue par les développeurs du site",
    body: "Le PAUT encodé enregistre chaque soudure pour l'audit du client.",
  },
} as const;

const editor = editorCheckout([photo]);

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

test("staff publish a post in both languages with a photograph and a new phone number, and the next build shows them", async ({
  page,
  consoleGuard,
}) => {
  // The local backend answers 404 when asked for a draft that does not exist yet, which Decap asks first.
  consoleGuard.allow(/status of 404/);
  // The save is refused once, while the WhatsApp number is the old one.
  allowRefusedSaves(consoleGuard);

  await openEditor(page, "/collections/posts/new");
  await expect(page.getByRole("button", { name: "Writing in EN" })).toBeVisible();

  for (const [column, locale] of (["en", "fr"] as const).entries()) {
    const post = posts[locale];
    const field = (name: string) => inColumn(page.getByRole("textbox", { name, exact: true }), column);
    // What a post shares across its languages is entered once, in English; the editor copies it to French.
    if (locale === "en") {
      await inColumn(page.getByRole("spinbutton", { name: "Number" }), column).fill("901");
      await field("Slug").fill(slug);
      await field("Author").fill("estelle-ngo-bilong");
      await field("Image").fill("/images/blog-advanced-ndt-techniques.svg");
      await choose(inColumn(page.getByRole("combobox", { name: "Category" }), column), "Technology");
      await enterDay(field("Publish date"), "20/11/2026");
    }
    await field("Title").fill(post.title);
    await field("Excerpt").fill(post.excerpt);
    await field("Date").fill(post.date);
    await field("Read time").fill(post.readTime);
    await field("What the illustration shows").fill(post.imageAlt);
    await inColumn(page.getByRole("button", { name: "Add tag", exact: true }), column).click();
    await inColumn(page.getByRole("textbox", { name: "Tags" }), column).fill(post.tag);
    await inColumn(page.getByRole("button", { name: "Add key takeaway", exact: true }), column).click();
    await inColumn(page.getByRole("textbox", { name: "Key takeaways" }), column).fill(post.takeaway);

    // The photograph: uploaded once from the English column, picked from the media library in French.
    await inColumn(page.getByRole("button", { name: /^Choose (an|different) image$/ }), column).click();
    const library = page.getByRole("dialog");
    // An upload comes in selected; a photo already in the library is picked by a click.
    if (locale === "en") await library.getByLabel("Upload").setInputFiles(editor.upload(photo));
    else await library.getByText(photo.file, { exact: true }).click();
    await library.getByRole("button", { name: "Choose selected" }).click();
    await field("What the photograph shows (alt text) (optional)").fill(post.alt);
    await field("Photo credit (optional)").fill(post.credit);

    await inColumn(page.locator("[data-slate-editor]"), column).click();
    await page.keyboard.type(post.body);
  }
  await publish(page);

  // On to the company's facts, through the editor's own menu.
  await page.getByRole("link", { name: /Writing in Blog posts collection/ }).click();
  await page.getByRole("link", { name: "Company facts" }).first().click();
  // The collection's one entry, once its list has come in beside the menu's link.
  await page.getByRole("link", { name: "Company facts" }).nth(1).click();
  await expect(page.getByRole("textbox", { name: "Company name" })).toBeVisible();
  await page.getByRole("button", { name: "Expand" }).first().click();
  await page.getByRole("textbox", { name: "As printed" }).first().fill(newPhone.display);
  await page.getByRole("textbox", { name: "For calls (+ and digits only)" }).first().fill(newPhone.tel);
  // The WhatsApp number still holds the old one: the editor asks before saving, and staff change it too.
  const asked: string[] = [];
  // The question blocks the page until answered: it is answered (No) as it comes, and read afterwards.
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => asked)
    .toEqual([
      `The WhatsApp number (237690000001) is none of the phone numbers (${newPhone.display}, +237 670 000 002). If the number has changed, change the WhatsApp number too. Save anyway?`,
    ]);
  await expect(page.getByRole("alert", { name: "Not saved: correct these fields first." })).toContainText(
    "The WhatsApp number (237690000001)",
  );
  await page.getByRole("textbox", { name: "WhatsApp number" }).fill(newPhone.tel.slice(1));
  await publish(page);

  // Files and commits, as the build and a reviewer will see them.
  const file = (path: string) => join(editor.checkout.dir, path);
  for (const locale of ["en", "fr"] as const) {
    const text = readFileSync(file(`app/content/blog/${locale}/${slug}.md`), "utf8");
    const frontMatter = parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") as Record<string, unknown>;
    expect(frontMatter).toMatchObject({
      slug,
      id: 901,
      title: posts[locale].title,
      author: "estelle-ngo-bilong",
      category: "technology",
      tags: [posts[locale].tag],
      photo: { src: `uploads/${photo.file}`, alt: posts[locale].alt, credit: posts[locale].credit },
    });
    expect(text).toContain(posts[locale].body.split("\n")[0]);
  }
  expect(existsSync(file(`app/content/photos/uploads/${photo.file}`))).toBe(true);
  const company = JSON.parse(readFileSync(file("app/content/company.json"), "utf8"));
  expect(company.phones[0]).toEqual(newPhone);
  expect(company.whatsapp).toBe(newPhone.tel.slice(1));
  const committed = editor.checkout.git("log", "--name-only", "--format=%s", "origin/main..main");
  for (const path of [
    `app/content/blog/en/${slug}.md`,
    `app/content/blog/fr/${slug}.md`,
    `app/content/photos/uploads/${photo.file}`,
    "app/content/company.json",
  ])
    expect(committed).toContain(path);
  expect(editor.checkout.git("status", "--porcelain")).toBe("");

  // The next build, served as the company's server would serve it.
  const build = await buildCheckout(editor.checkout, "build");
  expect(build.code, build.output.slice(-3000)).toBe(0);
  const site = await serveCheckout(editor.checkout, "build");
  try {
    for (const locale of ["en", "fr"] as const) {
      await page.goto(`${site.url}${locale === "fr" ? "/fr" : ""}/blog/${slug}`);
      await expect(page.getByRole("heading", { level: 1, name: posts[locale].title })).toBeVisible();
      const photo = page.getByRole("img", { name: posts[locale].alt });
      await expect(photo).toBeVisible();
      // Responsive: AVIF and WebP sources with several widths, and the browser has picked and decoded one.
      const sources = await photo.evaluate((img) =>
        [...(img.parentElement?.querySelectorAll("source") ?? [])].map((s) => ({ type: s.type, srcset: s.srcset })),
      );
      expect(sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
      for (const source of sources) expect(source.srcset.split(",").length).toBeGreaterThan(1);
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }

    await page.goto(`${site.url}/`);
    const call = (scope: Locator) => scope.locator(`a[href="tel:${newPhone.tel}"]`).first();
    await expect(call(page.getByRole("banner"))).toBeAttached();
    await expect(call(page.getByRole("contentinfo"))).toContainText(newPhone.display);
    await expect(call(page.locator("#contact"))).toContainText(newPhone.display);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.join("\n")).toMatch(new RegExp(`"telephone":\\[[^\\]]*"\\${newPhone.tel}"`));
  } finally {
    // The home page's scripts may still be arriving: leave the site before it stops, or their requests fail.
    await page.goto("about:blank");
    await site.stop();
  }
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
  await expect(frenchTitle).toHaveValue(posts.fr.title);
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
  const sample = readFileSync(join(editor.checkout.dir, photo.source));
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
      `^Blog posts › "${posts.en.title}" \\(English version\\) › Author: "nobody-on-the-team" is not a person of app/content/people/.* / Articles du blog › « ${posts.fr.title} » \\(version anglaise\\) › .*`,
      "m",
    ),
  );
  expect(refused.output).not.toMatch(/^\s+at /m);
});
