import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { blogCollection } from "~/features/blog/post-source";
import { categories } from "~/features/blog/types";
import { projectCollection } from "~/features/projects/project-source";
import { locales } from "~/lib/i18n";
import { exampleBackend } from "~/test/editor-backend";
import type { DecapField } from "./decap-fields";
import { editorConfig, uploadsFolder } from "./editor-config";
import { editorFiles } from "./editor-config.server";
import { fieldAt } from "./field-labels";

const config = editorConfig(exampleBackend, "https://www.example.com");
const collection = (name: string) => {
  const found = config.collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const field = fieldAt;

/** Front matter or YAML of a content file, as the build reads it. */
function dataOf(file: string): Record<string, unknown> {
  const text = readFileSync(file, "utf8");
  const yaml = file.endsWith(".md") ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") : text;
  return parseYaml(yaml) as Record<string, unknown>;
}

/**
 * Every value of a content file has a field in the editor whose widget can hold it: a key the editor does not
 * know would be dropped by the first save, and a wrong widget would rewrite the value as another type.
 */
function mismatches(value: unknown, fields: readonly DecapField[], where: string): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [`${where}: not a mapping`];
  return Object.entries(value).flatMap(([key, v]) => {
    const f = fields.find((candidate) => candidate.name === key);
    if (!f) return [`${where}.${key}: no field in the editor`];
    return fits(v, f, `${where}.${key}`);
  });
}

function fits(value: unknown, f: DecapField, where: string): string[] {
  switch (f.widget) {
    case "object":
      return mismatches(value, f.fields ?? [], where);
    case "list":
      if (!Array.isArray(value)) return [`${where}: a list in the editor, ${typeof value} in the file`];
      return value.flatMap((item, i) =>
        f.fields ? mismatches(item, f.fields, `${where}.${i}`) : f.field ? fits(item, f.field, `${where}.${i}`) : [],
      );
    case "select":
      return (f.multiple ? (value as unknown[]) : [value]).every((v) =>
        f.options?.some((option) => (typeof option === "string" ? option : option.value) === String(v)),
      )
        ? []
        : [`${where}: ${JSON.stringify(value)} is not among the editor's options`];
    case "number":
      return typeof value === "number" ? [] : [`${where}: a number in the editor, ${typeof value} in the file`];
    case "boolean":
      return typeof value === "boolean" ? [] : [`${where}: a checkbox in the editor, ${typeof value} in the file`];
    default:
      return typeof value === "string" ? [] : [`${where}: text in the editor, ${typeof value} in the file`];
  }
}

const filesIn = (folder: string, extension: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(extension))
    .map((name) => join(folder, name));

