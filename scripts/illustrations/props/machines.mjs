// The big machines of the industries: cranes and their hook, ships, an offshore platform, a pumpjack, a
// pylon, an airliner and a gear wheel.
// Each returns SVG markup in the scene's coordinates, unless it says it is drawn "around 0": then the scene
// places it where it stands (svg.mjs, place).
import { amber, arcOrange, lightSteel, navy, slate, steel } from "../palette.mjs";
import {
  circle,
  cornerRadius,
  ellipse,
  fillPath,
  opacity,
  rect,
  rectSegment,
  round,
  roundCaps,
  strokePath,
} from "../svg.mjs";
import { flame } from "./light.mjs";
import { lattice } from "./steelwork.mjs";

/**
 * A ship-to-shore container crane, ground at 0, about 280 high.
 * @param {string} colour
 */
export const containerCrane = (colour) =>
  fillPath(
    rectSegment(-50, -180, 8, 180) +
      rectSegment(42, -180, 8, 180) +
      rectSegment(-54, -190, 108, 12) +
      rectSegment(-150, -218, 330, 10) +
      rectSegment(96, -208, 16, 8) +
      rectSegment(90, -122, 28, 6) +
      "M-6-218l3-60h6l3 60z",
    colour,
  ) + strokePath("M0-276L-150-214M0-276L178-214M-46-170L46-90M46-170L-46-90M104-200v80", colour, 3);

/**
 * A container ship, waterline at 0, with stacks of containers in the given colours.
 * @param {string} colour
 */
export function containerShip(colour, stacks = [slate, arcOrange, lightSteel, amber, slate, arcOrange, lightSteel]) {
  let body = fillPath("M-220-34h440l-26 34h-396z", colour) + rect(-204, -90, 40, 56, colour);
  body += rect(-200, -102, 30, 12, colour) + rect(-198, -84, 32, 6, lightSteel, opacity(0.5));
  stacks.forEach((stack, i) => {
    body += strokePath(`M${-140 + i * 44} -34v${-34 - (i % 3) * 18}`, stack, 40, ' stroke-dasharray="16 2"');
  });
  return body;
}

/** A crane's hook block, the hook's eye at y = -44. */
export const hookBlock = (colour = lightSteel) =>
  rect(-16, -44, 32, 34, colour, cornerRadius(4)) +
  circle(0, -27, 6, navy) +
  strokePath("M0-10v16a13 13 0 1 1-13 13", colour, 7, roundCaps);

/**
 * An offshore platform: legs and bracing, decks, a drilling derrick, a flare boom and a crane; waterline at 0.
 * @param {string} colour
 */
export function offshorePlatform(colour) {
  let body = strokePath("M-120 60L-102-130M120 60L102-130M-42 60L-36-130M42 60L36-130", colour, 9);
  let bracing = "";
  for (const [left, right] of [
    [-114, -40],
    [-40, 40],
    [40, 114],
  ]) {
    bracing += `M${left} 30L${right}-50M${right} 30L${left}-50M${left}-50L${right}-120M${right}-50L${left}-120`;
  }
  body += strokePath(bracing, colour, 3) + strokePath("M-118-50h236M-114 30h228", colour, 4);
  body += fillPath(
    rectSegment(-160, -150, 320, 22) + rectSegment(-230, -226, 110, 8) + rectSegment(-96, -234, 16, 34),
    colour,
  );
  body +=
    fillPath(rectSegment(-150, -200, 120, 50) + rectSegment(-20, -214, 90, 64), slate) + rect(80, -186, 66, 36, steel);
  body += strokePath("M-210-218l50 68M-140-218l-20 68", colour, 4);
  body += lattice(20, -214, 20, -330, 54, 12, 7, lightSteel, 3);
  body += lattice(150, -160, 270, -250, 12, 8, 6, colour, 3) + flame(278, -256, 0.8);
  body += lattice(-88, -230, -10, -290, 12, 6, 5, lightSteel, 2);
  return body;
}

/**
 * A mobile crane facing right, ground at 0, its boom raised `degrees` and `boomLength` long; with where
 * the boom's tip is, for the hook's rope.
 * @param {string} colour
 * @param {number} degrees
 * @param {number} boomLength
 * @returns {{ body: string, tipX: number, tipY: number }}
 */
