import { describe, expect, it } from "vitest";
import {
  fallbackWidth,
  findPhoto,
  type PhotoEntry,
  type PhotoManifest,
  type PhotoVariant,
  photoSrcSet,
  photoUrl,
  resolvePhoto,
} from "./photos";

const variant = (name: string, width: number, ext: string): PhotoVariant => ({
  width,
  height: Math.round((width * 2) / 3),
  file: `${name}-1a2b3c4d-${width}.${ext}`,
  bytes: width * 40,
});

/** An entry shaped like the pipeline's, for a source `sourceWidth` px wide. */
function entry(name: string, widths: number[]): PhotoEntry {
  const largest = widths.at(-1) ?? 0;
  return {
    width: largest,
    height: Math.round((largest * 2) / 3),
    placeholder: "data:image/webp;base64,UklGRg==",
    sourceHash: "f".repeat(64),
    formats: {
      avif: widths.map((width) => variant(name, width, "avif")),
      webp: widths.map((width) => variant(name, width, "webp")),
      jpeg: widths.map((width) => variant(name, width, "jpg")),
    },
  };
}

describe("photo URLs", () => {
  it("serves variants under /photos/ and lists them by width, narrowest first", () => {
    expect(photoUrl("weld-1a2b3c4d-480.avif")).toBe("/photos/weld-1a2b3c4d-480.avif");
    expect(photoSrcSet(entry("weld", [480, 800]).formats.avif)).toBe(
      "/photos/weld-1a2b3c4d-480.avif 480w, /photos/weld-1a2b3c4d-800.avif 800w",
    );
    expect(photoSrcSet([])).toBe("");
  });
});

describe("resolvePhoto", () => {
  it("gives a srcset per format, the intrinsic size, the placeholder and the 800 px JPEG as fallback", () => {
    const resolved = resolvePhoto(entry("weld", [480, 800, 1200, 1600]));
    expect(resolved).toEqual({
      width: 1600,
      height: 1067,
      placeholder: "data:image/webp;base64,UklGRg==",
      src: "/photos/weld-1a2b3c4d-800.jpg",
      srcSet: {
        avif: "/photos/weld-1a2b3c4d-480.avif 480w, /photos/weld-1a2b3c4d-800.avif 800w, /photos/weld-1a2b3c4d-1200.avif 1200w, /photos/weld-1a2b3c4d-1600.avif 1600w",
        webp: "/photos/weld-1a2b3c4d-480.webp 480w, /photos/weld-1a2b3c4d-800.webp 800w, /photos/weld-1a2b3c4d-1200.webp 1200w, /photos/weld-1a2b3c4d-1600.webp 1600w",
        jpeg: "/photos/weld-1a2b3c4d-480.jpg 480w, /photos/weld-1a2b3c4d-800.jpg 800w, /photos/weld-1a2b3c4d-1200.jpg 1200w, /photos/weld-1a2b3c4d-1600.jpg 1600w",
      },
    });
    expect(fallbackWidth).toBe(800);
  });

  it("falls back to the widest JPEG below 800 px, or the only one of a small photo", () => {
    expect(resolvePhoto(entry("mid", [480, 760])).src).toBe("/photos/mid-1a2b3c4d-760.jpg");
    expect(resolvePhoto(entry("small", [300])).src).toBe("/photos/small-1a2b3c4d-300.jpg");
    // Only wider variants (a pipeline run with other widths): the narrowest, not the widest.
    expect(resolvePhoto(entry("wide", [1200, 1600])).src).toBe("/photos/wide-1a2b3c4d-1200.jpg");
  });

  it("is plain JSON, as loader data must be", () => {
    const resolved = resolvePhoto(entry("weld", [480, 800, 1200, 1600]));
    expect(JSON.parse(JSON.stringify(resolved))).toEqual(resolved);
    expect(JSON.stringify(resolved).length).toBeLessThan(1000);
  });

  it("refuses an entry without JPEG, the one format every browser decodes", () => {
    const broken = { ...entry("x", [480]), formats: { ...entry("x", [480]).formats, jpeg: [] } };
    expect(() => resolvePhoto(broken)).toThrow(/no JPEG variant/);
  });
});

describe("findPhoto", () => {
  const manifest: PhotoManifest = { photos: { "samples/weld.jpg": entry("weld", [480, 800]) } };

  it("resolves a photo by its path in the sources", () => {
    expect(findPhoto(manifest, "samples/weld.jpg").src).toBe("/photos/weld-1a2b3c4d-800.jpg");
  });

  it("names the missing key and where it was used, and never takes inherited keys", () => {
    expect(() => findPhoto(manifest, "samples/wled.jpg", "en/tanks.md (photos[0])")).toThrow(
      'en/tanks.md (photos[0]): no photo "samples/wled.jpg" in app/content/photos/',
    );
    expect(() => findPhoto(manifest, "constructor")).toThrow('no photo "constructor"');
  });
});
