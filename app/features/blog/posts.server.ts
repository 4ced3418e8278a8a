import MarkdownIt from "markdown-it";
import { blogDictionaries } from "~/content/locales/blog";
import { type Locale, locales } from "~/lib/i18n";
import { parseCollection } from "./post-source";
import type { Post, PostSummary } from "./types";

export type { Post, PostSummary } from "./types";

// Bundled into the server build only (this is a .server module), so posts are read once, at build time.
const sources = import.meta.glob<string>("../../content/blog/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** One Markdown renderer per language: typographic quotes differ, and tables get a labelled scroll box. */
function renderer(locale: Locale) {
  // `html: false` escapes any raw HTML in a post instead of rendering it.
  const markdown = new MarkdownIt({
    html: false,
    linkify: false,
    typographer: true,
    quotes: locale === "fr" ? ["«\u00a0", "\u00a0»", "“", "”"] : "“”‘’",
  });
  const label = markdown.utils.escapeHtml(blogDictionaries[locale].post.tableLabel);
  // Wide tables scroll inside their own keyboard-reachable box instead of widening the phone's page.
  markdown.renderer.rules.table_open = () =>
    `<div class="table-scroll" role="region" aria-label="${label}" tabindex="0">\n<table>\n`;
  markdown.renderer.rules.table_close = () => "</table>\n</div>\n";
  return markdown;
}

/**
 * Validated at import, so `react-router build` stops on the first page that needs the blog when any
 * post is wrong, with a message naming each file and field.
 */
const collection = parseCollection(
  Object.entries(sources).map(([key, source]) => ({ fileName: key.replace(/^(?:\.\.\/)+/, "app/"), source })),
);

const posts = Object.fromEntries(
  locales.map((locale) => {
    const markdown = renderer(locale);
    const list = collection[locale]
      .map(({ frontMatter, body }): Post => ({ ...frontMatter, html: markdown.render(body) }))
      .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id);
    return [locale, list];
  }),
) as Record<Locale, Post[]>;

/** Reads one post, or `null` when no such post exists in that locale. */
export function readPost(locale: Locale, slug: string): Post | null {
  return posts[locale].find((post) => post.slug === slug) ?? null;
}

/** Every post in a locale, newest first. */
export function listPosts(locale: Locale): Post[] {
  return [...posts[locale]];
}

/** Every post in a locale, newest first, without the bodies: what the list page ships to the browser. */
export function listSummaries(locale: Locale): PostSummary[] {
  return posts[locale].map(
    ({ id, slug, title, excerpt, date, publishDate, author, readTime, category, featured, image, imageAlt, tags }) => ({
      id,
      slug,
      title,
      excerpt,
      date,
      publishDate,
      author,
      readTime,
      category,
      featured,
      image,
      imageAlt,
      tags,
    }),
  );
}
