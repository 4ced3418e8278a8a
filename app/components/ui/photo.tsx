import type { ComponentProps } from "react";
import { photoFormats, photoMimeTypes, type ResolvedPhoto } from "~/lib/photos";
import { imageBoxClass } from "./image-box";

interface PhotoProps
  extends Omit<
    ComponentProps<"img">,
    "src" | "srcSet" | "sizes" | "alt" | "width" | "height" | "loading" | "decoding" | "fetchPriority"
  > {
  /** The photo as a loader resolved it from the manifest (`findPhoto`, `resolvePhoto` in `~/lib/photos`). */
  photo: ResolvedPhoto;
  /** What the photo shows, from the content in the page's language; `""` only for decoration. */
  alt: string;
  /**
   * How wide the photo is drawn, as the `sizes` attribute (`(min-width: 1024px) 50vw, 100vw`). Required:
   * without it the browser assumes the full viewport and a phone at 2× takes a file twice too wide.
   */
  sizes: string;
  /** The largest photo above the fold: fetched first, eagerly, decoded with the page. Everything else is lazy. */
  priority?: boolean;
  /**
   * Fills its positioned parent (a background, a fixed-ratio box) instead of keeping its intrinsic ratio; add
   * `object-cover`, which the placeholder matches, or another fit.
   */
  fill?: boolean;
}

/**
 * The one component for photographs: AVIF, then WebP, then JPEG, each at the widths the pipeline made, with the
 * tiny placeholder painted behind the image from the HTML itself. Illustrations (SVG) go through `Picture`.
 */
export function Photo({ photo, alt, sizes, priority = false, fill = false, className, style, ...props }: PhotoProps) {
  return (
    // `contents`: the <img> lays out as if it were the parent's own child (flex and grid items, fill).
    <picture className="contents">
      {photoFormats
        .filter((format) => format !== "jpeg" && photo.srcSet[format] !== "")
        .map((format) => (
          <source key={format} type={photoMimeTypes[format]} srcSet={photo.srcSet[format]} sizes={sizes} />
        ))}
      <img
        src={photo.src}
        srcSet={photo.srcSet.jpeg || undefined}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={imageBoxClass(fill, className)}
        // Painted before any request, under the photo once it arrives; a photo is opaque, so it never shows
        // through. The CSP allows both (img-src data:, inline styles).
        style={{
          backgroundImage: `url("${photo.placeholder}")`,
          backgroundSize: "cover",
          backgroundPosition: "center",
          backgroundRepeat: "no-repeat",
          ...style,
        }}
        {...props}
      />
    </picture>
  );
}
