import { describe, expect, test } from "vitest";
import { gallery as en } from "../../app/content/locales/en/gallery";
import { gallery as fr } from "../../app/content/locales/fr/gallery";
import { fill } from "../../app/lib/i18n";
import { titles } from "../e2e/helpers/gallery";
import { htmlText } from "../e2e/helpers/html-text";
import { prerenderedSite } from "./prerendered-site";

/** The gallery as the production server answers it, before any script runs. */

const { get } = prerenderedSite();

describe("gallery", () => {
  test("is complete in the raw prerendered HTML, in English and French", async () => {
    for (const [path, locale] of [
      ["/gallery", "en"],
      ["/fr/gallery", "fr"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html.match(/<img [^>]*src="\/images\/gallery-\d\d-[a-z-]+\.svg"/g), path).toHaveLength(12);
      const text = htmlText(html);
      for (const title of titles[locale]) expect(text, `${path}: ${title}`).toContain(title);
      // The lead counts the list and, while it holds drawings, says they are not photographs of a client's site.
      const copy = locale === "en" ? en : fr;
      expect(text, path).toContain(fill(copy.gridLead.other, { count: 12 }));
      expect(text, path).toContain(copy.drawingsNote);
    }
  });
});
