import { pages } from "../../app/content/pages";
import { projectSlugs } from "../../app/content/prerender.server";
import { localizePath } from "../../app/lib/i18n";
import { expect, hydrated, test, withConsent } from "./fixtures";
import { englishOnlyWords, frenchAllowList } from "./french-allow-list";
import { postSlugsOf } from "./helpers/posts";
import { escapeRegExp } from "./helpers/text";

const posts = postSlugsOf("fr").map((slug) => `/blog/${slug}`);
const projects = [...projectSlugs().map((slug) => `/projects/${slug}`), "/projects/industry/maritime"];
const frenchPaths = [...pages.map((p) => p.path), ...posts, ...projects, "/no-such-page"].map((p) =>
  localizePath(p, "fr"),
);

const english = new Set(englishOnlyWords);
const allowed = new RegExp(frenchAllowList.map(escapeRegExp).join("|"), "gi");

/** English words left in a French text, each with a little context. */
function englishIn(text: string): string[] {
  const cleaned = text.replace(allowed, " ");
  const found: string[] = [];
  for (const match of cleaned.matchAll(/[A-Za-zÀ-ÖØ-öø-ÿœŒ'’]+/g)) {
    const word = match[0].toLowerCase().replace(/['’]s$/, "");
    if (english.has(word)) {
      const at = match.index ?? 0;
      found.push(`"${word}" in "…${cleaned.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, " ")}…"`);
    }
  }
  return found;
}

test.describe("French pages are in French", () => {
  test.beforeEach(({ isMobile }) => test.skip(isMobile, "text is the same at every width"));

  for (const path of frenchPaths) {
    test(`${path} has no English left`, async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 404/);
      await withConsent(page, "declined");
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      // What a visitor reads or hears: visible text, and the attributes assistive technology announces.
      const texts = await page.evaluate(() => {
        const out: string[] = [document.title];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest("script, style, [lang]:not(html)")) continue;
          out.push(node.textContent ?? "");
        }
        for (const el of document.querySelectorAll("[alt], [title], [aria-label], [placeholder]")) {
          if (el.closest("[lang]:not(html)")) continue;
          for (const attr of ["alt", "title", "aria-label", "placeholder"]) {
            const value = el.getAttribute(attr);
            if (value) out.push(value);
          }
        }
        const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
        if (description) out.push(description);
        return out;
      });
      expect(englishIn(texts.join(" \n "))).toEqual([]);
    });
  }
});
