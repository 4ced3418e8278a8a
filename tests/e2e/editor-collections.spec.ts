import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { projects as enProjects } from "../../app/content/locales/en/projects";
import { proof as enProof } from "../../app/content/locales/en/proof";
import { projects as frProjects } from "../../app/content/locales/fr/projects";
import { proof as frProof } from "../../app/content/locales/fr/proof";
import { fill, type Locale, locales, localizePath } from "../../app/lib/i18n";
import { buildCheckout, serveCheckout } from "../support/editor-site";
import { expect, test } from "./fixtures";
import {
  addItem,
  addTextItem,
  allowRefusedSaves,
  choose,
  choosePhoto,
  editorCheckout,
  editorSpecSettings,
  enterDay,
  field,
  inColumn,
  openEditor,
  publish,
} from "./helpers/editor";

/**
 * Every collection of the staff editor, as office staff fill it in: a new entry (or list item, or fact) with
 * only what the editor asks for, optional parts left alone, in both languages where the collection has two;
 * then a photograph taken off an entry. The next build of what they published must pass and show it all.
 */

editorSpecSettings();

/** Markdown is typeset: the straight apostrophe staff type is printed as a typographic one. */
const typeset = (text: string) => text.replaceAll("'", "\u2019");

/** Photographs as staff would pick them on their computer: test images under the names they gave them. */
const photos = {
  project: { file: "flare-line-pipe-rack.jpg", source: "app/content/photos/samples/pipe-rack.jpg" },
  post: { file: "pwht-weld-bead.jpg", source: "app/content/photos/samples/weld-bead.jpg" },
  illustratedPost: { file: "girth-weld-paut.jpg", source: "app/content/photos/samples/weld-bead.jpg" },
};

const post = {
  slug: "pwht-charts-what-the-inspector-checks",
  number: "4",
  author: "serge-tchoumi",
  publishDay: "24/11/2026",
  category: "Quality Control",
  image: "/images/blog-pipeline-construction-quality-assurance.svg",
  en: {
    title: "Heat treatment charts: what the inspector checks",
    excerpt: "Heating rate, soak and thermocouple positions: reading a PWHT chart before a weld is released for NDT.",
    date: "24 November 2026",
    readTime: "4 min read",
    imageAlt: "Drawing of a pipeline spread: a welding crew on a girth weld, and an inspector with a checklist",
    tag: "PWHT",
    takeaway: "Check the thermocouple positions on the chart against the procedure before accepting the soak time.",
    body: "A PWHT chart is evidence only if it reads against the procedure: the heating rate above 300 °C, the soak temperature and time, and the cooling rate, for every thermocouple.",
    photoAlt: "A finished weld bead on a steel plate, ready for heat treatment",
    credit: "Rendered by the site's developers (test image)",
  },
  fr: {
    title: "Courbes de traitement thermique : ce que vérifie l'inspecteur",
    excerpt:
      "Vitesse de chauffe, palier et position des thermocouples : lire une courbe de TTAS avant de libérer une soudure pour le CND.",
    date: "24 novembre 2026",
    readTime: "4 min de lecture",
    imageAlt:
      "Dessin d'un chantier de pipeline : une équipe de soudage sur une soudure circulaire et un inspecteur muni d'une liste de contrôle",
    tag: "TTAS",
    takeaway:
      "Comparer la position des thermocouples sur la courbe à celle de la procédure avant d'accepter la durée du palier.",
    body: "Une courbe de TTAS ne fait preuve que si elle se lit au regard de la procédure : vitesse de chauffe au-dessus de 300 °C, température et durée du palier, puis vitesse de refroidissement, pour chaque thermocouple.",
    photoAlt: "Un cordon de soudure terminé sur une plaque d'acier, prêt pour le traitement thermique",
    credit: "Image de test rendue par les développeurs du site",
  },
};

