import { describe, expect, test } from "vitest";
import { company } from "../../app/content/company";
import type { Locale } from "../../app/lib/i18n";
import { htmlText } from "../e2e/helpers/html-text";
import { blurbs, dictionaries, groups, legalPages } from "../e2e/helpers/standards-legal";
import { prerenderedSite } from "./prerendered-site";

/** The standards and legal pages as the production server answers them, before any script runs. */

const { get } = prerenderedSite();

/** Codes the standards page must cite, as each language writes them. */
const codes = (locale: Locale) =>
  (["aws-d1-1", "asme-ix", "iso-9712", "iso-3834", "api-1104", "api-510-570"] as const).map(
    (id) => dictionaries[locale].standards.items[id].code,
  );

/** The raw prerendered HTML of a page and its visible text. */
async function rawText(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return { html, text: htmlText(html) };
}

describe("standards page", () => {
  test("is complete in the raw prerendered HTML, in English and French", async () => {
    for (const locale of ["en", "fr"] as const) {
      const { html, text } = await rawText(locale === "en" ? "/standards" : "/fr/standards");
      expect(html).toContain(`<html lang="${locale}"`);
      for (const title of [...groups(locale), ...blurbs(locale)]) expect(text, title).toContain(title);
      for (const code of codes(locale)) expect(text, code).toContain(code);
    }
  });
});

describe("legal pages", () => {
  test("are complete in the raw prerendered HTML", async () => {
    for (const legal of legalPages) {
      const { html, text } = await rawText(legal.path);
      expect(html).toContain(`<html lang="${legal.locale}"`);
      expect(text, legal.path).toContain(legal.h1);
      expect(text, legal.path).toContain(legal.updated);
      // Without scripts the line still ends in a day, the one the page was built (the script writes the visitor's).
      const updated = legal.updated.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(text, legal.path).toMatch(new RegExp(`${updated}\\s\\d{1,2}(er)? \\p{L}+ \\d{4}`, "u"));
      for (const section of legal.sections) expect(text, `${legal.path}: ${section}`).toContain(section);
      expect(text, legal.path).toContain(company.email);
    }
  });
});
