import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { expect, hydrated, test, withConsent } from "./fixtures";

/** The posts as their Markdown files describe them, so the tests follow the content. */
interface FrontMatter {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  readTime: string;
  publishDate: string;
  imageAlt: string;
  featured: boolean;
  tags: string[];
  keyTakeaways: string[];
}

function posts(locale: "en" | "fr"): FrontMatter[] {
  const dir = fileURLToPath(new URL(`../../app/content/blog/${locale}/`, import.meta.url));
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const source = readFileSync(`${dir}${name}`, "utf8");
      const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
      return parse(match?.[1] ?? "") as FrontMatter;
    });
}

const en = posts("en");
const fr = posts("fr");
const bySlug = (list: FrontMatter[], slug: string) => {
  const post = list.find((p) => p.slug === slug);
  if (!post) throw new Error(`No post ${slug}`);
  return post;
};
const ndt = bySlug(en, "advanced-ndt-techniques");
const offshore = bySlug(en, "offshore-welding-safety");
const pipeline = bySlug(en, "pipeline-construction-quality-assurance");

/** The titles of the cards shown, in order. */
const cardTitles = (page: Page) => page.getByRole("main").getByRole("heading", { level: 3 });

async function openList(page: Page, path = "/blog") {
  await withConsent(page);
  await page.goto(path);
  await hydrated(page);
}

