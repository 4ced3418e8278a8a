import type { ZodType } from "zod";
import { z } from "zod";
import {
  type CollectionDefinition,
  ContentError,
  checkEntry,
  expected,
  flag,
  frontMatterObjectError,
  type ParsedEntry,
  parseCollection as parseEntries,
  parseEntry,
  photoKey,
  type SourceFile,
  slugField,
  text,
  textList,
} from "~/lib/content/markdown-collection";
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
      .number({ error: expected("a whole number") })
      .int({ error: "must be a whole number" })
      .positive({
        error: "must be positive",
      }),
    slug: slugField,
    title: text,
    excerpt: text,
    date: text,
    publishDate: z.iso.date({ error: expected("an ISO date (YYYY-MM-DD)") }),
    author: slugField,
    readTime: text,
    category: z.enum(categories, { error: expected(`one of ${categories.join(", ")}`) }),
    featured: flag,
    image: z.string({ error: expected("a site path") }).regex(/^\/images\/[a-z0-9-]+\.(?:svg|png|jpe?g|webp|avif)$/, {
      error: "must be an image path under /images/",
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
export function checkPost(fileName: string, source: string): { post: ParsedPost | null; issues: string[] } {
  const { entry, issues } = checkEntry(blogCollection, fileName, source);
  return { post: entry, issues };
}

/** Parses and validates one post, throwing an error that names the file and each bad field. */
export function parsePost(fileName: string, source: string): ParsedPost {
  return parseEntry(blogCollection, fileName, source);
}

/** Validates every post of every locale together (see `parseCollection` of the collections). */
export function parseCollection(files: readonly SourceFile[]): Record<Locale, ParsedPost[]> {
  return parseEntries(blogCollection, files);
}
