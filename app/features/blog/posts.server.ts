import type MarkdownIt from "markdown-it";
import { blogDictionaries } from "~/content/locales/blog";
import { type Locale, locales } from "~/lib/i18n";
import type { Post, PostSummary } from "./types";

export type { Post, PostSummary } from "./types";

// Bundled into the server build only (this is a .server module), so posts are read once, at build time.
const sources = import.meta.glob<string>("../../content/blog/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** One Markdown renderer per language: typographic quotes differ, and tables get a labelled scroll box. */
function renderer(Markdown: typeof MarkdownIt, locale: Locale) {
  // `html: false` escapes any raw HTML in a post instead of rendering it.
  const markdown = new Markdown({
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
 * Every post, validated and rendered, per locale: on first use, which is at build time. Validation stops
 * `react-router build` on the first page that needs the blog when any post is wrong, with a message naming
 * each file and field. Loaded lazily so the production server, which imports this build to answer form
 * submissions, never loads the Markdown, YAML and schema libraries (~30 MB).
 */
async function loadPosts(): Promise<Record<Locale, Post[]>> {
  const [{ default: Markdown }, { parseCollection }] = await Promise.all([
    import("markdown-it"),
    import("./post-source"),
  ]);
  const collection = parseCollection(
    Object.entries(sources).map(([key, source]) => ({ fileName: key.replace(/^(?:\.\.\/)+/, "app/"), source })),
  );
  return Object.fromEntries(
    locales.map((locale) => {
      const markdown = renderer(Markdown, locale);
      const list = collection[locale]
        .map(({ frontMatter, body }): Post => ({ ...frontMatter, html: markdown.render(body) }))
        .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id);
      return [locale, list];
    }),
  ) as Record<Locale, Post[]>;
}
let loaded: Promise<Record<Locale, Post[]>> | null = null;
const allPosts = () => {
  loaded ??= loadPosts();
  return loaded;
};

/** Reads one post, or `null` when no such post exists in that locale. */
export async function readPost(locale: Locale, slug: string): Promise<Post | null> {
  return (await allPosts())[locale].find((post) => post.slug === slug) ?? null;
}

/** Every post in a locale, newest first. */
export async function listPosts(locale: Locale): Promise<Post[]> {
  return [...(await allPosts())[locale]];
}

/** Every post in a locale, newest first, without the bodies: what the list page ships to the browser. */
export async function listSummaries(locale: Locale): Promise<PostSummary[]> {
  return (await allPosts())[locale].map(
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
