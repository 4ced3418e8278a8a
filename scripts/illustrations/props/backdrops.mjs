// The ground a picture stands on: the night-sky backdrop of every picture, dark ground and the sea.
// Each returns SVG markup in the scene's coordinates, unless it says it is drawn "around 0": then the scene
// places it where it stands (svg.mjs, place).
import { lightSteel, navy } from "../palette.mjs";
import { backdropGradient, opacity, rect, round, roundCaps, strokePath, svgDocument, waterGradient } from "../svg.mjs";

/**
 * The night-sky backdrop of a whole picture.
 * @param {number} width
 * @param {number} height
 */
export const backdrop = (width, height) => rect(0, 0, width, height, backdropGradient);

/**
 * A whole picture file: `art` drawn over the night-sky backdrop.
 * @param {number} width
 * @param {number} height
 * @param {string} art
 */
export const nightPicture = (width, height, art) => svgDocument(width, height, backdrop(width, height) + art);

/**
 * Dark ground from `top` down to the bottom of the picture.
 * @param {number} top
 * @param {number} width
 * @param {number} height the picture's
 */
export const ground = (top, width, height, shade = 0.55) =>
  rect(0, top, width, height - top, navy, shade < 1 ? opacity(shade) : "");

/**
 * The sea from `top` down to the bottom of the picture, with rows of waves.
 * @param {number} top
 * @param {number} width
 * @param {number} height the picture's
 */
export function sea(top, width, height, rows = 4) {
  let waves = "";
  for (let row = 0; row < rows; row++) {
    const y = top + 14 + row * round((height - top) / (rows + 1));
    for (let x = (row % 2) * 70 + 20; x < width; x += 190 + row * 20) waves += `M${x} ${y}q15-6 30 0t30 0`;
  }
  return (
    rect(0, top, width, height - top, waterGradient) + strokePath(waves, lightSteel, 2, `${opacity(0.3)}${roundCaps}`)
  );
}
