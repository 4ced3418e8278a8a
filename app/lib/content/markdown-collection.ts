import { parse as parseYaml } from "yaml";
import { type ZodType, z } from "zod";
import { isLocale, type Locale, locales } from "~/lib/i18n";

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
  /** The front matter's schema; its messages become "<file>: <field>: <message>". */
  schema: ZodType<T>;
  /** Fields every translation must share with the entry in the source locale. */
  sharedFields: readonly (keyof T & string)[];
  /** Fields whose value must be unique within a locale (the slug always is). */
  uniqueFields: readonly (keyof T & string)[];
  /**
   * "required": the body below the front matter is the entry's text; "none": everything is in fields,
   * and `bodyHint` tells a writer who typed a body where it belongs.
   */
  body: { kind: "required" } | { kind: "none"; hint: string };
}

/** Every problem found in a collection, one line each, so one build run reports them all. */
export class ContentError extends Error {
  readonly issues: readonly string[];
  constructor(name: string, issues: readonly string[]) {
    super(
      `Invalid ${name} content (${issues.length} ${issues.length === 1 ? "problem" : "problems"}):\n${issues.map((i) => `  - ${i}`).join("\n")}`,
    );
    this.name = "ContentError";
    this.issues = issues;
  }
}

/** A value as a message quotes it: strings in quotes, everything else as JSON. */
export const show = (value: unknown) =>
  typeof value === "string" ? `"${value}"` : (JSON.stringify(value) ?? String(value));

/** A zod error message: "is missing" for an absent field, otherwise what was expected and what was found. */
export const expected =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? "is missing" : `must be ${what}, got ${show(issue.input)}`;

/** Text that must say something. */
export const text = z
  .string({ error: expected("text") })
  .refine((value) => value.trim() !== "", { error: "must not be empty" });

/** A list of at least one non-empty text. */
export const textList = z
  .array(text, { error: expected("a list of text") })
  .min(1, { error: "must list at least one item" });

/** A URL segment: lowercase words joined by hyphens. */
export const slugField = z.string({ error: expected("text") }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: "must be lowercase words joined by hyphens",
});

/** A photo's key in `app/content/photos/`: lowercase path segments and an image extension. */
export const photoKey = z
  .string({ error: expected("a path inside app/content/photos") })
  .regex(/^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:jpe?g|png|webp|avif|tiff?)$/, {
    error: "must be a path inside app/content/photos, e.g. projects/tank-weld.jpg",
  });

/** A yes/no field. */
export const flag = z.boolean({ error: expected("true or false") });

/** The error option of a front matter object: unknown keys are reported one by one, by the collection. */
export const frontMatterObjectError = {
  error: (issue: { code?: string }) => (issue.code === "unrecognized_keys" ? undefined : "must be a mapping of fields"),
};

const fileNamePattern = /(?:^|\/)([^/]+)\/([^/]+)\.md$/;

/** The checks of one file; issues are returned rather than thrown so a collection can report them all. */
export function checkEntry<T extends { slug: string }>(
  definition: CollectionDefinition<T>,
  fileName: string,
  source: string,
): { entry: ParsedEntry<T> | null; issues: string[] } {
  const issues: string[] = [];
  const fail = (field: string, message: string) => {
    issues.push(`${fileName}: ${field}: ${message}`);
    return { entry: null, issues };
  };

  const place = fileNamePattern.exec(fileName);
  const locale = place?.[1];
  const baseName = place?.[2] ?? "";
  if (!isLocale(locale)) return fail("file", `must be at ${definition.folder}/<${locales.join("|")}>/<slug>.md`);

  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n([\s\S]*))?$/.exec(source);
  if (!match) return fail("front matter", "missing: the file must start with a block between two --- lines");

  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
    return fail("front matter", `is not valid YAML: ${reason}`);
  }

  const parsed = definition.schema.safeParse(data ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys)
          issues.push(`${fileName}: ${[...issue.path, key].map(String).join(".")}: is not a known field`);
      } else {
        const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "front matter";
        issues.push(`${fileName}: ${field}: ${issue.message}`);
      }
    }
  }

  // Checked even when other fields are wrong, so one run reports everything.
  const slug = (data as { slug?: unknown } | null)?.slug;
  if (typeof slug === "string" && slug !== baseName)
    fail("slug", `must match the file name "${baseName}", got ${show(slug)}`);

  const body = match[2] ?? "";
  if (definition.body.kind === "required") {
    if (body.trim() === "") fail("body", "is empty: write the text below the front matter");
    // The page's title is its only h1; the body starts at level 2.
    if (/^#[ \t]/m.test(body)) fail("body", "must not contain a level-1 heading (# ...): start sections at ##");
  } else if (body.trim() !== "") {
    fail("body", `must be empty: ${definition.body.hint}`);
  }

  if (!parsed.success || issues.length > 0) return { entry: null, issues };
  return { entry: { fileName, locale, frontMatter: parsed.data, body }, issues };
}

/** Parses and validates one file, throwing a `ContentError` that names the file and each bad field. */
export function parseEntry<T extends { slug: string }>(
  definition: CollectionDefinition<T>,
  fileName: string,
  source: string,
): ParsedEntry<T> {
  const { entry, issues } = checkEntry(definition, fileName, source);
  if (!entry) throw new ContentError(definition.name, issues);
  return entry;
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
  const issues: string[] = [];
  const byLocale = Object.fromEntries(locales.map((l) => [l, [] as ParsedEntry<T>[]])) as Record<
    Locale,
    ParsedEntry<T>[]
  >;

  for (const { fileName, source } of [...files].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    const result = checkEntry(definition, fileName, source);
    issues.push(...result.issues);
    if (result.entry) byLocale[result.entry.locale].push(result.entry);
  }

  for (const locale of locales) {
    for (const field of ["slug", ...definition.uniqueFields.filter((f) => f !== "slug")] as const) {
      const seen = new Map<unknown, string>();
      for (const entry of byLocale[locale]) {
        const value = (entry.frontMatter as Record<string, unknown>)[field];
        const first = seen.get(value);
        if (first) issues.push(`${entry.fileName}: ${field}: ${show(value)} is already used by ${first}`);
        else seen.set(value, entry.fileName);
      }
    }
  }

  // Only compare locales when every file parsed: a broken file would otherwise also be reported as missing.
  if (issues.length === 0) {
    const [source, ...translations] = locales;
    const originals = new Map(byLocale[source].map((p) => [p.frontMatter.slug, p]));
    for (const locale of translations) {
      const translated = new Map(byLocale[locale].map((p) => [p.frontMatter.slug, p]));
      for (const [slug, original] of originals) {
        const translation = translated.get(slug);
        if (!translation) {
          issues.push(
            `${original.fileName.replace(`/${source}/`, `/${locale}/`)}: file: is missing (every ${definition.name} entry needs a ${locale} translation, see ${original.fileName})`,
          );
          continue;
        }
        for (const field of definition.sharedFields) {
          const mine = translation.frontMatter[field];
          const theirs = original.frontMatter[field];
          if (!sameValue(mine, theirs))
            issues.push(
              `${translation.fileName}: ${field}: ${show(mine)} differs from ${show(theirs)} in ${original.fileName}`,
            );
        }
      }
      for (const [slug, translation] of translated) {
        if (!originals.has(slug))
          issues.push(
            `${translation.fileName}: slug: "${slug}" has no ${source} original (add ${definition.folder}/${source}/${slug}.md)`,
          );
      }
    }
  }

  if (issues.length > 0) throw new ContentError(definition.name, issues);
  return byLocale;
}
