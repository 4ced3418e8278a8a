import { describe, expect, test } from "vitest";
import { pages } from "../../app/content/pages";
import { localizePath } from "../../app/lib/i18n";
import { htmlText } from "../e2e/helpers/html-text";
import { expectedH1 } from "../e2e/helpers/page-headings";
import { postSlugsOf } from "../e2e/helpers/posts";
import { prerenderedSite } from "./prerendered-site";

/** The French pages as the production server answers them, before any script runs. */

const { get } = prerenderedSite();

/** Every published post: one Markdown file per locale. */
const postSlugs = postSlugsOf("en");

describe("French pages", () => {
  test("every French page answers 200 in French, with its French h1, in the raw HTML", async () => {
    const neutral = [...pages.map((p) => p.path as string), ...postSlugs.map((s) => `/blog/${s}`)];
    expect(neutral.length).toBeGreaterThan(pages.length);
    for (const path of neutral) {
      const french = localizePath(path, "fr");
      const response = await get(french);
      expect(response.status, french).toBe(200);
      const html = await response.text();
      expect(html, `${french} <html lang>`).toMatch(/<html lang="fr"/);
      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => htmlText(m[1] ?? ""));
      expect(h1s, `${french} h1`).toEqual([expectedH1("fr", path)]);
    }
  });
});
