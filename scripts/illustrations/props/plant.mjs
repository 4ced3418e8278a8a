// Process plant: pipes, storage tanks, distillation columns, pressure vessels and their nozzles, and the
// refinery's flare.
// Each returns SVG markup in the scene's coordinates, unless it says it is drawn "around 0": then the scene
// places it where it stands (svg.mjs, place).
import { lightSteel, navy, slate } from "../palette.mjs";
import { cornerRadius, ellipse, fillPath, opacity, rect, round, roundCaps, strokePath } from "../svg.mjs";
import { flame } from "./light.mjs";
import { lattice } from "./steelwork.mjs";

/**
 * A horizontal pipe with a highlight and a shadow.
 * @param {number} x
 * @param {number} y its top
 * @param {number} length
 * @param {number} diameter
 */
export const pipe = (x, y, length, diameter, colour = slate) =>
  rect(x, y, length, diameter, colour) +
  rect(x, y + round(diameter * 0.15), length, round(diameter * 0.12), lightSteel, opacity(0.45)) +
  rect(x, y + round(diameter * 0.7), length, diameter - round(diameter * 0.7), navy, opacity(0.3));

/**
 * The open end of a horizontal pipe.
 * @param {number} x
 * @param {number} y the pipe's top
 * @param {number} diameter
 */
export const pipeEnd = (x, y, diameter) =>
  ellipse(x, y + diameter / 2, round(diameter * 0.16), diameter / 2, lightSteel) +
  ellipse(x, y + diameter / 2, round(diameter * 0.11), round(diameter * 0.42), navy);

/**
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 */
export const verticalPipe = (x, y, width, height, colour = slate) =>
  rect(x, y, width, height, colour) +
  rect(x + round(width * 0.15), y, round(width * 0.15), height, lightSteel, opacity(0.4));

/**
 * A storage tank with a domed roof, standing on `y`.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} colour
 */
export const tank = (x, y, width, height, colour) =>
  fillPath(`M${x} ${y}v${-height}q${width / 2} ${-round(height * 0.3)} ${width} 0v${height}z`, colour) +
  strokePath(
    `M${x} ${y - round(height / 3)}h${width}M${x} ${y - round((2 * height) / 3)}h${width}`,
    navy,
    2,
    opacity(0.3),
  );

/**
 * A distillation column with two platforms, standing on `y`.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} colour
 */
export const processColumn = (x, y, width, height, colour) =>
  rect(x, y - height, width, height, colour, cornerRadius(width / 2)) +
  strokePath(
    `M${x - 8} ${y - round(height * 0.35)}h${width + 16}M${x - 8} ${y - round(height * 0.7)}h${width + 16}`,
    colour,
    3,
  );

/**
 * A pressure vessel's shell: a capsule lying or standing (along its longer side), a highlight drawn along it,
 * and its circumferential weld seams.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {number[]} seams where each seam crosses the axis: an x on a lying vessel, a y on a standing one
 * @param {string} highlight path data
 * @param {number} highlightWidth
 * @param {number} highlightStrength its opacity
 */
export function vesselShell(x, y, width, height, seams, highlight, highlightWidth, highlightStrength) {
  const lying = width > height;
  const seamLines = seams.map((at) => (lying ? `M${at} ${y}v${height}` : `M${x} ${at}h${width}`)).join("");
  return (
    rect(x, y, width, height, slate, cornerRadius(Math.min(width, height) / 2)) +
    strokePath(highlight, lightSteel, highlightWidth, `${opacity(highlightStrength)}${roundCaps}`) +
    strokePath(seamLines, navy, 3, opacity(0.3))
  );
}

/**
 * A nozzle on a vessel: its neck and the flange across its end, each given as [x, y, width, height].
 * @param {[number, number, number, number]} neck
 * @param {[number, number, number, number]} flange
 * @param {string} [flangeColour]
 */
export const flangedNozzle = (neck, flange, flangeColour = lightSteel) =>
  rect(...neck, slate) + rect(...flange, flangeColour);

/**
 * A refinery's flare: a lattice tower with a flame on top, standing on `y`.
 * @param {number} x
 * @param {number} y
 * @param {number} height
 * @param {string} colour
 */
export const flareStack = (x, y, height, colour) =>
  lattice(x, y, x, y - height, 26, 10, round(height / 22), colour, 3) + flame(x, y - height);
