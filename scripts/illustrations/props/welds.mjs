// Weld beads: straight ones across or down a picture, and one along any path (a seam seen in perspective).
// Each returns SVG markup in the scene's coordinates, unless it says it is drawn "around 0": then the scene
// places it where it stands (svg.mjs, place).
import { lightSteel, pale } from "../palette.mjs";
import { rect, strokePath } from "../svg.mjs";

/**
 * A vertical weld bead: a light band with ripples made by a dashed stroke.
 * @param {number} x its centre line
 * @param {number} y its top
 * @param {number} length
 */
export const verticalBead = (x, y, length, width = 10) =>
  rect(x - width / 2, y, width, length, lightSteel) +
  strokePath(`M${x} ${y}v${length}`, pale, width, ' stroke-dasharray="2 4"');

/**
 * A horizontal weld bead.
 * @param {number} x its left end
 * @param {number} y its centre line
 * @param {number} length
 */
export const horizontalBead = (x, y, length, width = 10) =>
  rect(x, y - width / 2, length, width, lightSteel) +
  strokePath(`M${x} ${y}h${length}`, pale, width, ' stroke-dasharray="2 4"');

/**
 * A weld bead along any path (a seam seen in perspective): a light band with ripples in `ripples`.
 * @param {string} d path data
 * @param {number} width
 * @param {string} ripples their colour
 */
export const beadAlong = (d, width, ripples) =>
  strokePath(d, lightSteel, width) + strokePath(d, ripples, width, ' stroke-dasharray="3 5"');
