// What records and reports are drawn with: a tick, a clipboard, a tablet and a bar chart.
// Each returns SVG markup in the scene's coordinates, unless it says it is drawn "around 0": then the scene
// places it where it stands (svg.mjs, place).
import { amber, arcOrange, lightSteel, navy, pale, slate, steel } from "../palette.mjs";
import { cornerRadius, rect, roundCaps, strokePath } from "../svg.mjs";

/**
 * A tick, from (x, y): down `size`, then up twice as far.
 * @param {number} x
 * @param {number} y
 * @param {number} size
 */
export const checkMark = (x, y, size, colour = arcOrange, width = 6) =>
  strokePath(`M${x} ${y}l${size} ${size}l${2 * size} ${-2 * size}`, colour, width, roundCaps);

/**
 * A clipboard with a written sheet.
 * @param {number} x
 * @param {number} y
 */
export const clipboard = (x, y, width = 40, height = 54) =>
  rect(x, y, width, height, slate, cornerRadius(3)) +
  rect(x + 4, y + 6, width - 8, height - 10, pale) +
  rect(x + width / 2 - 8, y - 3, 16, 7, lightSteel, cornerRadius(2)) +
  strokePath(
    `M${x + 9} ${y + 18}h${width - 18}M${x + 9} ${y + 28}h${width - 18}M${x + 9} ${y + 38}h${width - 24}`,
    lightSteel,
    3,
  );

/**
 * A tablet computer, its screen showing `screen`.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 */
export const tablet = (x, y, width, height, screen = "") =>
  rect(x, y, width, height, navy, cornerRadius(6)) +
  rect(x + 5, y + 5, width - 10, height - 10, steel, cornerRadius(2)) +
  screen;

/**
 * A bar chart standing on `y`: one bar per height.
 * @param {number} x
 * @param {number} y
 * @param {number} barWidth
 * @param {number[]} heights
 */
export const barChart = (x, y, barWidth, heights, colour = amber) =>
  strokePath(heights.map((height, i) => `M${x + i * barWidth * 1.6} ${y}v${-height}`).join(""), colour, barWidth);
