import { parse as parseYaml } from "yaml";
import { type ZodType, z } from "zod";
import { withFrenchSpacing } from "~/lib/french-spacing";
import { isLocale, type Locale, locales } from "~/lib/i18n";
import { normaliseEditorOutput } from "./editor-output";
import {
  ContentError,
  type ContentProblem,
  expected,
  problem,
  type Said,
  show,
  zodMessage,
  zodProblems,
} from "./messages";

/**
 * The one machinery behind every Markdown content type (posts, projects): a file per entry and locale at
 * `<folder>/<locale>/<slug>.md`, YAML front matter validated by the type's schema, and checks across the
 * collection (unique fields, the same slugs in every locale, translations that agree on shared fields).
 * Kept free of Vite and the file system so it can be tested on strings; each type's `*.server.ts` feeds it
 * the real files at build time, and any problem stops the build with a message naming the file and field.
 */

/** One Markdown file: its path from the project root (`app/content/blog/<locale>/<slug>.md`) and its text. */
export interface SourceFile {
  fileName: string;
  source: string;
}

/** A file that passed validation: where it came from, its front matter and its Markdown body. */
export interface ParsedEntry<T> {
  fileName: string;
  locale: Locale;
  frontMatter: T;
  body: string;
}

/** What makes a content type: where its files live, its schema, and what ties its translations together. */
export interface CollectionDefinition<T extends { slug: string }> {
  /** Folder from the project root, e.g. `app/content/blog`: used in paths and messages. */
  folder: string;
  /** The type's name in the error's first line ("blog", "project"). */
  name: string;
  /**
   * The front matter's schema; its messages become "<file>: <field>: <message>". What the editor writes for
   * parts left alone is taken out first (`normaliseEditorOutput`).
   */
  schema: ZodType<T>;
  /** Fields every translation must share with the entry in the source locale. */
  sharedFields: readonly (keyof T & string)[];
  /** Fields whose value must be unique within a locale (the slug always is). */
  uniqueFields: readonly (keyof T & string)[];
  /**
   * "required": the body below the front matter is the entry's text; "none": everything is in fields,
   * and `bodyHint` tells a writer who typed a body where it belongs.
   */
  body: { kind: "required" } | { kind: "none"; hint: Said };
}

export type { ContentProblem, Said } from "./messages";
export { ContentError, expected, lineOf, show } from "./messages";

/** Text that must say something. */
export const text = z
  .string({ error: expected({ en: "text", fr: "du texte" }) })
  .refine((value) => value.trim() !== "", {
    error: zodMessage({ en: "must not be empty", fr: "ne doit pas être vide" }),
  });

/** A list of at least one non-empty text. */
export const textList = z
  .array(text, { error: expected({ en: "a list of text", fr: "une liste de textes" }) })
  .min(1, { error: zodMessage({ en: "must list at least one item", fr: "doit contenir au moins un élément" }) });

/** A URL segment: lowercase words joined by hyphens. */
export const slugField = z
  .string({ error: expected({ en: "text", fr: "du texte" }) })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: zodMessage({
      en: "must be lowercase words joined by hyphens",
      fr: "doit être en minuscules, les mots reliés par des tirets (par exemple inspection-de-bac)",
    }),
  });

/** A photo's key in `app/content/photos/`: lowercase path segments and an image extension. */
export const photoKey = z
  .string({ error: expected({ en: "a path inside app/content/photos", fr: "un chemin dans app/content/photos" }) })
  .regex(/^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:jpe?g|png|webp|avif|tiff?)$/, {
    error: zodMessage({
      en: "must be a path inside app/content/photos, e.g. projects/tank-weld.jpg",
      fr: "doit être un chemin dans app/content/photos, par exemple projects/tank-weld.jpg",
    }),
  });

/** A yes/no field. */
export const flag = z.boolean({ error: expected({ en: "true or false", fr: "coché ou non (true ou false)" }) });

/** The error option of a front matter object: unknown keys are reported one by one, by the collection. */
export const frontMatterObjectError = {
  error: (issue: { code?: string }) =>
    issue.code === "unrecognized_keys"
      ? undefined
      : zodMessage({ en: "must be a mapping of fields", fr: "doit être un ensemble de champs" }),
};