const project = {
  slug: "flare-line-girth-weld-radiography",
  industry: "Oil & Gas",
  service: "Non-Destructive Testing",
  standard: "ASME B31.3",
  start: "2026-05",
  figure: "64",
  en: {
    title: "Radiography of flare line girth welds at a gas plant",
    summary:
      "Gamma radiography of 64 girth welds on a new 12-inch flare line, interpreted to ASME B31.3 before the hydrotest.",
    client: "a gas processing plant near Limbe",
    location: "Limbe, South-West Region",
    figureLabel: "girth welds radiographed",
    need: "The contractor needed every weld of the flare line examined before the hydrotest, within a ten-day tie-in window.",
    work: "Two radiography crews worked night shifts with iridium-192 sources, behind controlled areas agreed with the plant's HSE team.",
    result: "Every weld was accepted after four repairs, and the line was handed over for its hydrotest on day nine.",
    photoAlt: "A pipe rack at a gas plant, with the new flare line on its top tier",
    credit: "Rendered by the site's developers (test image)",
  },
  fr: {
    title: "Radiographie des soudures circulaires d'une ligne de torche dans une usine de gaz",
    summary:
      "Radiographie gamma de 64 soudures circulaires sur une nouvelle ligne de torche de 12 pouces, interprétée selon l'ASME B31.3 avant l'épreuve hydraulique.",
    client: "une usine de traitement de gaz près de Limbé",
    location: "Limbé, région du Sud-Ouest",
    figureLabel: "soudures circulaires radiographiées",
    need: "L'entreprise de montage devait faire contrôler chaque soudure de la ligne de torche avant l'épreuve hydraulique, dans une fenêtre de raccordement de dix jours.",
    work: "Deux équipes de radiographie ont travaillé de nuit avec des sources d'iridium 192, derrière des zones contrôlées convenues avec le service HSE du site.",
    result:
      "Toutes les soudures ont été acceptées après quatre réparations, et la ligne a été remise pour son épreuve hydraulique le neuvième jour.",
    photoAlt: "Un rack de tuyauteries d'une usine de gaz, la nouvelle ligne de torche sur son niveau supérieur",
    credit: "Image de test rendue par les développeurs du site",
  },
};

// The new radiation protection officer: a real person, whom a real authorisation needs (a sample one is refused).
const person = {
  slug: "paul-mbarga",
  name: "Paul Mbarga",
  language: "fr",
  en: {
    role: "Radiation protection officer and RT Level 2 technician",
    bio: "Runs our radiation protection programme, from dose records and source movements to the controlled areas of every radiography job, and shoots and interprets weld radiographs on pipelines and vessels.",
  },
  fr: {
    role: "Personne compétente en radioprotection et technicien RT niveau 2",
    bio: "Pilote notre programme de radioprotection, du suivi dosimétrique et des mouvements de sources au zonage de chaque chantier de radiographie, et réalise et interprète les radiographies de soudures sur pipelines et appareils à pression.",
  },
};

