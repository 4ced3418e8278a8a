import MarkdownIt from "markdown-it";
import { parse as parseYaml } from "yaml";
import type { Locale } from "~/lib/i18n";

/** A blog post as pages receive it: front matter plus the body rendered to HTML at build time. */
export interface Post {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  publishDate: string;
  author: string;
  readTime: string;
  category: string;
  featured: boolean;
  image: string;
  imageAlt: string;
  tags: string[];
  keyTakeaways: string[];
  html: string;
}

// `html: false` escapes any raw HTML in a post instead of rendering it.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

// Bundled into the server build only (this is a .server module), so posts are read once, at build time.
const sources = import.meta.glob<string>("../../content/blog/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Reads one post, or `null` when no such file exists. */
export function readPost(locale: Locale, slug: string): Post | null {
  if (!/^[a-z0-9-]+$/.test(slug)) return null;
  const source = sources[`../../content/blog/${locale}/${slug}.md`];
  if (source === undefined) return null;
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${slug}.md (${locale}): missing front matter`);
  const data = parseYaml(match[1] ?? "") as Omit<Post, "html">;
  return { ...data, html: markdown.render(match[2] ?? "") };
}

/** Every post in a locale, newest first. */
export function listPosts(locale: Locale): Post[] {
  const prefix = `../../content/blog/${locale}/`;
  return Object.keys(sources)
    .filter((key) => key.startsWith(prefix))
    .map((key) => readPost(locale, key.slice(prefix.length, -".md".length)))
    .filter((post): post is Post => post !== null)
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate));
}
