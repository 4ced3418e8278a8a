import { drawingAt } from "~/content/drawings";
import { imageBoxClass } from "./image-box";
import { Picture } from "./picture";

/**
 * The largest image of a page's first screen when it is one of the site's drawings: an inline `<svg>`
 * in the page's HTML, drawn with the page's first layout, with no request and no document of its own
 * (decision 0031, "Drawings inline"). Any other file (a photo an editor set) goes to `<Picture priority>`.
 * Rendered at build time only: never inside an island.
 */
export function Drawing({
  src,
  alt,
  width,
  height,
  fill = false,
  className,
}: {
  /** Site path of the image, e.g. `/images/service-ndt.svg`. */
  src: string;
  /** Meaningful alternative text from the locale dictionary; `""` only for decoration. */
  alt: string;
  width: number;
  height: number;
  /** Fills its positioned parent (a background), cropped as `object-fit: cover` would. */
  fill?: boolean;
  className?: string;
}) {
  const drawing = drawingAt(src);
  if (!drawing) {
    return <Picture src={src} alt={alt} width={width} height={height} priority fill={fill} className={className} />;
  }
  return (
    <svg
      viewBox={drawing.viewBox}
      width={width}
      height={height}
      preserveAspectRatio="xMidYMid slice"
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      className={imageBoxClass(fill, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own drawing file, read at build time.
      dangerouslySetInnerHTML={{ __html: drawing.markup }}
    />
  );
}
