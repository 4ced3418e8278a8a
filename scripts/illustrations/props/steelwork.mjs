// Structural steel: lattices (jibs, masts, flare towers), beams, columns, a building's frame and an I-beam's
// section.
// Each returns SVG markup in the scene's coordinates, unless it says it is drawn "around 0": then the scene
// places it where it stands (svg.mjs, place).
import { navy, slate, steel } from "../palette.mjs";
import { fillPath, opacity, pair, place, rect, round, strokePath } from "../svg.mjs";

/**
 * A lattice (a crane's jib or mast, a flare's tower) from one point to another, its width going from
 * `fromWidth` to `toWidth`, with `zigzags` diagonals.
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {number} fromWidth
 * @param {number} toWidth
 * @param {number} zigzags
 * @param {string} colour
 */
export function lattice(x1, y1, x2, y2, fromWidth, toWidth, zigzags, colour, strokeWidth = 3) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  const normalX = -dy / length / 2;
  const normalY = dx / length / 2;
  /**
   * The point at `along` (0–1) of the way, on one side (`side`: 1 or -1).
   * @param {number} along
   * @param {number} side
   */
  const point = (along, side) => {
    const width = fromWidth + (toWidth - fromWidth) * along;
    return pair(round(x1 + dx * along + normalX * width * side), round(y1 + dy * along + normalY * width * side));
  };
  const diagonals = [];
  for (let i = 0; i <= zigzags; i++) diagonals.push(point(i / zigzags, i % 2 ? 1 : -1));
  return strokePath(
    `M${point(0, 1)}L${point(1, 1)}M${point(0, -1)}L${point(1, -1)}M${diagonals.join("L")}`,
    colour,
    strokeWidth,
    ' stroke-linejoin="round"',
  );
}

/**
 * The cross-section of an I-beam, centred on (x, y).
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {string} colour
 */
export const iBeam = (x, y, scale, colour) =>
  place(x, y, scale, fillPath("M-20-24h40v8h-15v32h15v8h-40v-8h15v-32h-15z", colour));

/**
 * A horizontal steel beam with its flanges.
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} height
 * @param {string} colour
 */
export const steelBeam = (x, y, length, height, colour) =>
  rect(x, y, length, height, colour) +
  strokePath(`M${x} ${y + 4}h${length}M${x} ${y + height - 4}h${length}`, navy, 2, opacity(0.35));

/**
 * A vertical steel column with its flanges.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} colour
 */
export const steelColumn = (x, y, width, height, colour) =>
  rect(x, y, width, height, colour) +
  strokePath(`M${x + 4} ${y}v${height}M${x + width - 4} ${y}v${height}`, navy, 2, opacity(0.35));

/**
 * A building's steel frame standing on `groundY`: a column at each x of `columnsAt`, from the top beam down,
 * then a beam at each y of `beamsAt`, spanning the columns.
 * @param {number[]} columnsAt
 * @param {number[]} beamsAt from the top
 * @param {number} groundY
 * @param {number} columnWidth
 * @param {number} beamDepth
 */
export function steelFrame(columnsAt, beamsAt, groundY, columnWidth, beamDepth) {
  const top = beamsAt[0] ?? groundY;
  const left = columnsAt[0] ?? 0;
  const span = (columnsAt.at(-1) ?? left) + columnWidth - left;
  return (
    columnsAt.map((x) => steelColumn(x, top, columnWidth, groundY - top, slate)).join("") +
    beamsAt.map((y) => steelBeam(left, y, span, beamDepth, steel)).join("")
  );
}
