import { describe, expect, it } from "vitest";
import { galleryDictionaries } from "~/content/locales/gallery";
import { fill, locales } from "~/lib/i18n";
import { galleryPictures } from "./gallery.server";

// Read and validated as the build reads them (app/content/gallery/items.yaml): a drawing missing from
// public/ or a photo missing from the pipeline fails here as it fails the build.
const pictures = { en: await galleryPictures("en"), fr: await galleryPictures("fr") };

describe("gallery content", () => {
  it("has exactly 12 pictures with distinct ids and files, in the same order in each language", () => {
    expect(pictures.en).toHaveLength(12);
    expect(new Set(pictures.en.map((i) => i.id)).size).toBe(12);
    expect(new Set(pictures.en.map((i) => i.src)).size).toBe(12);
    expect(pictures.fr.map((i) => i.id)).toEqual(pictures.en.map((i) => i.id));
  });

  it.each(locales)("gives every picture a distinct title and a descriptive alternative text in %s", (locale) => {
    for (const picture of pictures[locale]) {
      expect(picture.alt.length, `${locale} ${picture.id}.alt`).toBeGreaterThan(40);
    }
    expect(new Set(pictures[locale].map((i) => i.title)).size).toBe(12);
  });

  it("is translated, not copied, in French", () => {
    pictures.fr.forEach((picture, i) => {
      expect(picture.alt).not.toBe(pictures.en[i]?.alt);
    });
  });

  it("counts pictures in each language", () => {
    expect(fill(galleryDictionaries.en.counter, { position: 3, total: 12 })).toBe("Image 3 of 12");
    expect(fill(galleryDictionaries.fr.counter, { position: 3, total: 12 })).toBe("Image 3 sur 12");
  });
});
