// The people of the illustrations: workers in hard hats and vests, welders at work, and the head-and-shoulders
// portraits of the staff roles. Figures are drawn in their own units, standing on y = 0, about 100 tall.
import { amber, arcOrange, lightSteel, slate, steel, weldGlow } from "./palette.mjs";
import { nightPicture } from "./props/backdrops.mjs";
import { circle, fillPath, pair, rect, ring, roundCaps, roundCapsGroup, strokePath } from "./svg.mjs";

/** A worker's arms hanging down (path data); scenes pass others, such as one arm raised. */
export const armsDown = "M-15-76l-5 32M15-76l5 32";

/** A worker's left arm down, the right one held out in front: holding a tablet or a clipboard. */
export const armHeldOut = "M-15-76l-5 32M15-76l20 10";

/**
 * @param {string} colour
 */
const hardHat = (colour) => fillPath("M-10-91a10 10 0 0 1 20 0h3v3h-26z", colour);

/**
 * A worker seen from the front.
 * @param {{ hat?: string, clothes?: string, vest?: string, arms?: string, head?: string, top?: string }} [looks]
 *   vest: its colour, "" for none; top: markup instead of the hard hat
 */
export function worker({
  hat = amber,
  clothes = slate,
  vest = arcOrange,
  arms = armsDown,
  head = lightSteel,
  top = "",
} = {}) {
  return roundCapsGroup(
    strokePath("M-7-44v41M7-44v41", clothes, 11) +
      strokePath(arms, clothes, 8) +
      fillPath("M-15-80h30l2 38h-34z", vest || clothes) +
      (vest ? rect(-16, -60, 32, 5, weldGlow) : "") +
      circle(0, -89, 9, head) +
      (top || hardHat(hat)),
  );
}

/**
 * @typedef {object} WelderPose a welder seen from the side, facing right: path data and points in the figure's units
 * @property {string[]} legs path data of each leg stroke
 * @property {string} arm
 * @property {string} torso
 * @property {[number, number]} head its centre
 * @property {[number, number]} helmet the welding helmet's top left corner
 * @property {[number, number]} visor the glowing visor's top left corner
 * @property {string} torch from the hand to the torch's tip
 */

/**
 * A welder in a pose: work clothes in `clothes`, a welding helmet with a glowing visor, and a torch in hand.
 * The two poses share this drawing so that both welders keep the same proportions and colours.
 * @param {WelderPose} pose
 * @param {string} clothes
 */
const welder = ({ legs, arm, torso, head, helmet, visor, torch }, clothes) =>
  roundCapsGroup(
    legs.map((leg) => strokePath(leg, clothes, 11)).join("") +
      strokePath(arm, clothes, 8) +
      fillPath(torso, clothes) +
      circle(...head, 9, lightSteel) +
      fillPath(`M${pair(...helmet)}h10l6 8v14l-8 4h-8z`, steel) +
      rect(...visor, 5, 4, weldGlow) +
      strokePath(torch, lightSteel, 4),
  );

/** @type {WelderPose} */
const kneeling = {
  legs: ["M-8-24L-12-4H-32", "M-4-24L14-24L16-4h6"],
  arm: "M2-54L14-40L28-42",
  torso: "M-16-24L6-28L12-58L-6-62z",
  head: [6, -68],
  helmet: [4, -79],
  visor: [13, -71],
  torch: "M28-42l13 7",
};

/** @type {WelderPose} */
const standing = {
  legs: ["M-3-44L-6-3M3-44L9-3"],
  arm: "M2-74L14-58L30-60",
  torso: "M-10-80h16l4 38h-20z",
  head: [2, -89],
  helmet: [1, -100],
  visor: [11, -92],
  torch: "M30-60l12 6",
};

/** A kneeling welder seen from the side, facing right; the torch's tip at (41, -35). */
export const kneelingWelder = (clothes = slate) => welder(kneeling, clothes);

/** A standing welder seen from the side, facing right; the torch's tip at (42, -54). */
export const standingWelder = (clothes = slate) => welder(standing, clothes);

/* Role portraits: 400×300, the person's bust on the left, the attribute of their trade on the right. */

/** The horizontal centre of a role portrait's bust. */
export const bustCentreX = 160;

/**
 * A person's head and shoulders in a role portrait.
 * @param {{ hat?: string, vest?: string, clothes?: string, top?: string, arm?: string }} [looks]
 *   hat: its colour, "" for none; vest: "" for none; top: markup instead of the hard hat; arm: path data of an
 *   arm (armReachingTo)
 */
export function bust({ hat = amber, vest = arcOrange, clothes = slate, top = "", arm = "" } = {}) {
  return (
    fillPath(`M${bustCentreX - 78} 300v-62q0-50 46-58h64q46 8 46 58v62z`, clothes) +
    (vest
      ? fillPath(`M${bustCentreX - 58} 300v-114l22-4 36 50 36-50 22 4v114z`, vest) +
        rect(bustCentreX - 60, 256, 120, 9, weldGlow)
      : "") +
    rect(bustCentreX - 13, 150, 26, 32, lightSteel) +
    circle(bustCentreX, 124, 32, lightSteel) +
    (top || fillPath(`M${bustCentreX - 36} 118a36 36 0 0 1 72 0h12v10h-96z`, hat)) +
    (arm ? strokePath(arm, clothes, 26, roundCaps) : "")
  );
}

/**
 * A portrait's hand, at the end of its arm.
 * @param {number} x
 * @param {number} y
 */
export const hand = (x, y) => circle(x, y, 13, lightSteel);

/**
 * An arm from the bust's right shoulder to (x, y), as path data for `bust`.
 * @param {number} x
 * @param {number} y
 */
export const armReachingTo = (x, y) => `M${bustCentreX + 56} 196L${bustCentreX + 84} 262L${x} ${y}`;

/**
 * A whole role portrait: the backdrop, a round frame, and the figure.
 * @param {string} figure
 */
export const rolePortrait = (figure) =>
  nightPicture(400, 300, circle(200, 150, 126, steel) + ring(200, 150, 126, slate, 2) + figure);
