// The sample photographs' canvas and the small helpers every scene draws with: the frame's size, the margin
// drawn around it, a seeded random sequence, and number and colour formatting.

export const W = 1800;
export const H = 1200;

/**
 * A small seeded generator (mulberry32): the same scene on every run.
 * @param {number} seed
 */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {number} value @param {number} low @param {number} high */
export const clamp = (value, low, high) => Math.min(high, Math.max(low, value));
/** @param {number} n */
export const f1 = (n) => n.toFixed(1);

/**
 * librsvg clips filters to the canvas, so blurs, displacements and lighting would go wrong along the edges:
 * scenes are drawn on a canvas this much larger on every side, then cropped to W×H.
 */
export const M = 64;
/** The filter region of a full-frame filter: the whole canvas, margin included. */
export const region = `x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filterUnits="userSpaceOnUse"`;

/** @param {string} body */
export const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W + 2 * M}" height="${H + 2 * M}" viewBox="${-M} ${-M} ${W + 2 * M} ${H + 2 * M}">${body}</svg>`;

/**
 * A colour `#rrggbb` scaled by `k` (lighter above 1), as a shaded face of it.
 * @param {string} hex
 * @param {number} k
 */
export function shade(hex, k) {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (/** @type {number} */ shift) => clamp(Math.round(((value >> shift) & 255) * k), 0, 255);
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}
