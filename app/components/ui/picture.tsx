import type { ComponentProps } from "react";
import { imageBoxClass } from "./image-box";

interface PictureProps extends Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height" | "loading"> {
  /** Site path of the image, e.g. `/images/service-ndt.svg`. */
  src: string;
  /** Meaningful alternative text from the locale dictionary; `""` only for decoration. */
  alt: string;
  /** Intrinsic size, so the browser reserves the space and nothing shifts when the image arrives. */
  width: number;
  height: number;
  /** The largest image above the fold: loaded first and eagerly. Everything else loads lazily. */
  priority?: boolean;
  /** Fills its positioned parent (a background) instead of keeping its intrinsic ratio. */
  fill?: boolean;
}

/**
 * The one `<img>` of a file: every image the browser fetches goes through it. A page's first-screen drawing
 * is inline instead (`Drawing`), so that no document of its own is laid out before the page's first frame.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  priority = false,
  fill = false,
  className,
  ...props
}: PictureProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      className={imageBoxClass(fill, className)}
      {...props}
    />
  );
}
