import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";
import { company } from "../../app/content/company";
import { neutralPaths } from "../../app/content/prerender.server";
import { type Locale, locales, localizePath } from "../../app/lib/i18n";
import { escapeRegExp } from "../e2e/helpers/html-text";
import { postSlugsOf } from "../e2e/helpers/posts";
import { prerenderedSite } from "./prerendered-site";

/**
 * Search and sharing metadata, read from the raw HTML the production server answers, as a crawler or a
 * link-preview bot sees it: no JavaScript runs. The HTML is parsed by jsdom's DOMParser, which builds a
 * document without running its scripts, as a browser's does.
 */

// jsdom ships no types; its window implements the browser's DOMParser, and is typed as that. A window of its
// own rather than a jsdom test environment, which would replace Node's URL that the imported helpers use.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};
const parser = new new JSDOM().window.DOMParser();

/** GETs of a path (or a URL) on the server under test, redirects followed as a crawler follows them. */
const { get } = prerenderedSite();

const siteUrl = company.siteUrl;
const postSlugs = postSlugsOf("en");

interface SitePage {
  /** The path in its locale, as requested from the test server. */
  path: string;
  /** The locale-neutral path (`/services/ndt`). */
  neutral: string;
  locale: Locale;
  kind: "home" | "service" | "article" | "team" | "other";
}

const sitePages: SitePage[] = locales.flatMap((locale) =>
  neutralPaths().map((neutral) => ({
    path: localizePath(neutral, locale),
    neutral,
    locale,
    kind:
      neutral === "/"
        ? "home"
        : neutral.startsWith("/services/")
          ? "service"
          : neutral.startsWith("/blog/")
            ? "article"
            : neutral === "/about/team"
              ? "team"
              : "other",
  })),
);
/** Absolute URL of a site path under the configured site URL (the home page keeps its slash). */
const absolute = (path: string) => `${siteUrl}${path}`;
const pageUrls = new Set(sitePages.map((p) => absolute(p.path)));
/** A site URL as a path on the test server. */
const onTestServer = (url: string) => {
  expect(url.startsWith(`${siteUrl}/`), `${url} is under ${siteUrl}`).toBe(true);
  return url.slice(siteUrl.length) || "/";
};

const ogLocales: Record<Locale, string> = { en: "en_GB", fr: "fr_FR" };

interface ParsedHead {
  lang: string | null;
  titles: string[];
  titlesOutsideHead: number;
  metas: { key: string; content: string | null }[];
  links: { rel: string; hreflang: string | null; href: string | null }[];
  jsonLd: string[];
}

/** Parses prerendered HTML the way a browser would, without running any of its scripts. */
function parseHtml(source: string): ParsedHead {
  const doc = parser.parseFromString(source, "text/html");
  const titles = [...doc.head.querySelectorAll("title")].map((t) => t.textContent ?? "");
  const titlesOutsideHead = [...doc.querySelectorAll("title")].filter(
    (t) => !doc.head.contains(t) && !t.closest("svg"),
  ).length;
  return {
    lang: doc.documentElement.getAttribute("lang"),
    titles,
    titlesOutsideHead,
    metas: [...doc.head.querySelectorAll("meta")].map((m) => ({
      key: m.getAttribute("name") ?? m.getAttribute("property") ?? m.getAttribute("charset") ?? "",
      content: m.getAttribute("content"),
    })),
    links: [...doc.head.querySelectorAll("link")].map((l) => ({
      rel: l.getAttribute("rel") ?? "",
      hreflang: l.getAttribute("hreflang"),
      href: l.getAttribute("href"),
    })),
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
  };
}

async function fetchPage(path: string): Promise<ParsedHead> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type"), path).toContain("text/html");
  return parseHtml(await response.text());
}

/** The one value of a meta tag, by name or property; fails if it is missing, repeated or empty. */
function metaValue(head: ParsedHead, key: string): string {
  const found = head.metas.filter((m) => m.key === key);
  expect(found, `exactly one meta ${key}`).toHaveLength(1);
  const content = found[0]?.content?.trim() ?? "";
  expect(content, `meta ${key} is not empty`).not.toBe("");
  return content;
}

/** Width and height from a PNG's IHDR chunk; fails if the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("latin1"), "IHDR chunk").toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectPng(path: string, size?: { width: number; height: number }) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type"), path).toMatch(/^image\/png/);
  const actual = pngSize(Buffer.from(await response.arrayBuffer()));
  if (size) expect(actual, `${path} dimensions`).toEqual(size);
}

/** Properties whose values are URLs; every one must be absolute. */
const urlKeys = new Set(["url", "item", "logo", "image", "@id", "mainEntityOfPage", "sameAs"]);