/** A post written with everything a post can carry, its photograph uploaded once and picked again in French. */
const illustratedPost = {
  slug: "girth-weld-paut-field-notes",
  number: "901",
  author: "estelle-ngo-bilong",
  publishDay: "20/11/2026",
  category: "Technology",
  image: "/images/blog-advanced-ndt-techniques.svg",
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

/** The company's first phone number as staff change it. */
const newPhone = { display: "+237 699 123 456", tel: "+237699123456" };

const companyEmail = "inspections@example.com";

const accreditation = {
  kind: "Certification",
  number: "3834-CM-0588",
  issuer: "Bureau Veritas Certification",
  expires: "14/03/2029",
  en: {
    name: "ISO 3834-2:2021 comprehensive quality requirements for fusion welding",
    scope: "Shop and site fabrication of pressure piping and steel structures in carbon and stainless steel",
  },
  fr: {
    name: "ISO 3834-2:2021, exigences de qualité complètes en soudage par fusion",
    scope:
      "Fabrication en atelier et sur site de tuyauteries sous pression et de charpentes en acier carbone et inoxydable",
  },
};

const authorisation = {
  authority: "Agence Nationale de Radioprotection (ANRP)",
  number: "ANRP-AUT-2026-0311",
  expires: "31/03/2028",
  en: { scope: "Use of an X-ray generator up to 300 kV in the Bonabéri bunker" },
  fr: { scope: "Utilisation d'un générateur X jusqu'à 300 kV dans la casemate de Bonabéri" },
};

const hseYear = { year: "2022", hoursWorked: "287600", lostTimeInjuries: "0", recordableInjuries: "1" };

const instrument = {
  make: "Dürr NDT",
  model: "HD-CR 35 NDT",
  serial: "DN35-22817",
  method: "Radiographic testing (RT)",
  calibrationDue: "30/06/2028",
  certificate: "CAL-2026-212",
  en: { item: "Computed radiography plate scanner" },
  fr: { item: "Scanner de plaques pour radiographie numérique" },
};

const policy = {
  insurer: "Example Assurances SA",
  expires: "30/06/2028",
  en: { cover: "Equipment all risks", limit: "XAF 150,000,000 per claim" },
  fr: { cover: "Tous risques matériel", limit: "150 000 000 FCFA par sinistre" },
};

// Staff cannot draw: a new picture or role reuses one of the site's drawings, and its words say what that shows.
const picture = {
  id: "flare-line-encoded-scan",
  drawing: "/images/gallery-02-phased-array-ut.svg",
  en: {
    title: "Encoded Scan of a Flare Line Weld",
    alt: "An encoded scanner clamped on a pipe weld, cabled to an instrument that shows the scan.",
  },
  fr: {
    title: "Balayage codé d'une soudure de ligne de torche",
    alt: "Un scanner codé fixé sur une soudure de tuyauterie, relié à un appareil qui affiche le balayage.",
  },
};

const role = {
  id: "bolting-technician",
  drawing: "/images/role-mechanical-technician.svg",
  en: {
    name: "Bolting Technician",
    description:
      "Torques and tensions flange bolts to the joint's bolting procedure, records the sequence and final load of each joint, and tags it for the leak test.",
    imageAlt: "Technician tightening the flange bolts of a pump",
  },
  fr: {
    name: "Technicien de boulonnage",
    description:
      "Serre au couple et tensionne les boulons de brides selon la procédure du joint, consigne la séquence et la charge finale de chaque joint, et l'étiquette pour l'épreuve d'étanchéité.",
    imageAlt: "Technicien serrant les boulons de bride d'une pompe",
  },
};

const editor = editorCheckout(Object.values(photos));
let site: Awaited<ReturnType<typeof serveCheckout>> | undefined;

test.afterAll(async () => {
  await site?.stop();
});

/** Opens a page of the served build in a language, as a visitor would. */
async function visit(page: Page, locale: Locale, path: string) {
  if (!site) throw new Error("the build is not served: the build's test did not pass");
  await page.goto(`${site.url}${localizePath(path, locale)}`);
}

/** The two boxes of a text written in each language (English, then Français) inside the group labelled `label`. */
async function fillTranslations(scope: Page | Locator, label: string, text: Record<Locale, string>) {
  const group = field(scope, label, "object");
  await group.getByRole("textbox", { name: "English", exact: true }).fill(text.en);
  await group.getByRole("textbox", { name: "Français", exact: true }).fill(text.fr);
}

/** Opens a file of a collection ("Company facts") through the editor's menu and the collection's list, as staff find it. */
async function openFile(page: Page, collection: string, file: string) {
  await page.getByRole("complementary").getByRole("link", { name: collection, exact: true }).click();
  await page.getByRole("main").getByRole("link", { name: file, exact: true }).click();
}

/** Back from the entry just published to its collection's list, by the link at the top of the entry. */
async function leaveEntry(page: Page) {
  await page.getByRole("link", { name: /^← Writing in .* collection/ }).click();
}

/** The Markdown box of the field labelled `label` in a language column. */
const markdownIn = (page: Page, label: string, column: number) =>
  inColumn(field(page, label, "markdown"), column).getByRole("textbox");

/** Types into a Markdown box, which opens in rich-text mode: plain sentences, as staff write them, key by key. */
async function typeMarkdown(page: Page, box: Locator, text: string) {
  await box.click();
  await page.keyboard.type(text);
}

/**
 * Puts a paragraph staff wrote elsewhere (a report, a mail) into a Markdown box, as pasting does: one input of
 * the whole text. Key by key, each of a few hundred letters redraws the editor's form and preview, which made
 * the project's three sections alone a dozen seconds of a busy machine; the first post is still typed.
 */
async function pasteMarkdown(page: Page, box: Locator, text: string) {
  await box.click();
  await page.keyboard.insertText(text);
}

/** A new post: its facts shared by both languages, and what each language says of it. */
interface NewPost {
  number: string;
  slug: string;
  author: string;
  image: string;
  publishDay: string;
  category: string;
  en: PostWords;
  fr: PostWords;
}
interface PostWords {
  title: string;
  excerpt: string;
  date: string;
  readTime: string;
  imageAlt: string;
  tag: string;
  takeaway: string;
}

/**
 * Fills what the editor requires of a post in the column of `locale`, but its body. What a post shares across
 * its languages is entered once, in English; the editor copies it to French.
 */
async function writePost(page: Page, post: NewPost, locale: Locale, column: number) {
  const words = post[locale];
  const box = (name: string) => inColumn(page.getByRole("textbox", { name, exact: true }), column);
  if (locale === "en") {
    await inColumn(page.getByRole("spinbutton", { name: "Number" }), column).fill(post.number);
    await box("Slug").fill(post.slug);
    await box("Author").fill(post.author);
    await box("Image").fill(post.image);
    await enterDay(box("Publish date"), post.publishDay);
    await choose(inColumn(page.getByRole("combobox", { name: "Category" }), column), post.category);
  }
  await box("Title").fill(words.title);
  await box("Excerpt").fill(words.excerpt);
  await box("Date").fill(words.date);
  await box("Read time").fill(words.readTime);
  await box("What the illustration shows").fill(words.imageAlt);
  await addTextItem(inColumn(field(page, "Tags", "list"), column), "Tags", "tag", words.tag);
  await addTextItem(
    inColumn(field(page, "Key takeaways", "list"), column),
    "Key takeaways",
    "key takeaway",
    words.takeaway,
  );
}

test.describe("staff publish in the editor", () => {
  test.beforeEach(({ consoleGuard }) => {
    // The local backend answers 404 when asked for a draft that does not exist yet, which Decap asks first.
    consoleGuard.allow(/status of 404/);
  });

  test("a new blog post in both languages, with only what the editor requires", async ({ page }) => {
    await openEditor(page, "/collections/posts/new");
    await expect(page.getByRole("button", { name: "Writing in EN" })).toBeVisible();
    for (const [column, locale] of locales.entries()) {
      await writePost(page, post, locale, column);
      await typeMarkdown(page, markdownIn(page, "Body", column), post[locale].body);
    }
    await publish(page);
  });

  test("a post in both languages with a photograph, and a new phone number once the WhatsApp question is answered", async ({
    page,
    consoleGuard,
  }) => {
    // The save is refused once, while the WhatsApp number is the old one.
    allowRefusedSaves(consoleGuard);
    const words = illustratedPost;
    await openEditor(page, "/collections/posts/new");
    await expect(page.getByRole("button", { name: "Writing in EN" })).toBeVisible();
    for (const [column, locale] of locales.entries()) {
      const box = (name: string) => inColumn(page.getByRole("textbox", { name, exact: true }), column);
      await writePost(page, words, locale, column);
      // The photograph: uploaded once from the English column, picked from the media library in French.
      await choosePhoto(
        inColumn(field(page, "Photograph (optional)", "image"), column),
        photos.illustratedPost.file,
        locale === "en" ? editor.upload(photos.illustratedPost) : undefined,
      );
      await box("What the photograph shows (alt text) (optional)").fill(words[locale].alt);
      await box("Photo credit (optional)").fill(words[locale].credit);
      await pasteMarkdown(page, inColumn(page.locator("[data-slate-editor]"), column), words[locale].body);
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
    for (const locale of locales) {
      const text = readFileSync(file(`app/content/blog/${locale}/${words.slug}.md`), "utf8");
      const frontMatter = parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") as Record<string, unknown>;
      expect(frontMatter).toMatchObject({
        slug: words.slug,
        id: Number(words.number),
        title: words[locale].title,
        author: words.author,
        category: "technology",
        tags: [words[locale].tag],
        photo: { src: `uploads/${photos.illustratedPost.file}`, alt: words[locale].alt, credit: words[locale].credit },
      });
      expect(text).toContain(words[locale].body);
    }
    expect(existsSync(file(`app/content/photos/uploads/${photos.illustratedPost.file}`))).toBe(true);
    const company = JSON.parse(readFileSync(file("app/content/company.json"), "utf8"));
    expect(company.phones[0]).toEqual(newPhone);
    expect(company.whatsapp).toBe(newPhone.tel.slice(1));
    const committed = editor.checkout.git("log", "--name-only", "--format=%s", "origin/main..main");
    for (const path of [
      `app/content/blog/en/${words.slug}.md`,
      `app/content/blog/fr/${words.slug}.md`,
      `app/content/photos/uploads/${photos.illustratedPost.file}`,
      "app/content/company.json",
    ])
      expect(committed).toContain(path);
    expect(editor.checkout.git("status", "--porcelain")).toBe("");
  });

  test("a new project in both languages, its testimonial left out", async ({ page }) => {
    await openEditor(page, "/collections/projects/new");
    await expect(page.getByRole("button", { name: "Writing in EN" })).toBeVisible();
    for (const [column, locale] of locales.entries()) {
      const words = project[locale];
      const box = (name: string) => inColumn(page.getByRole("textbox", { name, exact: true }), column);
      // What the project is, whatever the language it is told in, is entered once, in English.
      if (locale === "en") {
        await box("Slug").fill(project.slug);
        await choose(inColumn(page.getByRole("combobox", { name: "Industry" }), column), project.industry);
        await choose(inColumn(page.getByRole("combobox", { name: "Services" }), column), project.service);
        await addTextItem(
          inColumn(field(page, "Standards", "list"), column),
          "Standards",
          "standard",
          project.standard,
        );
        await box("Start").fill(project.start);
      }
      await box("Title").fill(words.title);
      await box("Summary").fill(words.summary);
      await box("Client").fill(words.client);
      await box("Location").fill(words.location);
      const figures = inColumn(field(page, "Figures", "list"), column);
      await addItem(figures, "figure");
      await figures.getByRole("textbox", { name: "Value" }).fill(project.figure);
      await figures.getByRole("textbox", { name: "Label" }).fill(words.figureLabel);
      await pasteMarkdown(page, markdownIn(page, "The need", column), words.need);
      await pasteMarkdown(page, markdownIn(page, "The work", column), words.work);
      await pasteMarkdown(page, markdownIn(page, "The result", column), words.result);
      // The photograph: uploaded once from the English column, picked from the media library in French.
      const photoList = inColumn(field(page, "Photos", "list"), column);
      await addItem(photoList, "photo");
      await choosePhoto(
        field(photoList, "Photograph", "image"),
        photos.project.file,
        locale === "en" ? editor.upload(photos.project) : undefined,
      );
      await photoList.getByRole("textbox", { name: "What the photograph shows (alt text)" }).fill(words.photoAlt);
      await photoList.getByRole("textbox", { name: "Photo credit" }).fill(words.credit);
    }
    await publish(page);
  });

  test("a new person, with no portrait and no certificate yet", async ({ page }) => {
    await openEditor(page, "/collections/people/new");
    await page.getByRole("textbox", { name: "Slug", exact: true }).fill(person.slug);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(person.name);
    await fillTranslations(page, "Role", { en: person.en.role, fr: person.fr.role });
    await addTextItem(field(page, "Languages", "list"), "Languages", "language", person.language);
    await fillTranslations(page, "Bio", { en: person.en.bio, fr: person.fr.bio });
    await publish(page);
  });

  test("a new e-mail address in the company's facts", async ({ page }) => {
    await openEditor(page, "/");
    await openFile(page, "Company facts", "Company facts");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(companyEmail);
    await publish(page);
    // Saved in the schema's key order, as the file already was: one field changed, one line changed.
    const diff = editor.checkout.git("diff", "--numstat", "HEAD~1", "HEAD", "--", "app/content/company.json");
    expect(diff.trim()).toBe("1\t1\tapp/content/company.json");
    expect(editor.checkout.git("diff", "-U0", "HEAD~1", "HEAD", "--", "app/content/company.json")).toContain(
      `+  "email": "${companyEmail}",`,
    );
  });

  test("a new record in each file of the qualification pack", async ({ page }) => {
    await openEditor(page, "/");
    await openFile(page, "Qualification pack", "Accreditations and approvals");
    await addItem(page, "accreditation");
    await choose(page.getByRole("combobox", { name: "Kind" }), accreditation.kind);
    await fillTranslations(page, "Name", { en: accreditation.en.name, fr: accreditation.fr.name });
    await fillTranslations(page, "Scope", { en: accreditation.en.scope, fr: accreditation.fr.scope });
    await page.getByRole("textbox", { name: "Number", exact: true }).fill(accreditation.number);
    await page.getByRole("textbox", { name: "Issuer", exact: true }).fill(accreditation.issuer);
    await enterDay(page.getByRole("textbox", { name: "Expires", exact: true }), accreditation.expires);
    await publish(page);

    await leaveEntry(page);
    await openFile(page, "Qualification pack", "Radiation source authorisation");
    // A real authorisation needs a real officer: the new person takes over from the sample one.
    await page.getByRole("textbox", { name: "Officer", exact: true }).fill(person.slug);
    await addItem(page, "authorisation");
    await page.getByRole("textbox", { name: "Authority", exact: true }).fill(authorisation.authority);
    await page.getByRole("textbox", { name: "Number", exact: true }).fill(authorisation.number);
    await fillTranslations(page, "Scope", { en: authorisation.en.scope, fr: authorisation.fr.scope });
    await enterDay(page.getByRole("textbox", { name: "Expires", exact: true }), authorisation.expires);
    await publish(page);

    await leaveEntry(page);
    await openFile(page, "Qualification pack", "HSE figures by year");
    await addItem(page, "year");
    await page.getByRole("spinbutton", { name: "Year" }).fill(hseYear.year);
    await page.getByRole("spinbutton", { name: "Hours worked" }).fill(hseYear.hoursWorked);
    await page.getByRole("spinbutton", { name: "Lost time injuries" }).fill(hseYear.lostTimeInjuries);
    await page.getByRole("spinbutton", { name: "Recordable injuries" }).fill(hseYear.recordableInjuries);
    await publish(page);

    await leaveEntry(page);
    await openFile(page, "Qualification pack", "Equipment register");
    await addItem(page, "item of equipment");
    await fillTranslations(page, "Item", { en: instrument.en.item, fr: instrument.fr.item });
    await page.getByRole("textbox", { name: "Make", exact: true }).fill(instrument.make);
    await page.getByRole("textbox", { name: "Model", exact: true }).fill(instrument.model);
    await page.getByRole("textbox", { name: "Serial", exact: true }).fill(instrument.serial);
    await choose(page.getByRole("combobox", { name: "Method" }), instrument.method);
    await enterDay(page.getByRole("textbox", { name: "Calibration due", exact: true }), instrument.calibrationDue);
    await page.getByRole("textbox", { name: "Certificate", exact: true }).fill(instrument.certificate);
    await publish(page);

    await leaveEntry(page);
    await openFile(page, "Qualification pack", "Insurance");
    await addItem(page, "policy");
    await fillTranslations(page, "Cover", { en: policy.en.cover, fr: policy.fr.cover });
    await page.getByRole("textbox", { name: "Insurer", exact: true }).fill(policy.insurer);
    await fillTranslations(page, "Limit", { en: policy.en.limit, fr: policy.fr.limit });
    await enterDay(page.getByRole("textbox", { name: "Expires", exact: true }), policy.expires);
    await publish(page);
  });

  test("a new picture at the end of the gallery, with its drawing and no photograph", async ({ page }) => {
    await openEditor(page, "/");
    await openFile(page, "Gallery", "Gallery pictures");
    await addItem(page, "picture");
    await page.getByRole("textbox", { name: "Id", exact: true }).fill(picture.id);
    await page.getByRole("textbox", { name: "Drawing", exact: true }).fill(picture.drawing);
    await fillTranslations(page, "Title", { en: picture.en.title, fr: picture.fr.title });
    await fillTranslations(page, "What the picture shows (alt text)", { en: picture.en.alt, fr: picture.fr.alt });
    await publish(page);
  });

  test("a new staff outsourcing role, with its drawing and no photograph", async ({ page }) => {
    await openEditor(page, "/");
    await openFile(page, "Staff outsourcing roles", "Staff outsourcing roles");
    await addItem(page, "role");
    await page.getByRole("textbox", { name: "Id", exact: true }).fill(role.id);
    await page.getByRole("textbox", { name: "Drawing", exact: true }).fill(role.drawing);
    await fillTranslations(page, "Name", { en: role.en.name, fr: role.fr.name });
    await fillTranslations(page, "Description", { en: role.en.description, fr: role.fr.description });
    await fillTranslations(page, "What the picture shows (alt text)", { en: role.en.imageAlt, fr: role.fr.imageAlt });
    await publish(page);
  });

  test("a lead photograph put on the new post, published, then removed with Remove image", async ({ page }) => {
    await openEditor(page, `/collections/posts/entries/${post.slug}`);
    await expect(page.getByRole("button", { name: "Writing in EN" })).toBeVisible();
    for (const [column, locale] of locales.entries()) {
      await choosePhoto(
        inColumn(field(page, "Photograph (optional)", "image"), column),
        photos.post.file,
        locale === "en" ? editor.upload(photos.post) : undefined,
      );
      const box = (name: string) => inColumn(page.getByRole("textbox", { name, exact: true }), column);
      await box("What the photograph shows (alt text) (optional)").fill(post[locale].photoAlt);
      await box("Photo credit (optional)").fill(post[locale].credit);
    }
    await publish(page);
    // The photograph was published, so what comes next takes a published photograph off, not a draft's.
    for (const locale of locales) {
      const text = readFileSync(join(editor.checkout.dir, `app/content/blog/${locale}/${post.slug}.md`), "utf8");
      const frontMatter = parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") as { photo?: { src?: string } };
      expect(frontMatter.photo?.src).toBe(`uploads/${photos.post.file}`);
    }

    // Its alt text and credit go with it: left behind, they would describe a photograph that is not there.
    for (const column of locales.keys()) {
      await inColumn(field(page, "Photograph (optional)", "image"), column)
        .getByRole("button", { name: "Remove image" })
        .click();
      const box = (name: string) => inColumn(page.getByRole("textbox", { name, exact: true }), column);
      await box("What the photograph shows (alt text) (optional)").clear();
      await box("Photo credit (optional)").clear();
    }
    await publish(page);
  });
});

test.describe("the next build", () => {
  test("passes with everything staff published", async () => {
    // Publishing commits: nothing staff did may be left uncommitted in the clone.
    expect(editor.checkout.git("status", "--porcelain")).toBe("");
    const build = await buildCheckout(editor.checkout, "build");
    // The content's problems, listed one per file and field before the bundler's stack: quote them, not the stack.
    const problems = [...new Set(build.output.split("\n").filter((line) => /^\s+- app\/content\//.test(line)))];
    expect(build.code, problems.length > 0 ? problems.join("\n") : build.output.slice(-3000)).toBe(0);
    site = await serveCheckout(editor.checkout, "build");
  });

  test("shows the new post in both languages, without the photograph taken off it", async ({ page }) => {
    for (const locale of locales) {
      await visit(page, locale, `/blog/${post.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: post[locale].title })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(post[locale].takeaway);
      await expect(page.getByRole("main")).toContainText(typeset(post[locale].body));
      // Without its photograph the article leads with its drawing again.
      await expect(page.getByRole("img", { name: post[locale].imageAlt, exact: true })).toBeVisible();
      await expect(page.getByRole("img", { name: post[locale].photoAlt, exact: true })).toHaveCount(0);
    }
  });

  test("shows the post written with a photograph in both languages, the photograph responsive", async ({ page }) => {
    for (const locale of locales) {
      await visit(page, locale, `/blog/${illustratedPost.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: illustratedPost[locale].title })).toBeVisible();
      const photo = page.getByRole("img", { name: illustratedPost[locale].alt });
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
  });

  test("shows the new project in both languages, with its photograph and no testimonial", async ({ page }) => {
    for (const locale of locales) {
      const words = project[locale];
      const copy = locale === "en" ? enProjects : frProjects;
      await visit(page, locale, `/projects/${project.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(words.client);
      await expect(page.getByRole("region", { name: copy.need })).toContainText(typeset(words.need));
      await expect(page.getByRole("region", { name: copy.result })).toContainText(typeset(words.result));
      await expect(page.getByRole("img", { name: words.photoAlt, exact: true })).toBeVisible();
      await expect(page.getByText(copy.testimonialLabel)).toHaveCount(0);
    }
  });

  test("shows the new person on the team page in both languages, as the radiation protection officer", async ({
    page,
  }) => {
    for (const locale of locales) {
      const copy = (locale === "en" ? enProof : frProof).team;
      await visit(page, locale, "/about/team");
      const card = page.getByRole("article", { name: person.name });
      await expect(card).toContainText(person[locale].role);
      await expect(card).toContainText(person[locale].bio);
      await expect(card).toContainText(copy.radiationOfficer);
      await expect(card).toContainText(copy.noCertificates);
    }
  });

  test("lists the qualification pack's new records in both languages", async ({ page }) => {
    for (const locale of locales) {
      await visit(page, locale, "/about/qualification");
      const row = (text: string) => page.getByRole("row").filter({ hasText: text });
      await expect(row(accreditation.number)).toContainText(accreditation[locale].name);
      await expect(row(authorisation.number)).toContainText(authorisation[locale].scope);
      await expect(page.getByRole("rowheader", { name: hseYear.year, exact: true })).toBeVisible();
      await expect(row(instrument.serial)).toContainText(instrument[locale].item);
      await expect(row(policy[locale].cover)).toContainText(policy[locale].limit);
      // The new officer, linked to their entry on the team page.
      const officer = fill((locale === "en" ? enProof : frProof).qualification.officer.profileLink, {
        name: person.name,
      });
      await expect(page.getByRole("link", { name: officer })).toHaveAttribute(
        "href",
        `${localizePath("/about/team", locale)}#${person.slug}`,
      );
    }
  });

  test("shows the new gallery picture and staff outsourcing role in both languages", async ({ page }) => {
    for (const locale of locales) {
      await visit(page, locale, "/gallery");
      await expect(page.getByRole("link", { name: picture[locale].title, exact: true })).toBeVisible();
      await expect(page.getByRole("img", { name: picture[locale].alt, exact: true })).toBeVisible();

      await visit(page, locale, "/services/staff-outsourcing");
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: role[locale].name, exact: true }) });
      await expect(card).toContainText(role[locale].description);
      await expect(card.getByRole("img", { name: role[locale].imageAlt, exact: true })).toBeVisible();
    }
  });

  test("gives the new e-mail address in the footer, in both languages", async ({ page }) => {
    for (const locale of locales) {
      await visit(page, locale, "/");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: companyEmail })).toBeVisible();
    }
  });

  test("gives the new phone number in the header, the footer, the contact section and the structured data", async ({
    page,
  }) => {
    await visit(page, "en", "/");
    const call = (scope: Locator) => scope.locator(`a[href="tel:${newPhone.tel}"]`).first();
    await expect(call(page.getByRole("banner"))).toBeAttached();
    await expect(call(page.getByRole("contentinfo"))).toContainText(newPhone.display);
    await expect(call(page.locator("#contact"))).toContainText(newPhone.display);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.join("\n")).toMatch(new RegExp(`"telephone":\\[[^\\]]*"\\${newPhone.tel}"`));
  });
});
