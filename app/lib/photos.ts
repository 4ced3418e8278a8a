/**
 * The photo manifest's types (what `scripts/photos/pipeline.mjs` writes, decision 0019) and the step from a
 * manifest entry to what the `<Photo>` component renders. Pure: the manifest itself comes from
 * `virtual:photo-manifest`, read by build-time loaders, which send the small `ResolvedPhoto` to the page.
 */

/** The encodings of every photo, best first: a `<picture>` offers them in this order, JPEG as the fallback. */
export type PhotoFormat = "avif" | "webp" | "jpeg";

export const photoFormats: readonly PhotoFormat[] = ["avif", "webp", "jpeg"];

/** The MIME type a `<source type>` announces, so a browser skips a format it cannot decode without fetching it. */
export const photoMimeTypes: Readonly<Record<PhotoFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** One encoded file of a photo. */
export interface PhotoVariant {
  /** Pixels, as written in `srcset` (`480w`). */
  width: number;
  height: number;
  /** Name inside the served folder, e.g. `tank-weld-1a2b3c4d-480.avif`. */
  file: string;
  /** Size of the file, for budgets and reports. */
  bytes: number;
}

/** What the pipeline knows of one photo. */
export interface PhotoEntry {
  /** Intrinsic size as served, after orientation: the largest variant's. */
  width: number;
  height: number;
  /** A 16 px wide WebP as a `data:` URI, painted before the photo arrives. */
  placeholder: string;
  /** SHA-256 of the source file, hex. */
  sourceHash: string;
  /** Variants per format, narrowest first. */
  formats: Record<PhotoFormat, PhotoVariant[]>;
}

export interface PhotoManifest {
  /** Keyed by the source's path inside `app/content/photos/` (`samples/weld-bead.jpg`). */
  photos: Record<string, PhotoEntry>;
}

/** Where the variants are served: `public/photos/` in the sources, `/photos/` on the site, cached for a year. */
export const photoUrlPrefix = "/photos/";

/**
 * The JPEG width given to browsers that read no `srcset` at all: big enough for a phone's full width,
 * small enough not to punish them for it.
 */
export const fallbackWidth = 800;

/**
 * Everything `<Photo>` needs, and nothing more: loaders put it in loader data, so it is plain JSON of a
 * few hundred bytes (the placeholder is most of it).
 */
export interface ResolvedPhoto {
  /** Intrinsic size of the largest variant: the `width` and `height` attributes, so nothing shifts. */
  width: number;
  height: number;
  /** The tiny preview as a `data:` URI, painted behind the photo in the HTML itself. */
  placeholder: string;
  /** The JPEG for browsers without `srcset`: the one at `fallbackWidth`, or the widest below it. */
  src: string;
  /** Per format, `/photos/x-480.avif 480w, /photos/x-800.avif 800w, …`, narrowest first; "" when none. */
  srcSet: Record<PhotoFormat, string>;
}

/** The site URL of a variant file. */
export function photoUrl(file: string): string {
  return `${photoUrlPrefix}${file}`;
}

/** A `srcset` value listing variants by their widths. */
export function photoSrcSet(variants: readonly PhotoVariant[]): string {
  return variants.map((variant) => `${photoUrl(variant.file)} ${variant.width}w`).join(", ");
}

/**
 * The JPEG variant at `fallbackWidth`, else the widest below it, else the narrowest there is (a photo
 * whose only variant is wider than the fallback).
 */
function fallbackOf(variants: readonly PhotoVariant[]): PhotoVariant | undefined {
  const fitting = variants.filter((variant) => variant.width <= fallbackWidth);
  if (fitting.length > 0) return fitting.reduce((best, variant) => (variant.width > best.width ? variant : best));
  return variants.reduce<PhotoVariant | undefined>(
    (best, variant) => (best === undefined || variant.width < best.width ? variant : best),
    undefined,
  );
}

/** Turns a manifest entry into the props `<Photo>` renders. */
export function resolvePhoto(entry: PhotoEntry): ResolvedPhoto {
  const fallback = fallbackOf(entry.formats.jpeg);
  if (!fallback) throw new Error("a photo entry has no JPEG variant, which every browser falls back to");
  return {
    width: entry.width,
    height: entry.height,
    placeholder: entry.placeholder,
    src: photoUrl(fallback.file),
    srcSet: {
      avif: photoSrcSet(entry.formats.avif),
      webp: photoSrcSet(entry.formats.webp),
      jpeg: photoSrcSet(entry.formats.jpeg),
    },
  };
}

/** A photograph as a page receives it: the served files and sizes, with the page language's words. */
export interface CreditedPhoto {
  photo: ResolvedPhoto;
  /** What it shows, for readers who cannot see it. */
  alt: string;
  /** Who took it (and its licence when it is not the company's own). */
  credit: string;
}

/**
 * The photo of `key` in the manifest, or the problem for a loader that collects every problem of its content
 * before stopping the build: `<where>: no photo "<key>" in app/content/photos/`.
 */
export function lookUpPhoto(
  manifest: PhotoManifest,
  key: string,
  where?: string,
): { photo: ResolvedPhoto; issue?: undefined } | { photo?: undefined; issue: string } {
  const entry = Object.hasOwn(manifest.photos, key) ? manifest.photos[key] : undefined;
  return entry
    ? { photo: resolvePhoto(entry) }
    : { issue: `${where ? `${where}: ` : ""}no photo "${key}" in app/content/photos/` };
}

/**
 * The photo a key refers to, resolved; throws naming the key (and where it was used) when the sources
 * have no such photo, so a build with a broken reference fails instead of shipping a broken image.
 * @param where The file and field that refer to it, for the message (`en/tank-farm.md (photos[0])`).
 */
export function findPhoto(manifest: PhotoManifest, key: string, where?: string): ResolvedPhoto {
  const found = lookUpPhoto(manifest, key, where);
  if (found.issue !== undefined) throw new Error(found.issue);
  return found.photo;
}