describe("the editor's configuration", () => {
  it("edits posts and projects as one file per language, side by side, named by their slug", () => {
    expect(config.i18n).toEqual({ structure: "multiple_folders", locales: [...locales], default_locale: "en" });
    for (const [name, definition] of [
      ["posts", blogCollection],
      ["projects", projectCollection],
    ] as const) {
      const c = collection(name);
      expect(c.folder).toBe(definition.folder);
      expect(c.i18n).toBe(true);
      expect(c.slug).toBe("{{fields.slug}}");
      // What must be equal in every language is copied from the default one, not typed twice.
      for (const shared of [...definition.sharedFields, "slug"]) {
        const f = field(c.fields, shared);
        const leaves = f?.fields ?? (f?.field ? [f.field] : [f]);
        for (const leaf of leaves) expect(leaf?.i18n, `${name}.${shared}`).toBe("duplicate");
      }
      expect(field(c.fields, "title")?.i18n).toBe(true);
      // A translated object's parts are written in each language too (Decap hides them otherwise).
      const photoAlt = name === "posts" ? "photo.alt" : "photos.alt";
      expect(field(c.fields, photoAlt)?.i18n, `${name}.${photoAlt}`).toBe(true);
    }
  });

  it("has every value of every post, project, person, qualification file, company fact, gallery picture and staff role in a field that can hold it", () => {
    const problems = [
      ...locales.flatMap((locale) => [
        ...filesIn(`app/content/blog/${locale}`, ".md").flatMap((file) =>
          mismatches(dataOf(file), collection("posts").fields ?? [], file),
        ),
        ...filesIn(`app/content/projects/${locale}`, ".md").flatMap((file) =>
          mismatches(dataOf(file), collection("projects").fields ?? [], file),
        ),
      ]),
      ...filesIn("app/content/people", ".yaml").flatMap((file) =>
        mismatches(dataOf(file), collection("people").fields ?? [], file),
      ),
      ...(collection("qualification").files ?? []).flatMap((f) => mismatches(dataOf(f.file), f.fields, f.file)),
      ...(collection("company").files ?? []).flatMap((f) => mismatches(dataOf(f.file), f.fields, f.file)),
      ...(collection("gallery").files ?? []).flatMap((f) => mismatches(dataOf(f.file), f.fields, f.file)),
      ...(collection("roles").files ?? []).flatMap((f) => mismatches(dataOf(f.file), f.fields, f.file)),
    ];
    expect(problems).toEqual([]);
  });

  it("turns the schemas' types into the widgets a person expects", () => {
    const posts = collection("posts").fields;
    expect(field(posts, "category")).toMatchObject({
      widget: "select",
      options: categories.map((value) => ({ value, label: expect.any(String) })),
    });
    expect(field(posts, "publishDate")).toMatchObject({ widget: "day", placeholder: "DD/MM/YYYY" });
    expect(field(posts, "id")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(field(posts, "featured")).toMatchObject({ widget: "boolean" });
    expect(field(posts, "body")).toMatchObject({ widget: "markdown" });
    expect(field(posts, "photo")).toMatchObject({ widget: "object", required: false });
    expect(field(posts, "photo.src")).toMatchObject({ widget: "image", required: false });
    expect(field(posts, "photo.alt")).toMatchObject({ required: false });
    expect(field(posts, "slug")?.pattern?.[1]).toMatch(/hyphens/);
    const projects = collection("projects").fields;
    expect(field(projects, "services")).toMatchObject({ widget: "select", multiple: true });
    expect(field(projects, "need")).toMatchObject({ widget: "markdown" });
    expect(field(projects, "photos.photo")).toMatchObject({ widget: "image" });
    expect(field(projects, "testimonial")).toMatchObject({ required: false });
    expect(field(collection("people").fields, "role.fr")).toMatchObject({ label: "Français", widget: "string" });
    const company = collection("company").files?.[0];
    expect(company?.file).toBe("app/content/company.json");
    expect(field(company?.fields, "phones")).toMatchObject({ widget: "list", min: 2 });
    expect(field(company?.fields, "phones.tel")).toMatchObject({ widget: "string" });
    expect(field(company?.fields, "figures.confirmed")).toMatchObject({ widget: "boolean" });
  });

  it("edits the gallery and the staff roles as one ordered list each, with a photo into the pipeline", () => {
    for (const [name, file, list, words] of [
      ["gallery", "app/content/gallery/items.yaml", "items", ["title", "alt"]],
      ["roles", "app/content/staff-roles.yaml", "roles", ["name", "description", "imageAlt"]],
    ] as const) {
      const files = collection(name).files ?? [];
      expect(files.map((f) => f.file)).toEqual([file]);
      const fields = files[0]?.fields;
      expect(field(fields, list)).toMatchObject({ widget: "list", min: 1 });
      expect(field(fields, `${list}.id`)?.pattern?.[1]).toMatch(/hyphens/);
      expect(field(fields, `${list}.illustration`)).toMatchObject({ widget: "string" });
      expect(field(fields, `${list}.photo`)).toMatchObject({ widget: "image", required: false, choose_url: false });
      for (const word of words) {
        for (const locale of locales)
          expect(field(fields, `${list}.${word}.${locale}`), `${name} ${word}`).toBeDefined();
      }
    }
  });

  it("puts uploaded photos where the photo pipeline reads them, and refers to them by their key", () => {
    expect(config.media_folder).toBe(uploadsFolder);
    expect(uploadsFolder.startsWith("app/content/photos/")).toBe(true);
    expect(`app/content/photos/${config.public_folder}`).toBe(uploadsFolder);
  });
});

/** Every field of a configuration, with its path from its collection (or file). */
function allFields(fields: readonly DecapField[] | undefined, prefix = ""): [string, DecapField][] {
  return (fields ?? []).flatMap((f) => {
    const path = prefix ? `${prefix}.${f.name}` : f.name;
    return [[path, f] as [string, DecapField], ...allFields(f.fields ?? (f.field ? [f.field] : []), path)];
  });
}

/** Every label, hint, description and message a configuration shows, with where it is. */
function shownText(c: ReturnType<typeof editorConfig>): [string, string][] {
  return c.collections.flatMap((col) => {
    const own: [string, string][] = [
      [col.name, col.label],
      ...(col.label_singular ? [[col.name, col.label_singular] as [string, string]] : []),
      ...(col.description ? [[col.name, col.description] as [string, string]] : []),
    ];
    const groups = col.files ? col.files.map((f) => [`${col.name}/${f.name}`, f.fields, f.label] as const) : [];
    const fields = [
      ...allFields(col.fields).map(([path, f]) => [`${col.name}.${path}`, f] as const),
      ...groups.flatMap(([where, fs]) => allFields(fs).map(([path, f]) => [`${where}.${path}`, f] as const)),
    ];
    return [
      ...own,
      ...groups.map(([where, , label]) => [where, label] as [string, string]),
      ...fields.flatMap(([where, f]) =>
        [f.label, f.hint, f.label_singular, f.pattern?.[1]]
          .filter((t): t is string => Boolean(t))
          .map((t) => [where, t] as [string, string]),
      ),
    ];
  });
}

describe("the editor in each language", () => {
  const english = editorConfig(exampleBackend, "https://www.example.com", "en");
  const french = editorConfig(exampleBackend, "https://www.example.com", "fr");

  it("speaks French in Decap's interface and in every label, hint and description of the French configuration", () => {
    expect(english.locale).toBe("en");
    expect(french.locale).toBe("fr");
    const englishText = new Map(shownText(english).map(([where, t]) => [`${where}|${t}`, t]));
    // Words that are the same in both languages (proper names, codes) are allowed to stay.
    const same = new Set(["Slug", "Id", "Email", "Facebook page", "Instagram page", "LinkedIn page", "Français"]);
    const untranslated = shownText(french).filter(
      ([where, t]) => englishText.has(`${where}|${t}`) && !same.has(t) && /[a-z]{3}/.test(t),
    );
    expect(untranslated).toEqual([]);
    expect(shownText(french).length).toBe(shownText(english).length);
  });

  it("shows choice lists by name in each language while the files keep the codes", () => {
    const industry = (c: ReturnType<typeof editorConfig>) =>
      field(c.collections.find((col) => col.name === "projects")?.fields, "industry")?.options;
    expect(industry(english)).toContainEqual({ value: "oil-gas", label: "Oil & Gas" });
    expect(industry(french)).toContainEqual({ value: "oil-gas", label: "Pétrole et gaz" });
    for (const c of [english, french])
      for (const [where, f] of c.collections.flatMap((col) => [
        ...allFields(col.fields).map(([p, x]) => [`${col.name}.${p}`, x] as const),
        ...(col.files ?? []).flatMap((file) =>
          allFields(file.fields).map(([p, x]) => [`${file.name}.${p}`, x] as const),
        ),
      ]))
        for (const option of f.options ?? []) {
          expect(typeof option, where).toBe("object");
          if (typeof option === "object") expect(option.label, `${where} ${option.value}`).not.toBe(option.value);
        }
  });

  it("names one item of every list, so a count reads '1 standard', not '1 standards'", () => {
    for (const c of [english, french])
      for (const col of c.collections)
        for (const [path, f] of [...allFields(col.fields), ...(col.files ?? []).flatMap((x) => allFields(x.fields))])
          if (f.widget === "list") expect(f.label_singular, `${c.locale} ${col.name}.${path}`).toBeTruthy();
    const standards = field(english.collections.find((col) => col.name === "projects")?.fields, "standards");
    expect(standards?.label_singular).toBe("Standard");
  });

  it("takes days as staff write them, and marks the dates after which a record lapses", () => {
    const people = french.collections.find((col) => col.name === "people")?.fields;
    expect(field(people, "certificates.expires")).toMatchObject({
      widget: "day",
      expiry: true,
      placeholder: "JJ/MM/AAAA",
    });
    expect(field(people, "certificates.issued")).toMatchObject({ widget: "day" });
    expect(field(people, "certificates.issued")?.expiry).toBeUndefined();
    const equipment = french.collections
      .find((col) => col.name === "qualification")
      ?.files?.find((f) => f.name === "equipment");
    expect(field(equipment?.fields, "equipment.calibrationDue")).toMatchObject({ widget: "day", expiry: true });
  });

  it("marks what a filled-in optional group needs, and saves the company's facts in the schema's order", () => {
    const projects = english.collections.find((col) => col.name === "projects")?.fields;
    expect(field(projects, "testimonial.quote")).toMatchObject({ required: false, group_required: true });
    expect(field(projects, "testimonial.consent")).toMatchObject({ required: false, group_required: true });
    const company = english.collections.find((col) => col.name === "company");
    expect(company).toMatchObject({ format: "ordered-json", extension: "json" });
    expect(english.max_file_size).toBe(10 * 1024 * 1024);
  });
});

describe("the editor's files in each mode", () => {
  it("on the live site: drafts and review before publishing, and View Live on the configured site", () => {
    const files = editorFiles({ CMS_SITE_URL: "https://www.weld-ndt.cm" });
    expect(Object.keys(files).sort()).toEqual(["config.fr.yml", "config.yml", "editor-text.json"]);
    const english = JSON.parse(files["config.yml"] ?? "");
    expect(english).toMatchObject({
      publish_mode: "editorial_workflow",
      site_url: "https://www.weld-ndt.cm",
      locale: "en",
    });
    expect(JSON.parse(files["config.fr.yml"] ?? "")).toMatchObject({
      locale: "fr",
      site_url: "https://www.weld-ndt.cm",
    });
    const text = JSON.parse(files["editor-text.json"] ?? "");
    expect(text.maxPhotoMegabytes).toBe(10);
    expect(text.fr.config).toBe("config.fr.yml");
    expect(text.fr.messages.datePlaceholder).toBe("JJ/MM/AAAA");
  });

  it("with npm run cms: Publish writes the files at once, and View Live opens the local dev site", () => {
    const files = editorFiles({}, { siteUrl: "http://127.0.0.1:5173" });
    for (const name of ["config.yml", "config.fr.yml"]) {
      const config = JSON.parse(files[name] ?? "");
      expect(config.publish_mode, name).toBeUndefined();
      expect(config.site_url, name).toBe("http://127.0.0.1:5173");
      expect(config.display_url, name).toBe("http://127.0.0.1:5173");
    }
  });
});
