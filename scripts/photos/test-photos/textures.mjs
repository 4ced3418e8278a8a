// Surface textures as SVG filters, made of feTurbulence noise: grey grain for height maps, and coloured
// patches (stains, rust, paint islands) for the scenes' colours.
import { f1, region } from "./canvas.mjs";

/**
 * Grey noise as a filter: feTurbulence turned to grey, its contrast around mid-grey set by `contrast`.
 * @param {string} id
 * @param {{ frequency: string, octaves?: number, seed: number, contrast?: number, type?: "fractalNoise" | "turbulence" }} options
 */
export function greyNoise(id, { frequency, octaves = 4, seed, contrast = 1, type = "fractalNoise" }) {
  const k = contrast;
  const offset = 0.5 - 0.5 * k;
  const row = `${f1(k / 3)} ${f1(k / 3)} ${f1(k / 3)} 0 ${offset.toFixed(3)}`;
  return `<filter id="${id}" ${region} color-interpolation-filters="sRGB">
  <feTurbulence type="${type}" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${seed}"/>
  <feColorMatrix type="matrix" values="${row} ${row} ${row} 0 0 0 0 1"/>
</filter>`;
}

/**
 * A colour laid where noise is above a threshold, with soft or hard edges: stains, rust, paint islands.
 * @param {string} id
 * @param {{ frequency: string, octaves?: number, seed: number, colour: string, threshold: number, softness?: number, opacity?: number }} options
 */
export function noisePatches(id, { frequency, octaves = 4, seed, colour, threshold, softness = 0.08, opacity = 1 }) {
  // Alpha = (noise - threshold) / softness, clamped by the renderer: a ramp that is hard when softness is small.
  const slope = 1 / softness;
  return `<filter id="${id}" ${region} color-interpolation-filters="sRGB">
  <feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${seed}" result="n"/>
  <feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${f1(slope)} 0 0 0 ${(-threshold * slope).toFixed(3)}" result="a"/>
  <feFlood flood-color="${colour}" flood-opacity="${opacity}"/>
  <feComposite in2="a" operator="in"/>
</filter>`;
}
