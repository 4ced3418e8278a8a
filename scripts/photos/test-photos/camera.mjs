// What turns a scene into a photograph: its colours lit by its height map (librsvg's lighting filters, through
// sharp), then what a lens and a sensor do to a picture, depth of field, vignetting and grain, and the JPEG.
import sharp from "sharp";
import { clamp, H, M, random, region, svg, W } from "./canvas.mjs";

/**
 * Light over a height map (white high, black low): the diffuse shade, or the specular glints, as grey.
 * @param {string} heights markup of the height map
 * @param {{ kind: "diffuse" | "specular", scale: number, azimuth: number, elevation: number, exponent?: number, defs?: string }} light
 */
function lightingSvg(heights, { kind, scale, azimuth, elevation, exponent = 20, defs = "" }) {
  const source = `<feDistantLight azimuth="${azimuth}" elevation="${elevation}"/>`;
  const primitive =
    kind === "diffuse"
      ? `<feDiffuseLighting in="h" surfaceScale="${scale}" diffuseConstant="1" lighting-color="#fff">${source}</feDiffuseLighting>`
      : `<feSpecularLighting in="h" surfaceScale="${scale}" specularConstant="1" specularExponent="${exponent}" lighting-color="#fff" result="s">${source}</feSpecularLighting>
         <feColorMatrix in="s" type="matrix" values="0 0 0 1 0  0 0 0 1 0  0 0 0 1 0  0 0 0 0 1"/>`;
  return svg(`<defs>${defs}<filter id="light" ${region} color-interpolation-filters="sRGB">
  <feColorMatrix in="SourceGraphic" type="luminanceToAlpha" result="h"/>
  ${primitive}
</filter></defs>
<g filter="url(#light)"><rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" fill="#000"/>${heights}</g>`);
}

/** @param {string} markup */
async function rasterise(markup) {
  const { data } = await sharp(Buffer.from(markup), { limitInputPixels: false })
    .extract({ left: M, top: M, width: W, height: H })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data;
}

/**
 * @typedef {object} Scene
 * @property {string} name File name without extension.
 * @property {string} colour SVG of the surfaces' colours, unlit.
 * @property {string} heights Height map markup (inside an SVG), lit to shade the colours.
 * @property {string} [heightDefs] Filters and gradients the height map uses.
 * @property {string} [glossy] Height map of the shiny parts only, for the specular glints.
 * @property {{ scale: number, azimuth: number, elevation: number, strength?: number }} light
 * @property {{ scale: number, exponent: number, strength: number }} [shine]
 * @property {(x: number, y: number) => number} [defocus] 0 sharp … 1 fully out of focus, per pixel.
 * @property {number} [blur] Sigma of the out-of-focus parts.
 * @property {number} grain Standard deviation of the sensor noise, in 8-bit levels.
 * @property {number} [vignette] Darkening in the corners, 0–1.
 * @property {number} seed
 */

/**
 * Lights the colours with the height map, then does what a lens and a sensor do: depth of field,
 * vignetting, grain. Returns the JPEG.
 * @param {Scene} scene
 */
export async function render(scene) {
  const [colour, diffuse, specular] = await Promise.all([
    rasterise(scene.colour),
    rasterise(lightingSvg(scene.heights, { kind: "diffuse", ...scene.light, defs: scene.heightDefs })),
    scene.shine
      ? rasterise(
          lightingSvg(scene.glossy ?? scene.heights, {
            kind: "specular",
            scale: scene.shine.scale,
            azimuth: scene.light.azimuth,
            elevation: scene.light.elevation,
            exponent: scene.shine.exponent,
            defs: scene.heightDefs,
          }),
        )
      : Promise.resolve(undefined),
  ]);
  // A flat surface gets N·L = sin(elevation): dividing by it leaves the colours as drawn where nothing is raised.
  const flat = 255 * Math.sin((scene.light.elevation * Math.PI) / 180);
  const strength = scene.light.strength ?? 1;
  const shine = scene.shine?.strength ?? 0;
  const lit = Buffer.alloc(W * H * 3);
  for (let p = 0; p < W * H; p++) {
    const shade = 1 + strength * ((diffuse[p * 3] ?? 0) / flat - 1);
    const glint = specular ? shine * (specular[p * 3] ?? 0) : 0;
    for (let c = 0; c < 3; c++) lit[p * 3 + c] = clamp((colour[p * 3 + c] ?? 0) * shade + glint, 0, 255);
  }

  let image = lit;
  if (scene.defocus) {
    const blurred = await sharp(lit, { raw: { width: W, height: H, channels: 3 } })
      .blur(scene.blur ?? 6)
      .raw()
      .toBuffer();
    image = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const t = clamp(scene.defocus(x, y), 0, 1);
        const p = (y * W + x) * 3;
        for (let c = 0; c < 3; c++) image[p + c] = (lit[p + c] ?? 0) * (1 - t) + (blurred[p + c] ?? 0) * t;
      }
    }
  }

  const next = random(scene.seed);
  /** Roughly normal: the sum of three uniforms, centred and scaled to a standard deviation of 1. */
  const gauss = () => (next() + next() + next() - 1.5) * 2;
  const vignette = scene.vignette ?? 0.25;
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const dx = (x - W / 2) / (W / 2);
      const dy = (y - H / 2) / (H / 2);
      const fall = 1 - vignette * ((dx * dx + dy * dy) / 2) ** 1.2;
      // Mostly luminance grain, a little colour: what a phone's small sensor leaves at base ISO.
      const luma = gauss() * scene.grain;
      const p = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) {
        out[p + c] = clamp((image[p + c] ?? 0) * fall + luma + gauss() * scene.grain * 0.35, 0, 255);
      }
    }
  }
  return sharp(out, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 85, chromaSubsampling: "4:2:0" })
    .toBuffer();
}
