import type { Post } from "~/features/blog/posts.server";

/**
 * What the home page's blog teaser and the reader's header need of a post. The article itself is
 * not here: the reader loads it when opened (the article page's data), so the home page does not
 * carry three articles it may never show.
 */
export type TeaserPost = Pick<
  Post,
  "slug" | "title" | "excerpt" | "publishDate" | "author" | "readTime" | "category" | "image" | "imageAlt"
>;

/** Trims a post to the teaser's fields. */
export function toTeaserPost(post: Post): TeaserPost {
  const { slug, title, excerpt, publishDate, author, readTime, category, image, imageAlt } = post;
  return { slug, title, excerpt, publishDate, author, readTime, category, image, imageAlt };
}

/**
 * An article's HTML for the reader dialog, whose h2 is the post's title: the article's own h2
 * sections become h3 (and any h3 an h4) to keep the heading outline unbroken.
 */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h3>/g, "<$1h4>").replace(/<(\/?)h2>/g, "<$1h3>");
}
