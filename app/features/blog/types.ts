import type { CreditedPhoto } from "~/lib/photos";

/**
 * The blog's content model, free of any dependency so that pages, the filter and the build-time
 * loader share it. Validation lives in `post-source.ts`; reading the files in `posts.server.ts`.
 */

/** Category ids as written in front matter; their labels live in the blog dictionary. */
export const categories = ["technology", "safety", "quality-control"] as const;
export type Category = (typeof categories)[number];

/** A post as its front matter describes it (see `post-source.ts` for the rules each field obeys). */
export interface PostFrontMatter {
  /** Numeric id, unique within a locale and the same in every translation of the post. */
  id: number;
  /** URL segment, equal to the file name without `.md` and the same in every locale. */
  slug: string;
  title: string;
  /** One or two sentences shown on cards, under the title and in feeds. */
  excerpt: string;
  /** The date as the author writes it; pages format `publishDate` in the reader's language instead. */
  date: string;
  /** ISO calendar date (`YYYY-MM-DD`): sorting, `<time dateTime>`, feeds. */
  publishDate: string;
  /** Slug of the person who wrote it: their record in `app/content/people/<slug>.yaml`, the same in every locale. */
  author: string;
  /** Reading time as printed, e.g. "6 min read". */
  readTime: string;
  category: Category;
  /** Shows the Featured badge. */
  featured: boolean;
  /** Site path of the 1200×630 illustration, e.g. `/images/blog-<slug>.svg`. */
  image: string;
  /** What the illustration shows, for readers who cannot see it. */
  imageAlt: string;
  /** Search matches any tag; listed at the foot of the article. */
  tags: string[];
  /** The Key Takeaways list that closes the article. */
  keyTakeaways: string[];
  /**
   * A photograph that leads the article in place of the illustration (which cards and feeds keep): its path in
   * `app/content/photos/`, what it shows and who took it, in this file's language.
   */
  photo?: PostPhoto;
}

/** A post's photograph as its front matter gives it. */
export interface PostPhoto {
  /** Path inside `app/content/photos/`, e.g. `uploads/girth-weld-paut.jpg`. */
  src: string;
  alt: string;
  credit: string;
}

/** A post as the article page receives it: front matter plus the body rendered to HTML at build time. */
export interface Post extends Omit<PostFrontMatter, "author" | "photo"> {
  /** The author as printed: their name and role in the post's language, from their person record. */
  author: string;
  /** The author's person record, which the article links to (their entry on the team page). */
  authorSlug: string;
  /** The author is a sample person: the article says so instead of presenting them as real. */
  authorSample: boolean;
  html: string;
  /** The lead photograph, resolved to its served files at build time, or none. */
  photo: CreditedPhoto | null;
}

/** What the list page needs of a post: no body, no lead photograph. */
export type PostSummary = Omit<Post, "html" | "keyTakeaways" | "photo">;

/** Width and height of every blog illustration (the 1.91:1 link-preview format). */
export const postImageSize = { width: 1200, height: 630 } as const;
