import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { Locale } from "../../../app/lib/i18n";

/** A post as its Markdown file's front matter describes it, so the tests follow the content. */
export interface FrontMatter {
  slug: string;
  title: string;
  excerpt: string;
  /** The author's person slug (`app/content/people/<slug>.yaml`). */
  author: string;
  readTime: string;
  /** The category's id (`safety`), as the list's chips and its `?category=` name it. */
  category: string;
  publishDate: string;
  imageAlt: string;
  featured: boolean;
  tags: string[];
  keyTakeaways: string[];
}

const blogDir = (locale: Locale) => fileURLToPath(new URL(`../../../app/content/blog/${locale}/`, import.meta.url));

/** The slugs of a locale's posts, from their file names, sorted. */
export function postSlugsOf(locale: Locale): string[] {
  return readdirSync(blogDir(locale))
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.replace(/\.md$/, ""))
    .sort();
}

/** Every post of a locale, as its front matter says, in file-name order. */
export function postsOf(locale: Locale): FrontMatter[] {
  return postSlugsOf(locale).map((slug) => {
    const source = readFileSync(`${blogDir(locale)}${slug}.md`, "utf8");
    const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
    return parse(match?.[1] ?? "") as FrontMatter;
  });
}

/** The post with this slug; fails loudly when there is none. */
export function postBySlug(list: FrontMatter[], slug: string): FrontMatter {
  const post = list.find((p) => p.slug === slug);
  if (!post) throw new Error(`No post ${slug}`);
  return post;
}

/** The author of a post as pages print it: the person's name and their role in the locale. */
export function authorLine(post: FrontMatter, locale: Locale): string {
  const file = fileURLToPath(new URL(`../../../app/content/people/${post.author}.yaml`, import.meta.url));
  const person = parse(readFileSync(file, "utf8")) as { name: string; role: Record<Locale, string> };
  return `${person.name}, ${person.role[locale]}`;
}