export function mobileCrane(colour, degrees, boomLength) {
  const angle = (degrees * Math.PI) / 180;
  const tipX = round(-30 + Math.cos(angle) * boomLength);
  const tipY = round(-70 - Math.sin(angle) * boomLength);
  const body =
    rect(-130, -44, 240, 26, colour, cornerRadius(4)) +
    circle(-96, -14, 13, navy) +
    circle(-62, -14, 13, navy) +
    circle(46, -14, 13, navy) +
    circle(80, -14, 13, navy) +
    fillPath("M84-44v-34h22l14 22v12z", colour) +
    rect(92, -72, 12, 12, lightSteel, opacity(0.6)) +
    rect(-90, -76, 80, 32, colour) +
    strokePath("M-120-22l-16 22M100-22l16 22", colour, 6) +
    lattice(-30, -70, tipX, tipY, 20, 10, round(boomLength / 26), lightSteel, 3) +
    rect(-110, -88, 30, 44, slate);
  return { body, tipX, tipY };
}

/**
 * A tower crane, ground at 0: a mast `height` high and a jib reaching `jib` to the right.
 * @param {string} colour
 * @param {number} height
 * @param {number} jib
 */
export function towerCrane(colour, height, jib) {
  return (
    lattice(0, 0, 0, -height, 24, 24, round(height / 24), colour, 3) +
    lattice(-90, -height - 10, jib, -height - 10, 16, 16, round((jib + 90) / 20), colour, 2) +
    strokePath(
      `M0 ${-height - 18}V${-height - 56}L${round(jib * 0.6)} ${-height - 18}M0 ${-height - 56}L-80 ${-height - 18}`,
      colour,
      2,
    ) +
    rect(-92, -height - 6, 34, 22, slate) +
    rect(10, -height + 2, 22, 20, slate)
  );
}

/**
 * An oil well's pumpjack, ground at 0.
 * @param {string} colour
 */
export const pumpjack = (colour) =>
  rect(-80, -6, 160, 6, colour) +
  fillPath("M-30-4l28-64h6l28 64h-8l-23-52-23 52z", colour) +
  strokePath("M-66-66L56-62", colour, 10) +
  fillPath("M52-78q22 16 0 34z", colour) +
  strokePath("M60-44V-4M-56-64v40", colour, 3) +
  circle(-56, -22, 14, slate);

/**
 * A power line pylon, ground at 0.
 * @param {string} colour
 */
export const pylon = (colour) =>
  strokePath(
    "M-28 0L-7-190L0-222L7-190L28 0M-44-150h88M-54-112h108M-32-176h64M-24-30L20-70L-17-110L13-150L-8-186M24-30L-20-70L17-110L-13-150L8-186",
    colour,
    3,
    ' stroke-linejoin="round"',
  );

/**
 * An airliner seen from the side, facing left, centred on 0.
 * @param {string} colour
 */
export const airplane = (colour) =>
  fillPath("M-210 0q0-22 44-22h286l54-60h28l-16 66q8 12-4 36h-350q-42 0-42-20z", colour) +
  fillPath("M-60 10h110l70 44h-36z", slate) +
  ellipse(-10, 26, 34, 13, slate) +
  ellipse(-42, 26, 4, 10, navy) +
  strokePath("M-150-6h230", lightSteel, 6, ` stroke-dasharray="6 9"${opacity(0.7)}`) +
  fillPath("M-196-8q8-10 26-10v10z", lightSteel) +
  fillPath("M172-78h28l-6 26h-40z", arcOrange);

/**
 * A gear wheel with `teeth` teeth and a hole in the middle.
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {number} teeth
 * @param {string} colour
 */
export function gear(cx, cy, radius, teeth, colour, hole = navy) {
  let outline = "";
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (i * Math.PI) / (2 * teeth);
    const distance = i % 4 < 2 ? radius : radius * 0.78;
    outline += `${i ? "L" : "M"}${round(cx + Math.cos(angle) * distance)} ${round(cy + Math.sin(angle) * distance)}`;
  }
  return fillPath(`${outline}z`, colour) + circle(cx, cy, round(radius * 0.32), hole);
}
