import { BENCH_PAGES } from "../../scripts/lighthouse-report.mjs";
import { expect, test } from "./fixtures";

/**
 * Decision 0010: every face (family, size, weight, style) that a page's text uses costs the first layout
 * a font look-up, a synchronous round trip to the browser process on Linux. The benchmarked pages stay
 * within a short type scale on a phone, so that a stray `font-medium` or `text-[0.7rem]` shows up here
 * rather than as main-thread blocking time in `npm run bench`.
 */
const maxFaces = 11;

/** The benchmarked pages, and one more French page beside the French home page. */
const pages = [...BENCH_PAGES, "/fr/about/team"];

test.describe("type scale", () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, "the budget is for the phone layout the benchmark measures");
  });

  for (const path of pages) {
    test(`${path} lays its text out in at most ${maxFaces} faces`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const faces = await page.evaluate(() => {
        const found = new Map<string, string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          // Text in a `display: none` subtree is never laid out, so it costs no look-up.
          if (!node.textContent?.trim() || !element || element.getClientRects().length === 0) continue;
          const style = getComputedStyle(element);
          const face = [style.fontFamily.split(",")[0], style.fontSize, style.fontWeight, style.fontStyle].join(" | ");
          if (!found.has(face)) found.set(face, node.textContent.trim().slice(0, 40));
        }
        return [...found].map(([face, sample]) => `${face} — "${sample}"`);
      });
      expect(faces.length, `faces on ${path}:\n${faces.join("\n")}`).toBeLessThanOrEqual(maxFaces);
    });
  }
});