test.describe("blog list", () => {
  test("the prerendered list links every post and has no pager", async ({ request }) => {
    const html = await (await request.get("/blog")).text();
    for (const post of en) expect(html).toContain(`href="/blog/${post.slug}"`);
    expect(html).not.toContain("Page 1 of");
  });

  test("search matches title, excerpt or tag, ignoring case, and goes into the URL", async ({ page }) => {
    await openList(page);
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await expect(search).toHaveAttribute("placeholder", "Search articles...");
    await expect(cardTitles(page)).toHaveCount(en.length);
    // Only the pager's absence can be seen with fewer than ten posts.
    await expect(page.getByRole("navigation", { name: "Article pages" })).toHaveCount(0);

    // "ASME V" is a tag of the NDT article only, in neither its title nor its excerpt.
    await search.fill("asme v");
    await expect(cardTitles(page)).toHaveText([ndt.title]);
    await expect(page.getByRole("status").filter({ hasText: "1 article" })).toBeVisible();
    await expect(page).toHaveURL(/\/blog\?q=asme\+v$/);

    // Matched in the pipeline article's excerpt ("hydrotesting") and tag ("Hydrotest").
    await search.fill("HYDROTEST");
    await expect(cardTitles(page)).toHaveText([pipeline.title]);

    // Matched in a title.
    await search.fill("offshore WELDING");
    await expect(cardTitles(page)).toHaveText([offshore.title]);

    await search.fill("");
    await expect(cardTitles(page)).toHaveCount(en.length);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("category chips toggle the filter and combine with the search", async ({ page }) => {
    await openList(page);
    const all = page.getByRole("button", { name: "All", exact: true });
    const safety = page.getByRole("button", { name: "Safety", exact: true });
    await expect(page.getByRole("group", { name: "Filter by category" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Technology", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Quality Control", exact: true })).toBeVisible();
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(safety).toHaveAttribute("aria-pressed", "false");

    await safety.click();
    await expect(safety).toHaveAttribute("aria-pressed", "true");
    await expect(all).toHaveAttribute("aria-pressed", "false");
    await expect(cardTitles(page)).toHaveText([offshore.title]);
    await expect(page).toHaveURL(/\/blog\?category=safety$/);

    // AND with the search: the NDT article's tag does not belong to the Safety category.
    await page.getByRole("searchbox", { name: "Search articles" }).fill("paut");
    await expect(cardTitles(page)).toHaveCount(0);

    await all.click();
    await expect(cardTitles(page)).toHaveText([ndt.title]);
    await expect(all).toHaveAttribute("aria-pressed", "true");
  });

  test("no match shows the empty state, and clearing brings every post back", async ({ page }) => {
    await openList(page);
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("submarine cable splicing");
    await expect(page.getByText("No articles found matching your criteria.")).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(search).toHaveValue("");
    await expect(cardTitles(page)).toHaveCount(en.length);
    await expect(page.getByText("No articles found matching your criteria.")).toHaveCount(0);
  });

  test("the filters live in the URL: they survive a reload and the back button", async ({ page }) => {
    await openList(page);
    const search = page.getByRole("searchbox", { name: "Search articles" });
    const quality = page.getByRole("button", { name: "Quality Control", exact: true });

    await search.fill("weld");
    await expect(cardTitles(page)).toHaveText([offshore.title, pipeline.title]);
    await quality.click();
    await expect(page).toHaveURL(/\/blog\?q=weld&category=quality-control$/);
    await expect(cardTitles(page)).toHaveText([pipeline.title]);

    await page.reload();
    await hydrated(page);
    await expect(search).toHaveValue("weld");
    await expect(quality).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page)).toHaveText([pipeline.title]);

    // Typing replaced the entry; the chip pushed one: back returns to the search alone.
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?q=weld$/);
    await expect(quality).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(search).toHaveValue("weld");
    await expect(cardTitles(page)).toHaveText([offshore.title, pipeline.title]);

    await page.goForward();
    await expect(quality).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page)).toHaveText([pipeline.title]);
  });

  test("a shared link opens the list already filtered", async ({ page }) => {
    await openList(page, "/blog?q=TOFD&category=technology");
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("TOFD");
    await expect(page.getByRole("button", { name: "Technology", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page)).toHaveText([ndt.title]);
  });

  test("a card's title opens its article and Back to Blog returns", async ({ page }) => {
    await openList(page);
    await page.getByRole("link", { name: offshore.title }).click();
    await expect(page).toHaveURL(`/blog/${offshore.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(offshore.title);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cardTitles(page)).toHaveCount(en.length);
  });
});

test.describe("article page", () => {
  test("shows every part of an article", async ({ page }) => {
    await withConsent(page);
    await page.goto(`/blog/${ndt.slug}`);
    await hydrated(page);
    const main = page.getByRole("main");

    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(ndt.title);
    await expect(main.getByText("Technology", { exact: true })).toBeVisible();
    await expect(main.getByText("Featured", { exact: true })).toBeVisible();
    await expect(main.getByText(ndt.excerpt)).toBeVisible();
    await expect(main.getByText(ndt.author)).toBeVisible();
    await expect(main.getByText("15 September 2026")).toHaveAttribute("datetime", ndt.publishDate);
    await expect(main.getByText(ndt.readTime)).toBeVisible();
    await expect(main.getByRole("button", { name: "Share" })).toBeVisible();
    await expect(main.getByRole("img", { name: ndt.imageAlt })).toBeVisible();

    // The Markdown body, styled: its own headings, lists and the comparison table.
    await expect(main.getByRole("heading", { level: 2, name: "Choosing the right method" })).toBeVisible();
    await expect(main.getByRole("region", { name: /Comparison table/ }).getByRole("table")).toBeVisible();
    await expect(main.getByRole("cell", { name: "Near-surface dead zone" })).toBeVisible();

    // The closing paragraphs every article ends with, then the Key Takeaways and the tags.
    await expect(main.getByRole("heading", { level: 2, name: "Need an inspector on your project?" })).toBeVisible();
    await expect(main.getByText(/our AWS-CWI, CSWIP and ASNT Level III personnel can help/)).toBeVisible();
    await expect(main.getByRole("link", { name: "Contact our inspection team" })).toHaveAttribute("href", "/#contact");
    const takeaways = main.getByRole("region", { name: "Key Takeaways" }).getByRole("listitem");
    await expect(takeaways).toHaveText(ndt.keyTakeaways);
    await expect(main.getByRole("region", { name: "Tags" }).getByRole("listitem")).toHaveText(ndt.tags);
    await expect(main.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");

    await expect(page).toHaveTitle(new RegExp(`^${ndt.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  });

  test("a post that is not featured has no Featured badge", async ({ page }) => {
    await withConsent(page);
    await page.goto(`/blog/${offshore.slug}`);
    await hydrated(page);
    await expect(page.getByRole("main").getByText("Safety", { exact: true })).toBeVisible();
    await expect(page.getByText("Featured", { exact: true })).toHaveCount(0);
  });

  test("Share hands the title, excerpt and URL to the device's share sheet", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: ShareData[] };
      w.__shared = [];
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          w.__shared.push(data);
        },
      });
    });
    await withConsent(page);
    await page.goto(`/blog/${ndt.slug}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([{ title: ndt.title, text: ndt.excerpt, url: page.url() }]);
    await expect(page.getByText("Link copied to the clipboard.")).toHaveCount(0);
  });

  test("closing the share sheet is not an error", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __tries: number };
      w.__tries = 0;
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async () => {
          w.__tries += 1;
          throw new DOMException("Share canceled", "AbortError");
        },
      });
    });
    await withConsent(page);
    await page.goto(`/blog/${ndt.slug}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tries: number }).__tries)).toBe(1);
    await expect(page.getByText("Link copied to the clipboard.")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Link to this article" })).toHaveCount(0);
  });

  test("without a share sheet, Share copies the URL and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      delete (navigator as { share?: unknown }).share;
    });
    await withConsent(page);
    await page.goto(`/blog/${offshore.slug}`);
    await hydrated(page);
    expect(await page.evaluate(() => "share" in navigator)).toBe(false);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied to the clipboard." })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("where neither sharing nor the clipboard works, the URL is shown to copy by hand", async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      Object.defineProperty(Navigator.prototype, "clipboard", { configurable: true, get: () => undefined });
    });
    await withConsent(page);
    await page.goto(`/blog/${pipeline.slug}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Share" }).click();
    const link = page.getByRole("textbox", { name: "Link to this article" });
    await expect(link).toHaveValue(page.url());
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute("readonly", "");
  });

  test("an unknown article sends the visitor to the list, in each language", async ({ page }) => {
    await withConsent(page);
    await page.goto("/blog/does-not-exist");
    await expect(page).toHaveURL(/\/blog$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inspection & Welding Insights");

    await page.goto("/fr/blog/does-not-exist");
    await expect(page).toHaveURL(/\/fr\/blog$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles sur l'inspection et le soudage");
  });
});

test("in-app navigation to an unknown article lands on the list", async ({ page, consoleGuard }) => {
  // The missing data file is expected to fail to load; the client loader then redirects.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  await openList(page, `/fr/blog/${offshore.slug}`);
  // No page links to a missing article, so drive the app's own router as a stale link would.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate("/fr/blog/article-retire"),
  );
  await expect(page).toHaveURL(/\/fr\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles sur l'inspection et le soudage");
});

test.describe("feeds", () => {
  for (const [path, list, categories, prefix] of [
    ["/rss.xml", en, ["Technology", "Safety", "Quality Control"], "/blog/"],
    ["/fr/rss.xml", fr, ["Technologie", "Sécurité", "Contrôle qualité"], "/fr/blog/"],
  ] as const) {
    test(`${path} is well-formed RSS with one item per post and localised categories`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.ok()).toBe(true);
      expect(response.headers()["content-type"]).toMatch(/xml/);
      const xml = await response.text();
      const feed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        const items = [...doc.querySelectorAll("channel > item")];
        return {
          error: doc.querySelector("parsererror")?.textContent ?? null,
          root: doc.documentElement.nodeName,
          titles: items.map((item) => item.querySelector("title")?.textContent ?? ""),
          links: items.map((item) => new URL(item.querySelector("link")?.textContent ?? "").pathname),
          categories: items.map((item) => item.querySelector("category")?.textContent ?? ""),
        };
      }, xml);
      expect(feed.error).toBeNull();
      expect(feed.root).toBe("rss");
      expect(feed.titles).toHaveLength(list.length);
      expect([...feed.titles].sort()).toEqual(list.map((p) => p.title).sort());
      expect([...feed.links].sort()).toEqual(list.map((p) => `${prefix}${p.slug}`).sort());
      expect([...new Set(feed.categories)].sort()).toEqual([...categories].sort());
    });
  }
});

test.describe("in French", () => {
  test("the list speaks French", async ({ page }) => {
    await openList(page, "/fr/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles sur l'inspection et le soudage");
    const search = page.getByRole("searchbox", { name: "Rechercher des articles" });
    await expect(search).toHaveAttribute("placeholder", "Rechercher des articles...");
    for (const name of ["Tous", "Technologie", "Sécurité", "Contrôle qualité"]) {
      await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expect(cardTitles(page)).toHaveCount(fr.length);
    await expect(page.getByText("15 septembre 2026")).toBeVisible();

    await page.getByRole("button", { name: "Contrôle qualité", exact: true }).click();
    await expect(cardTitles(page)).toHaveText([bySlug(fr, pipeline.slug).title]);
    await search.fill("radiographie");
    await expect(page.getByText("Aucun article ne correspond à vos critères.")).toBeVisible();
  });

  test("an article speaks French", async ({ page }) => {
    const post = bySlug(fr, offshore.slug);
    await withConsent(page);
    await page.goto(`/fr/blog/${post.slug}`);
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(main.getByText("Sécurité", { exact: true })).toBeVisible();
    await expect(main.getByText("20 août 2026")).toHaveAttribute("datetime", post.publishDate);
    await expect(main.getByText(post.readTime)).toBeVisible();
    await expect(main.getByRole("button", { name: "Partager" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Points clés à retenir" })).toBeVisible();
    await expect(main.getByRole("region", { name: "Points clés à retenir" }).getByRole("listitem")).toHaveText(
      post.keyTakeaways,
    );
    await expect(
      main.getByRole("heading", { level: 2, name: "Besoin d'un inspecteur sur votre projet\u00a0?" }),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Retour au blog" })).toHaveAttribute("href", "/fr/blog");
  });
});
