/** An SVG file taken apart for a page to carry inline: its `viewBox` and what lies inside its root element. */
export interface InlineSvg {
  viewBox: string;
  /** The root's content, with every `id` (and each reference to one) prefixed, so two drawings never share one. */
  markup: string;
}

const svgFile = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
const viewBoxAttribute = /\bviewBox="([^"]+)"/;

/**
 * The parts of one of the site's own SVG files (written by scripts/illustrations, never by a visitor or an
 * editor) for an inline `<svg>`; undefined when `source` is not a single SVG root with a viewBox.
 */
export function inlineSvg(source: string, idPrefix: string): InlineSvg | undefined {
  const file = svgFile.exec(source);
  const viewBox = file?.[1] ? viewBoxAttribute.exec(file[1])?.[1] : undefined;
  if (!file || !viewBox) return undefined;
  const markup = (file[2] ?? "")
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`)
    .replace(/\bhref="#([^"]+)"/g, `href="#${idPrefix}-$1"`);
  return { viewBox, markup };
}