const fileNamePattern = /(?:^|\/)([^/]+)\/([^/]+)\.md$/;

/** The checks of one file; problems are returned rather than thrown so a collection can report them all. */
export function checkEntry<T extends { slug: string }>(
  definition: CollectionDefinition<T>,
  fileName: string,
  source: string,
  shared: Record<string, unknown> = {},
): { entry: ParsedEntry<T> | null; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const fail = (field: string, message: Said) => {
    problems.push(problem(fileName, field, message));
    return { entry: null, problems };
  };

  const place = fileNamePattern.exec(fileName);
  const locale = place?.[1];
  const baseName = place?.[2] ?? "";
  const where = `${definition.folder}/<${locales.join("|")}>/<slug>.md`;
  if (!isLocale(locale)) return fail("file", { en: `must be at ${where}`, fr: `doit se trouver à ${where}` });

  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n([\s\S]*))?$/.exec(source);
  if (!match)
    return fail("front matter", {
      en: "missing: the file must start with a block between two --- lines",
      fr: "manque : le fichier doit commencer par un bloc entre deux lignes ---",
    });

  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
    return fail("front matter", { en: `is not valid YAML: ${reason}`, fr: `n'est pas du YAML valide : ${reason}` });
  }

  const normalised = normaliseEditorOutput(data ?? {}, definition.schema);
  // A translation takes the shared fields it lacks from its original: the editor writes them once, in the
  // source language, and leaves some (an untouched list) out of the other files.
  if (normalised && typeof normalised === "object" && !Array.isArray(normalised))
    for (const [field, value] of Object.entries(shared))
      if ((normalised as Record<string, unknown>)[field] === undefined)
        (normalised as Record<string, unknown>)[field] = value;
  const parsed = definition.schema.safeParse(normalised);
  if (!parsed.success) problems.push(...zodProblems(fileName, parsed.error.issues, "front matter"));

  // Checked even when other fields are wrong, so one run reports everything.
  const slug = (data as { slug?: unknown } | null)?.slug;
  if (typeof slug === "string" && slug !== baseName)
    fail("slug", {
      en: `must match the file name "${baseName}", got ${show(slug)}`,
      fr: `doit être le nom du fichier, "${baseName}" (valeur actuelle : ${show(slug)})`,
    });

  const body = match[2] ?? "";
  if (definition.body.kind === "required") {
    if (body.trim() === "")
      fail("body", {
        en: "is empty: write the text below the front matter",
        fr: "est vide : écrivez le texte de l'article",
      });
    // The page's title is its only h1; the body starts at level 2.
    if (/^#[ \t]/m.test(body))
      fail("body", {
        en: "must not contain a level-1 heading (# ...): start sections at ##",
        fr: "ne doit pas contenir de titre de niveau 1 (# ...) : commencez les sections au niveau 2 (##)",
      });
  } else if (body.trim() !== "") {
    const { hint } = definition.body;
    fail("body", { en: `must be empty: ${hint.en}`, fr: `doit être vide : ${hint.fr}` });
  }

  if (!parsed.success || problems.length > 0) return { entry: null, problems };
  return { entry: { fileName, locale, frontMatter: parsed.data, body }, problems };
}

/** Parses and validates one file, throwing a `ContentError` that names the file and each bad field. */
export function parseEntry<T extends { slug: string }>(
  definition: CollectionDefinition<T>,
  fileName: string,
  source: string,
): ParsedEntry<T> {
  const { entry, problems } = checkEntry(definition, fileName, source);
  if (!entry) throw new ContentError(definition.name, problems);
  return entry;
}

/**
 * The shared fields each original (source-language file) gives, by file name: what its translations take
 * when they lack them. An original that cannot be read gives nothing; its own problems are reported.
 */
function sharedFieldsOfOriginals<T extends { slug: string }>(
  definition: CollectionDefinition<T>,
  files: readonly SourceFile[],
): Map<string, Record<string, unknown>> {
  const shared = new Map<string, Record<string, unknown>>();
  for (const { fileName, source } of files) {
    const [, locale, baseName] = fileNamePattern.exec(fileName) ?? [];
    if (locale !== locales[0] || !baseName) continue;
    const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
    let data: unknown;
    try {
      data = normaliseEditorOutput(parseYaml(block ?? "") ?? {}, definition.schema);
    } catch {
      continue;
    }
    if (!data || typeof data !== "object") continue;
    const values = data as Record<string, unknown>;
    shared.set(
      baseName,
      Object.fromEntries(definition.sharedFields.filter((f) => values[f] !== undefined).map((f) => [f, values[f]])),
    );
  }
  return shared;
}

