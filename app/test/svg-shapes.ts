/** The elements that draw in the site's SVG files. */
const shapeNames = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"];

/** The shapes of an inline `<svg>`, as a selector. */
export const svgShapeSelector = shapeNames.join(", ");

const shapeTag = new RegExp(`<(${shapeNames.join("|")})\\b`, "g");

/** The shapes of an SVG file's text, in order, by element name: what an inline copy must draw the same. */
export function shapesOfSvgFile(source: string): string[] {
  return [...source.matchAll(shapeTag)].map((match) => match[1] ?? "");
}

/** The shapes an inline `<svg>` draws, in order, by element name. */
export function shapesOfSvgElement(svg: Element): string[] {
  return [...svg.querySelectorAll(svgShapeSelector)].map((shape) => shape.localName);
}
