// The inspectors' instruments: a handheld flaw detector and its scans, a phased-array probe and its cable, a
// pressure gauge, a magnifier and the radiation sign.
// Each returns SVG markup in the scene's coordinates, unless it says it is drawn "around 0": then the scene
// places it where it stands (svg.mjs, place).
import { amber, arcOrange, lightSteel, navy, pale, slate, steel, weldGlow } from "../palette.mjs";
import {
  circle,
  cornerRadius,
  dottedLine,
  ellipse,
  fillPath,
  opacity,
  rect,
  ring,
  round,
  roundCaps,
  strokePath,
} from "../svg.mjs";

/**
 * A probe's cable: a light core in a dark sheath twice as wide, so that it stands out on any background.
 * @param {string} d path data
 * @param {number} width the core's
 */
export const cable = (d, width) => strokePath(d, navy, 2 * width) + strokePath(d, lightSteel, width);

/**
 * A round pressure gauge with its needle.
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 */
export const pressureGauge = (x, y, radius) =>
  circle(x, y, radius, lightSteel) +
  circle(x, y, radius - round(radius / 5), pale) +
  strokePath(
    `M${x} ${y}l${round(radius * 0.5)} ${-round(radius * 0.45)}`,
    arcOrange,
    round(radius / 6) || 1,
    roundCaps,
  );

/** The radiation warning sign's three blades around (0, 0), as path data: drawn over an amber disc. */
export const trefoilBlades = "M0 0l-28-5a28 28 0 0 1 14-24zM0 0l10 27a28 28 0 0 1-28-3zM0 0l18-22a28 28 0 0 1 10 27z";

/**
 * A handheld inspection instrument: a case, its screen showing `screen`, a row of keys and a button.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} screen markup drawn over the screen
 */
export const instrument = (x, y, width, height, screen) =>
  rect(x, y, width, height, steel, cornerRadius(10)) +
  rect(x + 10, y + 10, width - 20, height - 44, navy, cornerRadius(4)) +
  screen +
  dottedLine(`M${x + 24} ${y + height - 17}h${width - 80}`, slate, 10, 20) +
  circle(x + width - 26, y + height - 17, 9, arcOrange);

/**
 * An ultrasonic A-scan trace: a baseline and three echoes.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 */
export const aScan = (x, y, width, height) =>
  strokePath(`M${x} ${y + height}h${width}`, slate, 2) +
  strokePath(
    `M${x} ${y + height}h${round(width * 0.06)}l4 ${-height}l4 ${height}h${round(width * 0.3)}l3 ${-round(height * 0.45)}l3 ${round(height * 0.45)}h${round(width * 0.25)}l4 ${-round(height * 0.8)}l4 ${round(height * 0.8)}H${x + width}`,
    amber,
    2,
    ' stroke-linejoin="round"',
  );

/**
 * A phased-array sector scan: a fan from its apex (cx, cy) between two angles (degrees from straight down),
 * with range arcs and, for each indication, an orange blob at [angle, share of the radius, size].
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {number} fromAngle
 * @param {number} toAngle
 * @param {[number, number, number][]} [indications]
 */
export function sectorScan(cx, cy, radius, fromAngle, toAngle, indications = []) {
  /**
   * The point at `angle` degrees, `distance` from the apex, as "x y".
   * @param {number} angle
   * @param {number} distance
   */
  const point = (angle, distance) =>
    `${round(cx + Math.sin((angle * Math.PI) / 180) * distance)} ${round(cy + Math.cos((angle * Math.PI) / 180) * distance)}`;
  let rangeArcs = "";
  for (const share of [0.35, 0.65]) {
    const distance = round(radius * share);
    rangeArcs += `M${point(fromAngle, distance)}A${distance} ${distance} 0 0 0 ${point(toAngle, distance)}`;
  }
  const gate = round(radius * 0.9);
  let body =
    fillPath(`M${cx} ${cy}L${point(fromAngle, radius)}A${radius} ${radius} 0 0 0 ${point(toAngle, radius)}z`, slate) +
    strokePath(rangeArcs, lightSteel, 1, opacity(0.4)) +
    strokePath(`M${point(fromAngle, gate)}A${gate} ${gate} 0 0 0 ${point(toAngle, gate)}`, amber, 4, opacity(0.7));
  for (const [angle, share, size] of indications) {
    const [x = "", y = ""] = point(angle, radius * share).split(" ");
    body += ellipse(x, y, 2 * size, size, arcOrange) + ellipse(x, y, size, round(size / 2), weldGlow);
  }
  return body;
}

/** A phased-array probe on its wedge, standing on the surface at y = 0. */
export const phasedArrayProbe = (colour = steel) =>
  fillPath("M-26 0h52l-8-16h-36z", amber) +
  rect(-16, -34, 32, 20, colour, cornerRadius(3)) +
  rect(-16, -34, 32, 5, lightSteel);

/**
 * A magnifying glass, its lens centred on (x, y).
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 */
export const magnifier = (x, y, radius, colour = lightSteel) =>
  circle(x, y, radius, pale, opacity(0.15)) +
  ring(x, y, radius, colour, round(radius / 5)) +
  strokePath(
    `M${round(x + radius * 0.72)} ${round(y + radius * 0.72)}l${round(radius * 0.6)} ${round(radius * 0.6)}`,
    colour,
    round(radius / 3),
    roundCaps,
  );
