// What glows in the pictures: the orange glow, the welding arc, its sparks and a flare's flame.
// Each returns SVG markup in the scene's coordinates, unless it says it is drawn "around 0": then the scene
// places it where it stands (svg.mjs, place).
import { amber, arcOrange, weldGlow, white } from "../palette.mjs";
import { circle, fillPath, glowGradient, opacity, pair, place, random, round, roundCaps, strokePath } from "../svg.mjs";

/**
 * A round orange glow.
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {number} [strength] its opacity; none: full
 */
export const glow = (x, y, radius, strength) => circle(x, y, radius, glowGradient, strength ? opacity(strength) : "");

/**
 * A welding arc: a glow with a bright core.
 * @param {number} x
 * @param {number} y
 */
export const weldArc = (x, y, radius = 60) =>
  glow(x, y, radius) +
  circle(x, y, round(radius / 6), weldGlow, opacity(0.5)) +
  circle(x, y, round(radius / 14), white);

/**
 * `count` sparks flying from (x, y) at angles between `fromAngle` and `toAngle` (radians), up to `reach` away.
 * @param {number} x
 * @param {number} y
 * @param {number} count
 * @param {number} reach
 */
export function sparks(x, y, count, reach, fromAngle = -3, toAngle = 0.3, width = 2) {
  let glowing = "";
  let amberSparks = "";
  for (let i = 0; i < count; i++) {
    const angle = fromAngle + (toAngle - fromAngle) * random();
    const start = reach * (0.15 + 0.7 * random());
    const length = reach * (0.04 + 0.2 * random());
    const spark = `M${pair(round(x + Math.cos(angle) * start), round(y + Math.sin(angle) * start))}l${pair(round(Math.cos(angle) * length), round(Math.sin(angle) * length))}`;
    if (i % 2) glowing += spark;
    else amberSparks += spark;
  }
  return strokePath(glowing, weldGlow, width, roundCaps) + strokePath(amberSparks, amber, width, roundCaps);
}

/**
 * A flame with its glow, its base at (x, y).
 * @param {number} x
 * @param {number} y
 */
export const flame = (x, y, scale = 1) =>
  place(
    x,
    y,
    scale,
    glow(2, -24, 70, 0.7) +
      fillPath("M0 0c-16-8-10-30 2-48c0 14 16 22 8 40c-2 5-6 8-10 8z", arcOrange) +
      fillPath("M0-2c-8-6-4-18 2-28c0 10 8 14 4 24z", amber) +
      fillPath("M1-4c-3-3-2-9 1-14c0 5 3 8 1 12z", weldGlow),
  );
