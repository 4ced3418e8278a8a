// SVG primitives of the illustrations: each returns markup as a string, written as compactly as an SVG
// optimiser would (no default attributes, "x y" pairs without a space before a minus sign), so that the
// files stay small without a minifier. A shape's `extra` is raw attribute text appended to it
// (` opacity=".5"`, roundCaps…).
import { amber, arcOrange, navy, slate, steel, weldGlow } from "./palette.mjs";

export const round = Math.round;

/**
 * An "x y" pair, dropping the space before a negative y.
 * @param {number | string} x
 * @param {number} y
 */
export const pair = (x, y) => `${x}${y < 0 ? "" : " "}${y}`;

/**
 * An opacity attribute, without the leading zero (`.5`).
 * @param {number} value
 */
export const opacity = (value) => ` opacity="${String(value).replace(/^0\./, ".")}"`;

/** Attributes that round a stroke's caps and joins. */
export const roundCaps = ' stroke-linecap="round" stroke-linejoin="round"';

/**
 * A rectangle's corner radius attribute.
 * @param {number} radius
 */
export const cornerRadius = (radius) => ` rx="${radius}"`;

/**
 * An attribute, left out when its value is falsy (0 included: it is the default of x and y).
 * @param {string} name
 * @param {number | string} value
 */
const attribute = (name, value) => (value ? ` ${name}="${value}"` : "");

/**
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} fill
 * @param {string} [extra]
 */
export const rect = (x, y, width, height, fill, extra = "") =>
  `<rect${attribute("x", x)}${attribute("y", y)} width="${width}" height="${height}" fill="${fill}"${extra}/>`;

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {string} fill
 * @param {string} [extra]
 */
export const circle = (cx, cy, radius, fill, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}"${extra}/>`;

/**
 * @param {number | string} cx
 * @param {number | string} cy
 * @param {number} rx
 * @param {number} ry
 * @param {string} fill
 * @param {string} [extra]
 */
export const ellipse = (cx, cy, rx, ry, fill, extra = "") =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;

/**
 * A filled path.
 * @param {string} d path data
 * @param {string} fill
 * @param {string} [extra]
 */
export const fillPath = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;

/**
 * A stroked, unfilled path: lines.
 * @param {string} d path data
 * @param {string} stroke
 * @param {number} width
 * @param {string} [extra]
 */
export const strokePath = (d, stroke, width, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra}/>`;

/**
 * A rectangle as path data, to merge shapes of one colour into one path.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 */
export const rectSegment = (x, y, width, height) => `M${pair(x, y)}h${width}v${height}h${-width}z`;

/**
 * A group whose lines have round caps and joins.
 * @param {string} body
 */
export const roundCapsGroup = (body) => `<g${roundCaps}>${body}</g>`;

/**
 * @param {string} transform
 * @param {string} body
 * @param {string} [extra]
 */
export const group = (transform, body, extra = "") => `<g transform="${transform}"${extra}>${body}</g>`;

/**
 * Markup drawn in its own units, moved to (x, y) and scaled.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {string} body
 */
export const place = (x, y, scale, body) => group(`translate(${x} ${y})${scale === 1 ? "" : ` scale(${scale})`}`, body);

/**
 * An unfilled circle.
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {string} stroke
 * @param {number} width
 * @param {string} [extra]
 */
export const ring = (cx, cy, radius, stroke, width, extra = "") =>
  circle(cx, cy, radius, "none", ` stroke="${stroke}" stroke-width="${width}"${extra}`);

/**
 * A line of round dots `gap` apart.
 * @param {string} d path data
 * @param {string} stroke
 * @param {number} width the dots' diameter
 * @param {number} gap
 */
export const dottedLine = (d, stroke, width, gap) =>
  strokePath(d, stroke, width, ` stroke-linecap="round" stroke-dasharray="0 ${gap}"`);

/** The night-sky backdrop: navy at the top to steel at the bottom. */
export const backdropGradient = "url(#b)";
/** The orange glow around a weld or a flame, fading out. */
export const glowGradient = "url(#g)";
/** Navy from the left fading to nothing: behind the hero's text. */
export const fadeGradient = "url(#f)";
/** Sea water, darker with depth. */
export const waterGradient = "url(#w)";

/**
 * The gradients by id; a document defines only those it uses.
 * @type {Record<string, string>}
 */
const gradients = {
  b: `<linearGradient id="b" x2="0" y2="1"><stop stop-color="${navy}"/><stop offset="1" stop-color="${steel}"/></linearGradient>`,
  g: `<radialGradient id="g"><stop stop-color="${weldGlow}"/><stop offset=".2" stop-color="${amber}" stop-opacity=".7"/><stop offset="1" stop-color="${arcOrange}" stop-opacity="0"/></radialGradient>`,
  f: `<linearGradient id="f"><stop offset=".3" stop-color="${navy}" stop-opacity=".9"/><stop offset=".6" stop-color="${navy}" stop-opacity="0"/></linearGradient>`,
  w: `<linearGradient id="w" x2="0" y2="1"><stop stop-color="${slate}"/><stop offset=".5" stop-color="${steel}"/><stop offset="1" stop-color="${navy}"/></linearGradient>`,
};

/**
 * A whole SVG file: the body, with the definitions of the gradients it uses.
 * @param {number} width
 * @param {number} height
 * @param {string} body
 */
export function svgDocument(width, height, body) {
  const defs = Object.keys(gradients)
    .filter((id) => body.includes(`url(#${id})`))
    .map((id) => gradients[id])
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`;
}

const initialSeed = 7;
let seed = initialSeed;

/** A pseudo-random number in [0, 1) (Park–Miller): the same sequence on every run, so the files never change. */
export function random() {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
}

/** Starts the sequence of `random` again: each file is drawn from the same start, whatever was drawn before. */
export function resetRandom() {
  seed = initialSeed;
}
