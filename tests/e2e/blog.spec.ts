import type { Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { blog as enBlog } from "../../app/content/locales/en/blog";
import { common as enCommon } from "../../app/content/locales/en/common";
import { blog as frBlog } from "../../app/content/locales/fr/blog";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { frenchSpacing } from "../../app/lib/french-spacing";
import { plural } from "../../app/lib/i18n";
import { parseMailto } from "../../app/lib/mailto";
import { expect, hydrated, openPage, test, withConsent } from "./fixtures";
import { authorLine, postBySlug, postsOf } from "./helpers/posts";
import { recordShareSheet } from "./helpers/share";
import { escapeRegExp } from "./helpers/text";

const en = postsOf("en");
const fr = postsOf("fr");
const ndt = postBySlug(en, "advanced-ndt-techniques");
const offshore = postBySlug(en, "offshore-welding-safety");
const pipeline = postBySlug(en, "pipeline-construction-quality-assurance");
const { list, post: article, share } = enBlog;

/** The titles of the cards shown, in order. */
const cardTitles = (page: Page) => page.getByRole("main").getByRole("heading", { level: 3 });

test.describe("blog list", () => {
  test("search matches title, excerpt or tag, ignoring case, and goes into the URL", async ({ page }) => {
    await openPage(page, "/blog");
    const search = page.getByRole("searchbox", { name: list.searchLabel });
    await expect(search).toHaveAttribute("placeholder", list.searchPlaceholder);
    await expect(cardTitles(page)).toHaveCount(en.length);
    // Only the pager's absence can be seen with fewer than ten posts.
    await expect(page.getByRole("navigation", { name: list.pagerLabel })).toHaveCount(0);

    // "ASME V" is a tag of the NDT article only, in neither its title nor its excerpt.
    await search.fill("asme v");
    await expect(cardTitles(page)).toHaveText([ndt.title]);
    await expect(page.getByRole("status").filter({ hasText: plural("en", 1, list.results) })).toBeVisible();
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
    await openPage(page, "/blog");
    const all = page.getByRole("button", { name: list.all, exact: true });
    const safety = page.getByRole("button", { name: enBlog.categories.safety, exact: true });
    await expect(page.getByRole("group", { name: list.categoriesLabel })).toBeVisible();
    await expect(page.getByRole("button", { name: enBlog.categories.technology, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: enBlog.categories["quality-control"], exact: true })).toBeVisible();
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(safety).toHaveAttribute("aria-pressed", "false");

    await safety.click();
    await expect(safety).toHaveAttribute("aria-pressed", "true");
    await expect(all).toHaveAttribute("aria-pressed", "false");
    await expect(cardTitles(page)).toHaveText([offshore.title]);
    await expect(page).toHaveURL(/\/blog\?category=safety$/);

    // AND with the search: the NDT article's tag does not belong to the Safety category.
    await page.getByRole("searchbox", { name: list.searchLabel }).fill("paut");
    await expect(cardTitles(page)).toHaveCount(0);

    await all.click();
    await expect(cardTitles(page)).toHaveText([ndt.title]);
    await expect(all).toHaveAttribute("aria-pressed", "true");
  });

  test("no match shows the empty state, and clearing brings every post back", async ({ page }) => {
    await openPage(page, "/blog");
    const search = page.getByRole("searchbox", { name: list.searchLabel });
    await search.fill("submarine cable splicing");
    await expect(page.getByText(list.empty)).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);

    await page.getByRole("button", { name: list.clearFilters }).click();
    await expect(search).toHaveValue("");
    await expect(cardTitles(page)).toHaveCount(en.length);
    await expect(page.getByText(list.empty)).toHaveCount(0);
  });

  test("the filters live in the URL: they survive a reload and the back button", async ({ page }) => {
    await openPage(page, "/blog");
    const search = page.getByRole("searchbox", { name: list.searchLabel });
    const quality = page.getByRole("button", { name: enBlog.categories["quality-control"], exact: true });

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
    await expect(page.getByRole("button", { name: list.all, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(search).toHaveValue("weld");
    await expect(cardTitles(page)).toHaveText([offshore.title, pipeline.title]);

    await page.goForward();
    await expect(quality).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page)).toHaveText([pipeline.title]);
  });

  test("a shared link opens the list already filtered", async ({ page }) => {
    await openPage(page, "/blog?q=TOFD&category=technology");
    await expect(page.getByRole("searchbox", { name: list.searchLabel })).toHaveValue("TOFD");
    await expect(page.getByRole("button", { name: enBlog.categories.technology, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(cardTitles(page)).toHaveText([ndt.title]);
  });

  test("a card's title opens its article and Back to Blog returns", async ({ page }) => {
    await openPage(page, "/blog");
    await page.getByRole("link", { name: offshore.title }).click();
    await expect(page).toHaveURL(`/blog/${offshore.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(offshore.title);
    await page.getByRole("link", { name: article.backToBlog }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cardTitles(page)).toHaveCount(en.length);
  });
});

test.describe("blog list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search box, the chips and Clear filters ask the server for the list", async ({ page }) => {
    await page.goto("/blog");
    const search = page.getByRole("searchbox", { name: list.searchLabel });
    await expect(cardTitles(page)).toHaveCount(en.length);

    await search.fill("asme v");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=asme\+v$/);
    await expect(cardTitles(page)).toHaveText([ndt.title]);
    await expect(search).toHaveValue("asme v");

    // A chip keeps the search: the NDT article's tag is not in the Safety category.
    const safety = page.getByRole("button", { name: enBlog.categories.safety, exact: true });
    await safety.click();
    await expect(page).toHaveURL(/\/blog\?q=asme\+v&category=safety$/);
    await expect(safety).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(list.empty)).toBeVisible();

    // The search keeps the chip.
    await search.fill("offshore");
    await search.press("Enter");
    await expect(cardTitles(page)).toHaveText([offshore.title]);
    await expect(safety).toHaveAttribute("aria-pressed", "true");

    await search.fill("submarine cable splicing");
    await search.press("Enter");
    await expect(page.getByText(list.empty)).toBeVisible();
    await page.getByRole("button", { name: list.clearFilters }).click();
    await expect(page).toHaveURL(/\/blog\??$/);
    await expect(cardTitles(page)).toHaveCount(en.length);
    await expect(search).toHaveValue("");
    await expect(page.getByRole("button", { name: list.all, exact: true })).toHaveAttribute("aria-pressed", "true");
  });

  test("in French, a chip filters the French list", async ({ page }) => {
    await page.goto("/fr/blog");
    const chip = page.getByRole("button", { name: frBlog.categories["quality-control"], exact: true });
    await chip.click();
    await expect(page).toHaveURL(/\/fr\/blog\?category=quality-control$/);
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page)).toHaveText([postBySlug(fr, "pipeline-construction-quality-assurance").title]);
    await page.getByRole("button", { name: frBlog.list.all, exact: true }).click();
    await expect(cardTitles(page)).toHaveCount(fr.length);
  });
});

test.describe("article page", () => {
  test("shows every part of an article", async ({ page }) => {
    await openPage(page, `/blog/${ndt.slug}`);
    const main = page.getByRole("main");

    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(ndt.title);
    await expect(main.getByText(enBlog.categories.technology, { exact: true })).toBeVisible();
    await expect(main.getByText(article.featured, { exact: true })).toBeVisible();
    await expect(main.getByText(ndt.excerpt)).toBeVisible();
    // Signed by a person of the team page, whom the byline links to.
    const byline = main.getByRole("link", { name: authorLine(ndt, "en") });
    await expect(byline).toHaveAttribute("href", `/about/team#${ndt.author}`);
    // A literal: this pins the site's date format.
    await expect(main.getByText("15 September 2026")).toHaveAttribute("datetime", ndt.publishDate);
    await expect(main.getByText(ndt.readTime)).toBeVisible();
    await expect(main.getByRole("button", { name: share.button })).toBeVisible();
    await expect(main.getByRole("img", { name: ndt.imageAlt })).toBeVisible();

    // The Markdown body, styled: its own headings, lists and the comparison table (the body's words are literals).
    await expect(main.getByRole("heading", { level: 2, name: "Choosing the right method" })).toBeVisible();
    await expect(main.getByRole("region", { name: article.tableLabel }).getByRole("table")).toBeVisible();
    await expect(main.getByRole("cell", { name: "Near-surface dead zone" })).toBeVisible();

    // The closing paragraphs every article ends with, then the Key Takeaways and the tags.
    await expect(main.getByRole("heading", { level: 2, name: article.closingTitle })).toBeVisible();
    await expect(main.getByText(article.closing[0])).toBeVisible();
    await expect(main.getByRole("link", { name: article.contactUs })).toHaveAttribute("href", "/#contact");
    const takeaways = main.getByRole("region", { name: article.keyTakeaways }).getByRole("listitem");
    await expect(takeaways).toHaveText(ndt.keyTakeaways);
    await expect(main.getByRole("region", { name: article.tags }).getByRole("listitem")).toHaveText(ndt.tags);
    await expect(main.getByRole("link", { name: article.backToBlog })).toHaveAttribute("href", "/blog");

    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(ndt.title)} \\|`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  });

  test("a post that is not featured has no Featured badge", async ({ page }) => {
    await openPage(page, `/blog/${offshore.slug}`);
    await expect(page.getByRole("main").getByText(enBlog.categories.safety, { exact: true })).toBeVisible();
    await expect(page.getByText(article.featured, { exact: true })).toHaveCount(0);
  });

  test("Share hands the title, excerpt and URL to the device's share sheet", async ({ page }) => {
    const shared = await recordShareSheet(page);
    await openPage(page, `/blog/${ndt.slug}`);
    await page.getByRole("button", { name: share.button }).click();
    await expect.poll(shared).toEqual([{ title: ndt.title, text: ndt.excerpt, url: page.url() }]);
    await expect(page.getByText(share.copied)).toHaveCount(0);
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
    await openPage(page, `/blog/${ndt.slug}`);
    await page.getByRole("button", { name: share.button }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tries: number }).__tries)).toBe(1);
    await expect(page.getByText(share.copied)).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: share.manualLabel })).toHaveCount(0);
  });

  test("without a share sheet, Share copies the URL and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      delete (navigator as { share?: unknown }).share;
    });
    await openPage(page, `/blog/${offshore.slug}`);
    expect(await page.evaluate(() => "share" in navigator)).toBe(false);
    await page.getByRole("button", { name: share.button }).click();
    await expect(page.getByRole("status").filter({ hasText: share.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("where neither sharing nor the clipboard works, the URL is shown to copy by hand", async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      Object.defineProperty(Navigator.prototype, "clipboard", { configurable: true, get: () => undefined });
    });
    await openPage(page, `/blog/${pipeline.slug}`);
    await page.getByRole("button", { name: share.button }).click();
    const link = page.getByRole("textbox", { name: share.manualLabel });
    await expect(link).toHaveValue(page.url());
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute("readonly", "");
  });

  test("an unknown article sends the visitor to the list, in each language", async ({ page }) => {
    await withConsent(page);
    await page.goto("/blog/does-not-exist");
    await expect(page).toHaveURL(/\/blog$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enCommon.pages.blog.title);

    await page.goto("/fr/blog/does-not-exist");
    await expect(page).toHaveURL(/\/fr\/blog$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(frCommon.pages.blog.title);
  });
});

test.describe("article page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Share gives way to a mail draft and a WhatsApp message with the title and the address", async ({ page }) => {
    await page.goto(`/fr/blog/${pipeline.slug}`);
    const main = page.getByRole("main");
    // As the site writes French: its typography's fixed spaces.
    const { title, excerpt } = postBySlug(fr, pipeline.slug);
    const frPipeline = { title: frenchSpacing(title), excerpt: frenchSpacing(excerpt) };
    const address = `${company.siteUrl}/fr/blog/${pipeline.slug}`;
    await expect(main.getByRole("button", { name: frBlog.share.label })).toBeHidden();

    const mail = main.getByRole("link", { name: frBlog.share.byEmail });
    await expect(mail).toBeVisible();
    const draft = parseMailto((await mail.getAttribute("href")) ?? "");
    expect(draft).toEqual({ to: "", subject: frPipeline.title, body: `${frPipeline.excerpt}\r\n\r\n${address}` });

    const whatsApp = main.getByRole("link", { name: frBlog.share.onWhatsApp });
    await expect(whatsApp).toBeVisible();
    const message = new URL((await whatsApp.getAttribute("href")) ?? "");
    expect(message.origin + message.pathname).toBe("https://wa.me/");
    expect(message.searchParams.get("text")).toBe(`${frPipeline.title}\n${address}`);
  });
});

test.describe("in French", () => {
  test("the list speaks French", async ({ page }) => {
    await openPage(page, "/fr/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(frCommon.pages.blog.title);
    const search = page.getByRole("searchbox", { name: frBlog.list.searchLabel });
    await expect(search).toHaveAttribute("placeholder", frBlog.list.searchPlaceholder);
    for (const name of [frBlog.list.all, ...Object.values(frBlog.categories)]) {
      await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expect(cardTitles(page)).toHaveCount(fr.length);
    // A literal: this pins the site's date format in French.
    await expect(page.getByText("15 septembre 2026")).toBeVisible();

    await page.getByRole("button", { name: frBlog.categories["quality-control"], exact: true }).click();
    await expect(cardTitles(page)).toHaveText([postBySlug(fr, pipeline.slug).title]);
    await search.fill("radiographie");
    await expect(page.getByText(frBlog.list.empty)).toBeVisible();
  });

  test("an article speaks French", async ({ page }) => {
    const post = postBySlug(fr, offshore.slug);
    await openPage(page, `/fr/blog/${post.slug}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(main.getByText(frBlog.categories.safety, { exact: true })).toBeVisible();
    // A literal: this pins the site's date format in French.
    await expect(main.getByText("20 août 2026")).toHaveAttribute("datetime", post.publishDate);
    await expect(main.getByText(post.readTime)).toBeVisible();
    await expect(main.getByRole("button", { name: frBlog.share.button })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: frBlog.post.keyTakeaways })).toBeVisible();
    await expect(main.getByRole("region", { name: frBlog.post.keyTakeaways }).getByRole("listitem")).toHaveText(
      post.keyTakeaways,
    );
    await expect(main.getByRole("heading", { level: 2, name: frBlog.post.closingTitle })).toBeVisible();
    await expect(main.getByRole("link", { name: frBlog.post.backToBlog })).toHaveAttribute("href", "/fr/blog");
  });
});
