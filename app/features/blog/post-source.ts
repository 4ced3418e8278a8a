import { parse as parseYaml } from "yaml";
import { type ZodType, z } from "zod";
import { isLocale, type Locale, locales } from "~/lib/i18n";
import { categories, type PostFrontMatter } from "./types";

/**
 * Parsing and validation of the blog's Markdown files, kept free of Vite and the file system so it
 * can be tested on strings. `posts.server.ts` feeds it the real files at build time: any problem
 * stops the build with a message naming the file and the field.
 */

/** One Markdown file: its path from the project root (`app/content/blog/<locale>/<slug>.md`) and its text. */
export interface SourceFile {
  fileName: string;
  source: string;
}

/** A file that passed validation: where it came from, its front matter and its Markdown body. */
export interface ParsedPost {
  fileName: string;
  locale: Locale;
  frontMatter: PostFrontMatter;
  body: string;
}

/** Every problem found in the blog's content, one line each, so one build run reports them all. */
export class BlogContentError extends Error {
  readonly issues: readonly string[];
  constructor(issues: readonly string[]) {
    super(
      `Invalid blog content (${issues.length} ${issues.length === 1 ? "problem" : "problems"}):\n${issues.map((i) => `  - ${i}`).join("\n")}`,
    );
    this.name = "BlogContentError";
    this.issues = issues;
  }
}

const show = (value: unknown) => (typeof value === "string" ? `"${value}"` : (JSON.stringify(value) ?? String(value)));

/** "is missing" for an absent field, otherwise what was expected and what was found. */
const expected =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? "is missing" : `must be ${what}, got ${show(issue.input)}`;

const text = z
  .string({ error: expected("text") })
  .refine((value) => value.trim() !== "", { error: "must not be empty" });

const textList = z.array(text, { error: expected("a list of text") }).min(1, { error: "must list at least one item" });

const frontMatterSchema = z.strictObject(
  {
    id: z
      .number({ error: expected("a whole number") })
      .int({ error: "must be a whole number" })
      .positive({
        error: "must be positive",
      }),
    slug: z.string({ error: expected("text") }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: "must be lowercase words joined by hyphens",
    }),
    title: text,
    excerpt: text,
    date: text,
    publishDate: z.iso.date({ error: expected("an ISO date (YYYY-MM-DD)") }),
    author: text,
    readTime: text,
    category: z.enum(categories, { error: expected(`one of ${categories.join(", ")}`) }),
    featured: z.boolean({ error: expected("true or false") }),
    image: z.string({ error: expected("a site path") }).regex(/^\/images\/[a-z0-9-]+\.(?:svg|png|jpe?g|webp|avif)$/, {
      error: "must be an image path under /images/",
    }),
    imageAlt: text,
    tags: textList,
    keyTakeaways: textList,
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? undefined : "must be a mapping of fields") },
) satisfies ZodType<PostFrontMatter>;

/** Fields a translation must share with the English post. */
const sharedFields = ["id", "publishDate", "category", "featured", "image"] as const;

const fileNamePattern = /(?:^|\/)([^/]+)\/([^/]+)\.md$/;

/** The checks of one file; issues are returned rather than thrown so a collection can report them all. */
export function checkPost(fileName: string, source: string): { post: ParsedPost | null; issues: string[] } {
  const issues: string[] = [];
  const fail = (field: string, message: string) => {
    issues.push(`${fileName}: ${field}: ${message}`);
    return { post: null, issues };
  };

  const place = fileNamePattern.exec(fileName);
  const locale = place?.[1];
  const baseName = place?.[2] ?? "";
  if (!isLocale(locale)) return fail("file", `must be at app/content/blog/<${locales.join("|")}>/<slug>.md`);

  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n([\s\S]*))?$/.exec(source);
  if (!match) return fail("front matter", "missing: the file must start with a block between two --- lines");

  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
    return fail("front matter", `is not valid YAML: ${reason}`);
  }

  const parsed = frontMatterSchema.safeParse(data ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) issues.push(`${fileName}: ${key}: is not a known field`);
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
  if (body.trim() === "") fail("body", "is empty: write the article below the front matter");
  // The page's title is its only h1; the body starts at level 2.
  if (/^#[ \t]/m.test(body)) fail("body", "must not contain a level-1 heading (# ...): start sections at ##");

  if (!parsed.success || issues.length > 0) return { post: null, issues };
  return { post: { fileName, locale, frontMatter: parsed.data, body }, issues };
}

/** Parses and validates one file, throwing a `BlogContentError` that names the file and each bad field. */
export function parsePost(fileName: string, source: string): ParsedPost {
  const { post, issues } = checkPost(fileName, source);
  if (!post) throw new BlogContentError(issues);
  return post;
}

/**
 * Validates every post of every locale together: each file alone, then unique slugs and ids within
 * a locale, the same set of slugs in every locale, and translations that agree on their shared fields.
 * Returns the posts per locale, or throws a `BlogContentError` listing every problem found.
 */
export function parseCollection(files: readonly SourceFile[]): Record<Locale, ParsedPost[]> {
  const issues: string[] = [];
  const byLocale = Object.fromEntries(locales.map((l) => [l, [] as ParsedPost[]])) as Record<Locale, ParsedPost[]>;

  for (const { fileName, source } of [...files].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    const result = checkPost(fileName, source);
    issues.push(...result.issues);
    if (result.post) byLocale[result.post.locale].push(result.post);
  }

  for (const locale of locales) {
    for (const field of ["slug", "id"] as const) {
      const seen = new Map<unknown, string>();
      for (const post of byLocale[locale]) {
        const value = post.frontMatter[field];
        const first = seen.get(value);
        if (first) issues.push(`${post.fileName}: ${field}: ${show(value)} is already used by ${first}`);
        else seen.set(value, post.fileName);
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
            `${original.fileName.replace(`/${source}/`, `/${locale}/`)}: file: is missing (every post needs a ${locale} translation, see ${original.fileName})`,
          );
          continue;
        }
        for (const field of sharedFields) {
          const mine = translation.frontMatter[field];
          const theirs = original.frontMatter[field];
          if (mine !== theirs)
            issues.push(
              `${translation.fileName}: ${field}: ${show(mine)} differs from ${show(theirs)} in ${original.fileName}`,
            );
        }
      }
      for (const [slug, translation] of translated) {
        if (!originals.has(slug))
          issues.push(
            `${translation.fileName}: slug: "${slug}" has no ${source} original (add app/content/blog/${source}/${slug}.md)`,
          );
      }
    }
  }

  if (issues.length > 0) throw new BlogContentError(issues);
  return byLocale;
}
