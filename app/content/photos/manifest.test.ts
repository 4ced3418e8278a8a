import { stat } from "node:fs/promises";
import { join } from "node:path";
import photoManifest from "virtual:photo-manifest";
import { describe, expect, it } from "vitest";
import { findPhoto } from "~/lib/photos";

const photo = (key: string, where?: string) => findPhoto(photoManifest, key, where);

/** The sample sources: 1800×1200 renders, so the pipeline makes every target width up to 1600. */
const samples = [
  "samples/coated-pipe.jpg",
  "samples/corroded-plate.jpg",
  "samples/pipe-rack.jpg",
  "samples/weld-bead.jpg",
];

describe("the photo manifest (virtual:photo-manifest)", () => {
  it("is the pipeline's real manifest of the sources in this folder", () => {
    expect(Object.keys(photoManifest.photos)).toEqual(expect.arrayContaining(samples));
    const entry = photoManifest.photos["samples/weld-bead.jpg"];
    expect(entry).toMatchObject({ width: 1600, height: 1067 });
    expect(entry?.sourceHash).toMatch(/^[0-9a-f]{64}$/);
    for (const format of ["avif", "webp", "jpeg"] as const) {
      expect(entry?.formats[format].map((variant) => variant.width)).toEqual([480, 800, 1200, 1600]);
    }
  });

  it("resolves a sample for <Photo>, its files present in public/photos/", async () => {
    const weld = photo("samples/weld-bead.jpg");
    expect(weld.src).toMatch(/^\/photos\/weld-bead-[0-9a-f]{8}-800\.jpg$/);
    expect(weld.srcSet.avif.split(", ")).toHaveLength(4);
    expect(weld.placeholder).toMatch(/^data:image\/webp;base64,/);
    for (const url of [weld.src, ...Object.values(weld.srcSet).flatMap((set) => set.split(", "))]) {
      const file = url.split(" ")[0] ?? "";
      expect((await stat(join("public", file))).size, file).toBeGreaterThan(0);
    }
  });

  it("fails naming a photo that is not among the sources", () => {
    expect(() => photo("samples/weld-baed.jpg", "en/tanks.md (photos[1])")).toThrow(
      'en/tanks.md (photos[1]): no photo "samples/weld-baed.jpg"',
    );
  });
});
