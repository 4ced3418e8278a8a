import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";
import { blog as enBlog } from "../../app/content/locales/en/blog";
import { blog as frBlog } from "../../app/content/locales/fr/blog";
import { fill } from "../../app/lib/i18n";
import { postsOf } from "../e2e/helpers/posts";
import { prerenderedSite } from "./prerendered-site";

/**
 * The blog as the production server answers it before any script runs: the prerendered list and the RSS
 * feeds, read over HTTP. The feeds are parsed by jsdom's DOMParser, strict as a browser's.
 */

// jsdom ships no types; its window implements the browser's DOMParser, and is typed as that. A window of its
// own rather than a jsdom test environment, which would replace Node's URL that the tests use.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};
const parser = new new JSDOM().window.DOMParser();

const { get } = prerenderedSite();

const en = postsOf("en");
const fr = postsOf("fr");
const { list } = enBlog;

describe("blog list", () => {
  test("the prerendered list links every post and has no pager", async () => {
    const html = await (await get("/blog")).text();
    for (const post of en) expect(html).toContain(`href="/blog/${post.slug}"`);
    // The pager's label, whatever the count.
    expect(html).not.toContain(fill(list.pageOf, { page: 1, count: "" }).trim());
  });
});

describe("feeds", () => {
  for (const [path, list, categories, prefix] of [
    ["/rss.xml", en, Object.values(enBlog.categories), "/blog/"],
    ["/fr/rss.xml", fr, Object.values(frBlog.categories), "/fr/blog/"],
  ] as const) {
    test(`${path} is well-formed RSS with one item per post and localised categories`, async () => {
      const response = await get(path);
      expect(response.ok).toBe(true);
      expect(response.headers.get("content-type")).toMatch(/xml/);
      const doc = parser.parseFromString(await response.text(), "application/xml");
      const items = [...doc.querySelectorAll("channel > item")];
      const feed = {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.nodeName,
        titles: items.map((item) => item.querySelector("title")?.textContent ?? ""),
        links: items.map((item) => new URL(item.querySelector("link")?.textContent ?? "").pathname),
        categories: items.map((item) => item.querySelector("category")?.textContent ?? ""),
      };
      expect(feed.error).toBeNull();
      expect(feed.root).toBe("rss");
      expect(feed.titles).toHaveLength(list.length);
      // French titles take their typography's fixed spaces on the site, not in the files.
      const spaces = (title: string) => title.replace(/\s+/g, " ");
      expect(feed.titles.map(spaces).sort()).toEqual(list.map((p) => spaces(p.title)).sort());
      expect([...feed.links].sort()).toEqual(list.map((p) => `${prefix}${p.slug}`).sort());
      expect([...new Set(feed.categories)].sort()).toEqual([...categories].sort());
    });
  }
});
