import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { galleryItems } from "~/content/gallery";
import { galleryDictionaries } from "~/content/locales/gallery";
import { fill, locales } from "~/lib/i18n";

const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));

describe("gallery content", () => {
  it("has exactly 12 pictures with distinct ids and files", () => {
    expect(galleryItems).toHaveLength(12);
    expect(new Set(galleryItems.map((i) => i.id)).size).toBe(12);
    expect(new Set(galleryItems.map((i) => i.src)).size).toBe(12);
  });

  it("points every picture at a file in public/", () => {
    for (const item of galleryItems) expect(existsSync(`${publicDir}${item.src}`), item.src).toBe(true);
  });

  it.each(locales)("gives every picture a title and a descriptive alternative text in %s", (locale) => {
    const titles = new Set<string>();
    for (const item of galleryItems) {
      const words = galleryDictionaries[locale].items[item.id];
      expect(words.title.trim(), `${locale} ${item.id}.title`).not.toBe("");
      expect(words.alt.length, `${locale} ${item.id}.alt`).toBeGreaterThan(40);
      titles.add(words.title);
    }
    expect(titles.size).toBe(12);
  });

  it("is translated, not copied, in French", () => {
    for (const item of galleryItems) {
      expect(galleryDictionaries.fr.items[item.id].alt).not.toBe(galleryDictionaries.en.items[item.id].alt);
    }
  });

  it("counts pictures in each language", () => {
    expect(fill(galleryDictionaries.en.counter, { position: 3, total: 12 })).toBe("Image 3 of 12");
    expect(fill(galleryDictionaries.fr.counter, { position: 3, total: 12 })).toBe("Image 3 sur 12");
  });
});
