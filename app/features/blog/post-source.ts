import type { ZodType } from "zod";
import { z } from "zod";
import {
  type CollectionDefinition,
  ContentError,
  type ContentProblem,
  checkEntry,
  expected,
  flag,
  frontMatterObjectError,
  type ParsedEntry,
  parseCollection as parseEntries,
  parseEntry,
  photoKey,
  type SourceFile,
  show,
  slugField,
  text,
  textList,
} from "~/lib/content/markdown-collection";
import { oneOf, problem, zodMessage } from "~/lib/content/messages";
import type { Locale } from "~/lib/i18n";
import { categories, type PostFrontMatter } from "./types";

/**
 * The blog as a Markdown collection: its front matter's schema and what ties a post's translations
 * together. `posts.server.ts` feeds it the real files at build time.
 */

export type { SourceFile } from "~/lib/content/markdown-collection";

/** A post that passed validation. */
export type ParsedPost = ParsedEntry<PostFrontMatter>;

/** Every problem found in the blog's content (the collections' error, under the name pages know). */
export const BlogContentError = ContentError;
export type BlogContentError = ContentError;

const frontMatterSchema = z.strictObject(
  {
    id: z
      .number({ error: expected({ en: "a whole number", fr: "un nombre entier" }) })
      .int({ error: zodMessage({ en: "must be a whole number", fr: "doit être un nombre entier" }) })
      .positive({ error: zodMessage({ en: "must be positive", fr: "doit être plus grand que zéro" }) }),
    slug: slugField,
    title: text,
    excerpt: text,
    date: text,
    publishDate: z.iso.date({
      error: expected({ en: "an ISO date (YYYY-MM-DD)", fr: "une date ISO (AAAA-MM-JJ)" }),
    }),
    author: slugField,
    readTime: text,
    category: z.enum(categories, { error: expected(oneOf(categories)) }),
    featured: flag,
    image: z
      .string({ error: expected({ en: "a site path", fr: "un chemin du site" }) })
      .regex(/^\/images\/[a-z0-9-]+\.(?:svg|png|jpe?g|webp|avif)$/, {
        error: zodMessage({
          en: "must be an image path under /images/",
          fr: "doit être le chemin d'une image sous /images/",
        }),
      }),
    imageAlt: text,
    tags: textList,
    keyTakeaways: textList,
    photo: z.strictObject({ src: photoKey, alt: text, credit: text }, frontMatterObjectError).optional(),
  },
  frontMatterObjectError,
) satisfies ZodType<PostFrontMatter>;

export const blogCollection: CollectionDefinition<PostFrontMatter> = {
  folder: "app/content/blog",
  name: "blog",
  schema: frontMatterSchema,
  sharedFields: ["id", "publishDate", "category", "featured", "image", "author"],
  uniqueFields: ["id"],
  body: { kind: "required" },
};

/** The checks of one post file. */
export function checkPost(fileName: string, source: string): { post: ParsedPost | null; problems: ContentProblem[] } {
  const { entry, problems } = checkEntry(blogCollection, fileName, source);
  return { post: entry, problems };
}

/** Parses and validates one post, throwing an error that names the file and each bad field. */
export function parsePost(fileName: string, source: string): ParsedPost {
  return parseEntry(blogCollection, fileName, source);
}

/** Validates every post of every locale together (see `parseCollection` of the collections). */
export function parseCollection(files: readonly SourceFile[]): Record<Locale, ParsedPost[]> {
  return parseEntries(blogCollection, files);
}

/**
 * Posts signed by nobody a reader can look up: an author must be a person of the team page, one of
 * `peopleSlugs` (the file names in app/content/people/).
 */
export function authorProblems(posts: readonly ParsedPost[], peopleSlugs: readonly string[]): ContentProblem[] {
  return posts
    .filter(({ frontMatter }) => !peopleSlugs.includes(frontMatter.author))
    .map(({ fileName, frontMatter }) =>
      problem(fileName, "author", {
        en: `${show(frontMatter.author)} is not a person of app/content/people/: write the slug of someone in People and certificates, e.g. estelle-ngo-bilong`,
        fr: `${show(frontMatter.author)} n'est pas une personne de app/content/people/ : écrivez l'identifiant d'une personne de « Équipe et certificats », par exemple estelle-ngo-bilong`,
      }),
    );
}
