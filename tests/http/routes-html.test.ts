import { describe, expect, test } from "vitest";
import { commonDictionaries } from "../../app/content/locales";
import { pages } from "../../app/content/pages";
import { htmlText } from "../e2e/helpers/html-text";
import { prerenderedSite } from "./prerendered-site";

/** The route table as the production server answers it, before any script runs. */

const { get } = prerenderedSite();

/** Every page of the route table (`app/content/pages.ts`), by the path a visitor types. */
const englishPages = pages.map((p) => ({ id: p.id, path: p.path }));

describe("every route", () => {
  test("answers 200 with its heading in the raw prerendered HTML", async () => {
    for (const page of englishPages) {
      const response = await get(page.path);
      expect(response.status, page.path).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      const html = await response.text();
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
      expect(htmlText(h1), `${page.path} h1`).not.toBe("");
      expect(html).toContain('<html lang="en"');
      expect(html.toLowerCase()).not.toContain("coming soon");
    }
  });

  test("an unknown path answers 404 with the not-found page", async () => {
    const response = await get("/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(commonDictionaries.en.notFound.title);
    // As React writes it in the HTML: the apostrophe escaped.
    expect(html).toContain(commonDictionaries.en.notFound.text.replace(/'/g, "&#x27;"));
  });
});
