import type { Post } from "~/features/blog/posts.server";

/** What the home page's blog teaser and reader dialog need of a post, and nothing more. */
export type TeaserPost = Pick<
  Post,
  | "slug"
  | "title"
  | "excerpt"
  | "date"
  | "publishDate"
  | "author"
  | "readTime"
  | "category"
  | "image"
  | "imageAlt"
  | "html"
>;

/**
 * Trims a post to the teaser's fields. In the reader dialog the post's title is the h2, so the
 * article's own h2 sections become h3 (and any h3 an h4) to keep the heading outline unbroken.
 */
export function toTeaserPost(post: Post): TeaserPost {
  const { slug, title, excerpt, date, publishDate, author, readTime, category, image, imageAlt } = post;
  const html = post.html.replace(/<(\/?)h3>/g, "<$1h4>").replace(/<(\/?)h2>/g, "<$1h3>");
  return { slug, title, excerpt, date, publishDate, author, readTime, category, image, imageAlt, html };
}
