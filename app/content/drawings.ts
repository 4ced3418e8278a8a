import { type InlineSvg, inlineSvg } from "~/lib/inline-svg";

/**
 * The site's drawings (public/images/*.svg, from scripts/illustrations), read at build time so that a page
 * can carry its first-screen drawing inline instead of as an `<img>`: decision 0031, "Drawings inline".
 * Only components rendered at build time may use this: all the drawings' text is in this module, and an
 * island importing it would ship every one of them (the build budget's script limit would fail it).
 * Trusted markup: the folder holds only the generator's files. What an editor uploads goes to
 * app/content/photos and becomes raster photos, so nothing an editor writes is ever inlined here.
 */
const files = import.meta.glob<string>("/public/images/*.svg", { query: "?raw", import: "default", eager: true });

/** The drawing served at `src` (`/images/service-ndt.svg`), ready to inline; undefined for any other file. */
export function drawingAt(src: string): InlineSvg | undefined {
  const source = files[`/public${src}`];
  const name = /^\/images\/([a-z0-9-]+)\.svg$/.exec(src)?.[1];
  return source && name ? inlineSvg(source, name) : undefined;
}
