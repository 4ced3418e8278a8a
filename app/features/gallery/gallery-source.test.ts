import { describe, expect, it } from "vitest";
import type { ListChecks } from "~/lib/content/illustrated-list";
import { ContentError } from "~/lib/content/yaml-records";
import { galleryFile, loadGallery } from "./gallery-source";

const checks: ListChecks = {
  illustrationExists: (src) => src.startsWith("/images/gallery-"),
  photoExists: (key) => key === "uploads/tank-weld.jpg",
};

const item = (id: string, extra = "") => `  - id: ${id}
    illustration: /images/gallery-${id}.svg
    title:
      en: Title of ${id}
      fr: Titre de ${id}
    alt:
      en: What ${id} shows
      fr: Ce que montre ${id}
${extra}`;

/** The problems `loadGallery` reports for this file, or [] when it loads. */
function problems(source: string): string[] {
  try {
    loadGallery({ fileName: galleryFile, source }, checks);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return [...error.issues];
    throw error;
  }
}

describe("the gallery's file", () => {
  it("gives the pictures in the file's order, with an optional photo and its credit", () => {
    const source = `items:\n${item("b")}${item("a", "    photo: uploads/tank-weld.jpg\n    photoCredit: Jean Ekwalla\n")}`;
    const items = loadGallery({ fileName: galleryFile, source }, checks);
    expect(items.map((i) => [i.id, i.photo, i.photoCredit])).toEqual([
      ["b", undefined, undefined],
      ["a", "uploads/tank-weld.jpg", "Jean Ekwalla"],
    ]);
    expect(items[0]?.title).toEqual({ en: "Title of b", fr: "Titre de b" });
  });

  it("names the file and field of a missing translation", () => {
    const source = `items:\n${item("a").replace("      fr: Titre de a\n", "")}`;
    expect(problems(source)).toEqual([`${galleryFile}: items.0.title.fr: is missing`]);
  });

  it("refuses an id used twice, naming both places", () => {
    expect(problems(`items:\n${item("a")}${item("b")}${item("a")}`)).toEqual([
      `${galleryFile}: items.2.id: "a" is already used by items.0.id`,
    ]);
  });

  it("refuses a field it does not know", () => {
    expect(problems(`items:\n${item("a", "    caption: A typo of title\n")}`)).toEqual([
      `${galleryFile}: items.0.caption: is not a known field`,
    ]);
  });

  it("refuses a drawing that is not in public/, or not a drawing under /images/", () => {
    const missing = `items:\n${item("a").replace("/images/gallery-a.svg", "/images/nowhere.svg")}`;
    expect(problems(missing)).toEqual([
      `${galleryFile}: items.0.illustration: "/images/nowhere.svg" is not a file in public/`,
    ]);
    const elsewhere = `items:\n${item("a").replace("/images/gallery-a.svg", "https://example.com/a.png")}`;
    expect(problems(elsewhere)).toEqual([
      `${galleryFile}: items.0.illustration: must be an SVG drawing under /images/, e.g. /images/role-welder.svg`,
    ]);
  });

  it("refuses a photo the pipeline does not have", () => {
    expect(problems(`items:\n${item("a", "    photo: uploads/nowhere.jpg\n    photoCredit: J. E.\n")}`)).toEqual([
      `${galleryFile}: items.0.photo: no photo "uploads/nowhere.jpg" in app/content/photos/`,
    ]);
  });

  it("refuses a photo without its credit, or with an empty one", () => {
    expect(problems(`items:\n${item("a", "    photo: uploads/tank-weld.jpg\n")}`)).toEqual([
      `${galleryFile}: items.0.photoCredit: a photograph needs its credit (who took it)`,
    ]);
    expect(problems(`items:\n${item("a", "    photo: uploads/tank-weld.jpg\n    photoCredit: ' '\n")}`)).toEqual([
      `${galleryFile}: items.0.photoCredit: must not be empty`,
    ]);
  });

  it("reports every problem at once, and an empty list", () => {
    const source = `items:\n${item("a", "    caption: x\n").replace("      en: What a shows\n", "")}`;
    expect(problems(source)).toEqual([
      `${galleryFile}: items.0.alt.en: is missing`,
      `${galleryFile}: items.0.caption: is not a known field`,
    ]);
    expect(problems("items: []\n")).toEqual([`${galleryFile}: items: must list at least one of the pictures`]);
  });

  it("reads a photo removed in the editor, with its credit, as no photo", () => {
    const removed = `items:\n${item("a", "    photo: ''\n    photoCredit: ''\n")}${item("b", "    photo: ''\n    photoCredit: J. E.\n")}`;
    const items = loadGallery({ fileName: galleryFile, source: removed }, checks);
    expect(items.map((i) => [i.id, i.photo, i.photoCredit])).toEqual([
      ["a", undefined, undefined],
      ["b", undefined, undefined],
    ]);
    expect(items[0]).not.toHaveProperty("photo");
    expect(problems(`items:\n${item("a", "    photo: null\n    photoCredit: null\n")}`)).toEqual([]);
  });
});
