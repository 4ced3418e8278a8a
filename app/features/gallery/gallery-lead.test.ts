import { describe, expect, it } from "vitest";
import { gallery as en } from "~/content/locales/en/gallery";
import { gallery as fr } from "~/content/locales/fr/gallery";
import { resolvedPhoto } from "~/test/photo-fixture";
import { galleryLead } from "./gallery-lead";

const drawing = { photo: null };
const photograph = { photo: resolvedPhoto("tank") };

describe("galleryLead", () => {
  it("counts the pictures the list holds, in the page's language", () => {
    expect(galleryLead("en", en, Array(12).fill(drawing))).toMatch(/^The work we do every week, in 12 pictures: /);
    expect(galleryLead("fr", fr, Array(13).fill(drawing))).toMatch(/^Les missions .* en 13 images : /);
    expect(galleryLead("en", en, [drawing])).toMatch(/^The work we do every week, in one picture\. /);
  });

  it("says the drawings are not photographs of a client's site while one drawing is left", () => {
    expect(galleryLead("en", en, [photograph, drawing])).toContain(en.drawingsNote);
    expect(galleryLead("fr", fr, [drawing, photograph])).toContain(fr.drawingsNote);
  });

  it("drops that note once every picture is a photograph, and always ends with how to open one", () => {
    const lead = galleryLead("en", en, [photograph, photograph]);
    expect(lead).not.toContain(en.drawingsNote);
    expect(lead).toMatch(/in 2 pictures: .* Select one to see it larger\.$/);
  });
});