/** Paths (`$.itemListElement[0].item`) of URL-valued properties that are not absolute https URLs. */
function relativeUrls(value: unknown, path = "$", underUrlKey = false): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => relativeUrls(v, `${path}[${i}]`, underUrlKey));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => relativeUrls(v, `${path}.${k}`, urlKeys.has(k)));
  }
  if (underUrlKey && !(typeof value === "string" && /^https:\/\/[^/\s]+/.test(value))) {
    return [`${path} = ${JSON.stringify(value)}`];
  }
  return [];
}

type JsonLd = Record<string, unknown>;
const ofType = (blocks: JsonLd[], type: string) =>
  blocks.filter((b) => b["@type"] === type || (Array.isArray(b["@type"]) && b["@type"].includes(type)));

describe("search and sharing metadata", () => {
  for (const site of sitePages) {
    test(`${site.path} has its title, canonical, alternates, link preview and structured data`, async () => {
      const head = await fetchPage(site.path);
      expect(head.lang).toBe(site.locale);

      // Title and description.
      expect(head.titles, "exactly one <title> in <head>").toHaveLength(1);
      expect(head.titlesOutsideHead, "no <title> outside <head>").toBe(0);
      const title = head.titles[0] ?? "";
      expect(title).toMatch(new RegExp(`^\\S.* \\| ${escapeRegExp(company.name)}$`));
      metaValue(head, "description");

      // Canonical: the page's own absolute URL under the configured site URL.
      const canonicals = head.links.filter((l) => l.rel === "canonical");
      expect(canonicals, "exactly one canonical").toHaveLength(1);
      expect(canonicals[0]?.href).toBe(absolute(site.path));

      // Language alternates, each pointing to a page that exists.
      const alternates = head.links.filter((l) => l.rel === "alternate" && l.hreflang);
      const expected = {
        en: absolute(localizePath(site.neutral, "en")),
        fr: absolute(localizePath(site.neutral, "fr")),
        "x-default": absolute(localizePath(site.neutral, "en")),
      };
      for (const [hreflang, href] of Object.entries(expected)) {
        const found = alternates.filter((l) => l.hreflang === hreflang);
        expect(found, `one hreflang=${hreflang}`).toHaveLength(1);
        expect(found[0]?.href, `hreflang=${hreflang}`).toBe(href);
        const target = await get(onTestServer(href));
        expect(target.status, `hreflang=${hreflang} target ${href}`).toBe(200);
      }
      expect(alternates.map((l) => l.hreflang).sort()).toEqual(Object.keys(expected).sort());

      // Link previews (Open Graph and X/Twitter cards).
      metaValue(head, "og:title");
      metaValue(head, "og:description");
      expect(metaValue(head, "og:url")).toBe(absolute(site.path));
      expect(metaValue(head, "og:locale")).toBe(ogLocales[site.locale]);
      expect(metaValue(head, "og:locale:alternate")).toBe(ogLocales[site.locale === "en" ? "fr" : "en"]);
      const image = metaValue(head, "og:image");
      expect(image).toMatch(/^https:\/\//);
      expect(metaValue(head, "og:image:width")).toBe("1200");
      expect(metaValue(head, "og:image:height")).toBe("630");
      metaValue(head, "og:image:alt");
      expect(metaValue(head, "twitter:card")).toBe("summary_large_image");
      await expectPng(onTestServer(image), { width: 1200, height: 630 });

      // Structured data.
      const blocks: JsonLd[] = head.jsonLd.map((text, i) => {
        try {
          return JSON.parse(text) as JsonLd;
        } catch (error) {
          throw new Error(`JSON-LD block ${i} does not parse: ${(error as Error).message}\n${text}`);
        }
      });
      expect(blocks.length, "at least one JSON-LD block").toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block["@context"], "@context").toBe("https://schema.org");
        expect(block["@type"], "@type").toBeTruthy();
        expect(relativeUrls(block), `relative URLs in ${block["@type"]}`).toEqual([]);
      }

      const breadcrumbs = ofType(blocks, "BreadcrumbList");
      if (site.kind === "home") {
        expect(breadcrumbs, "no breadcrumbs on the home page").toHaveLength(0);
      } else {
        expect(breadcrumbs, "one BreadcrumbList").toHaveLength(1);
        const items = (breadcrumbs[0]?.itemListElement ?? []) as { position: number; name: string; item: string }[];
        expect(items.length).toBeGreaterThanOrEqual(2);
        expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
        expect(items[0]?.item).toBe(absolute(localizePath("/", site.locale)));
        expect(items.at(-1)?.item).toBe(absolute(site.path));
        for (const item of items) {
          expect(item.name, "crumb name").toBeTruthy();
          expect(pageUrls.has(item.item), `crumb ${item.item} is a page of the site`).toBe(true);
        }
      }

      if (site.kind === "service") {
        const [service] = ofType(blocks, "Service");
        expect(service, "a Service").toBeDefined();
        expect(service?.url).toBe(absolute(site.path));
        expect(service?.name).toBeTruthy();
        expect(service?.provider).toBeTruthy();
      }

      if (site.kind === "article") {
        expect(metaValue(head, "og:type")).toBe("article");
        const [post] = ofType(blocks, "BlogPosting");
        expect(post, "a BlogPosting").toBeDefined();
        expect(post?.headline).toBeTruthy();
        expect(String(post?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/);
        // A named author links to their entry on the team page; a sample author gives way to the company.
        const author = post?.author as { name?: string; url?: string; "@id"?: string } | undefined;
        if (author?.["@id"]) expect(author["@id"]).toBe(`${siteUrl}/#organization`);
        else {
          expect(author?.name).toBeTruthy();
          expect(author?.url).toMatch(new RegExp(`^${escapeRegExp(siteUrl)}(/fr)?/about/team#[a-z0-9-]+$`));
        }
        expect(post?.image).toBeTruthy();
        expect(post?.mainEntityOfPage ?? post?.url).toBe(absolute(site.path));
      }

      if (site.kind === "team") {
        expect(
          blocks.some((b) => Array.isArray(b.hasCredential) && b.hasCredential.length > 0),
          "credentials on /about/team",
        ).toBe(true);
      }

      if (site.kind === "home") {
        const [business] = ofType(blocks, "ProfessionalService");
        expect(business, "the company as a ProfessionalService").toBeDefined();
        const address = business?.address as Record<string, unknown> | undefined;
        expect(address?.addressLocality).toBe("Douala");
        expect(address?.addressCountry).toBe("CM");
        const geo = business?.geo as { latitude?: unknown; longitude?: unknown } | undefined;
        expect(typeof geo?.latitude).toBe("number");
        expect(typeof geo?.longitude).toBe("number");
        expect(Array.isArray(business?.openingHoursSpecification)).toBe(true);
        expect((business?.openingHoursSpecification as unknown[] | undefined)?.length ?? 0).toBeGreaterThan(0);
        expect(business?.telephone).toBeTruthy();
        expect(business?.url).toBe(absolute(site.path));
      }
    });
  }

  test("titles are unique across the whole site in both languages, descriptions within each language", async () => {
    const titles = new Map<string, string[]>();
    const descriptions = new Map<string, string[]>();
    const add = (map: Map<string, string[]>, key: string, path: string) =>
      map.set(key, [...(map.get(key) ?? []), path]);
    for (const site of sitePages) {
      const head = await fetchPage(site.path);
      add(titles, head.titles[0] ?? "", site.path);
      add(descriptions, `${site.locale}:${metaValue(head, "description")}`, site.path);
    }
    const duplicates = (map: Map<string, string[]>) => [...map].filter(([, paths]) => paths.length > 1);
    expect(duplicates(titles), "titles shared by several pages").toEqual([]);
    expect(duplicates(descriptions), "descriptions shared by several pages of one language").toEqual([]);
  });
});