/** Equal as content: same scalar, or same list/mapping (shared fields may be lists, like a project's services). */
const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Validates every entry of every locale together: each file alone, then unique fields within a locale, the
 * same set of slugs in every locale, and translations that agree on their shared fields. Returns the entries
 * per locale, or throws a `ContentError` listing every problem found.
 */
export function parseCollection<T extends { slug: string }>(
  definition: CollectionDefinition<T>,
  files: readonly SourceFile[],
): Record<Locale, ParsedEntry<T>[]> {
  const problems: ContentProblem[] = [];
  const byLocale = Object.fromEntries(locales.map((l) => [l, [] as ParsedEntry<T>[]])) as Record<
    Locale,
    ParsedEntry<T>[]
  >;

  const sharedOf = sharedFieldsOfOriginals(definition, files);
  for (const { fileName, source } of [...files].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    const [, locale, baseName = ""] = fileNamePattern.exec(fileName) ?? [];
    const result = checkEntry(definition, fileName, source, locale === locales[0] ? {} : sharedOf.get(baseName));
    problems.push(...result.problems);
    if (result.entry) byLocale[result.entry.locale].push(result.entry);
  }

  for (const locale of locales) {
    for (const field of ["slug", ...definition.uniqueFields.filter((f) => f !== "slug")] as const) {
      const seen = new Map<unknown, string>();
      for (const entry of byLocale[locale]) {
        const value = (entry.frontMatter as Record<string, unknown>)[field];
        const first = seen.get(value);
        if (first)
          problems.push(
            problem(entry.fileName, field, {
              en: `${show(value)} is already used by ${first}`,
              fr: `${show(value)} est déjà pris par ${first} : choisissez-en un autre`,
            }),
          );
        else seen.set(value, entry.fileName);
      }
    }
  }

  // Only compare locales when every file parsed: a broken file would otherwise also be reported as missing.
  if (problems.length === 0) {
    const [source, ...translations] = locales;
    const originals = new Map(byLocale[source].map((p) => [p.frontMatter.slug, p]));
    for (const locale of translations) {
      const translated = new Map(byLocale[locale].map((p) => [p.frontMatter.slug, p]));
      for (const [slug, original] of originals) {
        const translation = translated.get(slug);
        if (!translation) {
          problems.push(
            problem(original.fileName.replace(`/${source}/`, `/${locale}/`), "file", {
              en: `is missing (every ${definition.name} entry needs a ${locale} translation, see ${original.fileName})`,
              fr: `manque : chaque entrée doit avoir sa version ${locale} (voir ${original.fileName})`,
            }),
          );
          continue;
        }
        for (const field of definition.sharedFields) {
          const mine = translation.frontMatter[field];
          const theirs = original.frontMatter[field];
          if (!sameValue(mine, theirs))
            problems.push(
              problem(translation.fileName, field, {
                en: `${show(mine)} differs from ${show(theirs)} in ${original.fileName}`,
                fr: `${show(mine)} diffère de ${show(theirs)} dans ${original.fileName} : les deux langues doivent donner la même valeur`,
              }),
            );
        }
      }
      for (const [slug, translation] of translated) {
        const add = `${definition.folder}/${source}/${slug}.md`;
        if (!originals.has(slug))
          problems.push(
            problem(translation.fileName, "slug", {
              en: `"${slug}" has no ${source} original (add ${add})`,
              fr: `"${slug}" n'a pas de version ${source} (ajoutez ${add})`,
            }),
          );
      }
    }
  }

  if (problems.length > 0) throw new ContentError(definition.name, problems);
  // French front matter takes its fixed spaces once checked: translations were compared as written.
  byLocale.fr = byLocale.fr.map((entry) => ({ ...entry, frontMatter: withFrenchSpacing(entry.frontMatter) }));
  return byLocale;
}