interface ParsedXml {
  error: string | null;
  root: string;
  urls: { loc: string; lastmod: string | null; alternates: { hreflang: string; href: string }[] }[];
  items: { link: string; title: string }[];
  channelLanguage: string | null;
}

/** A strict XML parse: any well-formedness error is reported, not repaired. */
function parseXml(source: string): ParsedXml {
  const doc = parser.parseFromString(source, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0]?.textContent ?? null;
  const sitemapNs = "http://www.sitemaps.org/schemas/sitemap/0.9";
  const text = (el: Element, ns: string | null, name: string) =>
    (ns ? el.getElementsByTagNameNS(ns, name) : el.getElementsByTagName(name))[0]?.textContent?.trim() ?? null;
  return {
    error,
    root: `${doc.documentElement.namespaceURI ?? ""} ${doc.documentElement.localName}`,
    urls: [...doc.getElementsByTagNameNS(sitemapNs, "url")].map((url) => ({
      loc: text(url, sitemapNs, "loc") ?? "",
      lastmod: text(url, sitemapNs, "lastmod"),
      alternates: [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((l) => ({
        hreflang: l.getAttribute("hreflang") ?? "",
        href: l.getAttribute("href") ?? "",
      })),
    })),
    items: [...doc.getElementsByTagName("item")].map((item) => ({
      link: text(item, null, "link") ?? "",
      title: text(item, null, "title") ?? "",
    })),
    channelLanguage: doc.querySelector("channel > language")?.textContent ?? null,
  };
}

describe("files for crawlers, feed readers and home screens", () => {
  test("the sitemap lists exactly the site's pages in both languages, with alternates and dates", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const sitemap = parseXml(await response.text());
    expect(sitemap.error, "sitemap.xml is well-formed XML").toBeNull();
    expect(sitemap.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9 urlset");

    const locs = sitemap.urls.map((u) => u.loc);
    expect(new Set(locs).size, "no URL listed twice").toBe(locs.length);
    expect([...locs].sort()).toEqual([...pageUrls].sort());

    const byUrl = new Map(sitePages.map((p) => [absolute(p.path), p]));
    for (const url of sitemap.urls) {
      const site = byUrl.get(url.loc);
      expect(url.lastmod, `${url.loc} lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(url.lastmod ?? "")), `${url.loc} lastmod is a date`).toBe(false);
      expect(
        [...url.alternates].sort((a, b) => a.hreflang.localeCompare(b.hreflang)),
        `${url.loc} alternates`,
      ).toEqual([
        { hreflang: "en", href: absolute(localizePath(site?.neutral ?? "", "en")) },
        { hreflang: "fr", href: absolute(localizePath(site?.neutral ?? "", "fr")) },
        { hreflang: "x-default", href: absolute(localizePath(site?.neutral ?? "", "en")) },
      ]);
    }
  });

  test("robots.txt allows crawling and points to the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split(/\r?\n/);
    expect(lines).toContain("User-agent: *");
    expect(lines).not.toContain("Disallow: /");
    const sitemaps = lines.filter((l) => /^sitemap:/i.test(l)).map((l) => l.replace(/^sitemap:\s*/i, ""));
    expect(sitemaps).toEqual([`${siteUrl}/sitemap.xml`]);
    expect((await get(onTestServer(sitemaps[0] ?? ""))).status).toBe(200);
  });

  for (const locale of locales) {
    const feed = localizePath("/rss.xml", locale);
    test(`${feed} is a well-formed RSS feed with one item per post`, async () => {
      const response = await get(feed);
      expect(response.status).toBe(200);
      const rss = parseXml(await response.text());
      expect(rss.error, `${feed} is well-formed XML`).toBeNull();
      expect(rss.root).toBe(" rss");
      expect(rss.channelLanguage).toBe(locale);
      const posts = postSlugsOf(locale);
      expect(posts).toEqual(postSlugs);
      expect(rss.items.map((i) => i.link).sort()).toEqual(
        posts.map((s) => absolute(localizePath(`/blog/${s}`, locale))).sort(),
      );
      for (const item of rss.items) expect(item.title, item.link).not.toBe("");
    });
  }

  test("the web app manifest is valid JSON and its icons exist", async () => {
    const response = await get("/manifest.webmanifest");
    expect(response.status).toBe(200);
    const text = await response.text();
    let manifest: {
      name?: string;
      short_name?: string;
      start_url?: string;
      display?: string;
      icons?: { src: string; sizes: string; type: string; purpose?: string }[];
    } = {};
    expect(() => {
      manifest = JSON.parse(text);
    }, "manifest parses as JSON").not.toThrow();
    expect(manifest.name).toBe(company.name);
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    const icons = manifest.icons ?? [];
    expect(icons.some((i) => i.sizes === "192x192" && i.type === "image/png")).toBe(true);
    expect(icons.some((i) => i.sizes === "512x512" && i.type === "image/png")).toBe(true);
    for (const icon of icons) {
      const res = await get(icon.src);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get("content-type"), icon.src).toContain(icon.type);
      if (icon.type === "image/png") {
        const [width, height] = icon.sizes.split("x").map(Number);
        expect(pngSize(Buffer.from(await res.arrayBuffer())), `${icon.src} is ${icon.sizes}`).toEqual({
          width,
          height,
        });
      }
    }
  });

  test("the icons every page links to exist", async () => {
    const head = await fetchPage("/");
    const icons = head.links.filter((l) => /icon/.test(l.rel));
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      const res = await get(icon.href ?? "");
      expect(res.status, icon.href ?? "").toBe(200);
      expect(res.headers.get("content-type"), icon.href ?? "").toMatch(/^image\//);
    }
  });
});
