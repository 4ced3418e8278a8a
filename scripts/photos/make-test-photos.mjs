// Renders the sample photographs in app/content/photos/samples/: industrial scenes drawn as SVG (feTurbulence
// textures, a height map lit by feDiffuseLighting and feSpecularLighting), rendered by sharp's librsvg, then
// given depth of field, vignetting and sensor grain, and saved as camera-like JPEGs. They stand in for real
// photographs while the company has none to publish: made here, so no licence, no client and no site is in
// them, and with grain and texture they compress like photographs, which flat drawings do not.
// Deterministic (seeded), so running it again writes the same files.
// Usage: node scripts/photos/make-test-photos.mjs [outDir]   (default: app/content/photos/samples)
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const W = 1800;
const H = 1200;

/**
 * A small seeded generator (mulberry32): the same scene on every run.
 * @param {number} seed
 */
function random(seed) {
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
const clamp = (value, low, high) => Math.min(high, Math.max(low, value));
/** @param {number} n */
const f1 = (n) => n.toFixed(1);

/**
 * librsvg clips filters to the canvas, so blurs, displacements and lighting would go wrong along the edges:
 * scenes are drawn on a canvas this much larger on every side, then cropped to W×H.
 */
const M = 64;
/** The filter region of a full-frame filter: the whole canvas, margin included. */
const region = `x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filterUnits="userSpaceOnUse"`;

/** @param {string} body */
const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W + 2 * M}" height="${H + 2 * M}" viewBox="${-M} ${-M} ${W + 2 * M} ${H + 2 * M}">${body}</svg>`;

/**
 * Grey noise as a filter: feTurbulence turned to grey, its contrast around mid-grey set by `contrast`.
 * @param {string} id
 * @param {{ frequency: string, octaves?: number, seed: number, contrast?: number, type?: "fractalNoise" | "turbulence" }} options
 */
function greyNoise(id, { frequency, octaves = 4, seed, contrast = 1, type = "fractalNoise" }) {
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
function noisePatches(id, { frequency, octaves = 4, seed, colour, threshold, softness = 0.08, opacity = 1 }) {
  // Alpha = (noise - threshold) / softness, clamped by the renderer: a ramp that is hard when softness is small.
  const slope = 1 / softness;
  return `<filter id="${id}" ${region} color-interpolation-filters="sRGB">
  <feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${seed}" result="n"/>
  <feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${f1(slope)} 0 0 0 ${(-threshold * slope).toFixed(3)}" result="a"/>
  <feFlood flood-color="${colour}" flood-opacity="${opacity}"/>
  <feComposite in2="a" operator="in"/>
</filter>`;
}

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
async function render(scene) {
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

/** A weld cap across a steel plate, close up: ripples, heat tint, spatter, ground plate either side. */
function weldBead() {
  const next = random(19);
  const angle = -4;
  const cy = 600;
  const half = 92;
  const ripples = [];
  for (let x = -120; x < W + 120; x += 17 + next() * 7) {
    const bow = 70 + next() * 14;
    const tilt = (next() - 0.5) * 8;
    ripples.push(`M${f1(x)},${cy - half + 6} Q${f1(x + bow)},${f1(cy + tilt)} ${f1(x)},${cy + half - 6}`);
  }
  const spatter = [];
  for (let i = 0; i < 140; i++) {
    const side = next() < 0.5 ? -1 : 1;
    const distance = half + 10 + next() ** 2.2 * 380;
    const x = next() * W;
    const r = 1.5 + next() ** 3 * 6;
    spatter.push({ x, y: cy + side * distance, r });
  }
  const toe = (/** @type {number} */ sign) =>
    `M-120,${cy + sign * half} ${Array.from({ length: 40 }, (_, i) => `L${f1(-120 + i * 52)},${f1(cy + sign * (half + (next() - 0.5) * 7))}`).join(" ")}`;
  const rotate = `rotate(${angle} ${W / 2} ${cy})`;
  // The same displacement in the colours and the heights, so the bead's uneven edges line up in both.
  const beadWobble = `<filter id="beadWobble" x="-10%" y="-20%" width="120%" height="140%">
    <feTurbulence type="fractalNoise" baseFrequency="0.005" numOctaves="2" seed="21"/>
    <feDisplacementMap in="SourceGraphic" scale="14" xChannelSelector="G" yChannelSelector="R"/>
  </filter>`;

  const colour = svg(`<defs>
  ${noisePatches("scale", { frequency: "0.006 0.009", seed: 4, colour: "#474d55", threshold: 0.54, softness: 0.12, opacity: 0.45 })}
  ${noisePatches("stain", { frequency: "0.006", seed: 9, colour: "#6d5a44", threshold: 0.55, softness: 0.2, opacity: 0.35 })}
  ${greyNoise("streaks", { frequency: "0.0015 0.35", octaves: 3, seed: 7, contrast: 2.2 })}
  <filter id="wobble" x="-10%" y="-10%" width="120%" height="120%">
    <feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="3" seed="12"/>
    <feDisplacementMap in="SourceGraphic" scale="70" xChannelSelector="R" yChannelSelector="G"/>
  </filter>
  ${beadWobble}
  <filter id="soft"><feGaussianBlur stdDeviation="2.5"/></filter>
  <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#9da1a5" stop-opacity="0"/><stop offset="0.28" stop-color="#a5a8ab" stop-opacity="0.9"/>
    <stop offset="0.72" stop-color="#a5a8ab" stop-opacity="0.9"/><stop offset="1" stop-color="#9da1a5" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="tint" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#a99a6c" stop-opacity="0"/><stop offset="0.07" stop-color="#a99a6c" stop-opacity="0.4"/>
    <stop offset="0.13" stop-color="#8c6a45" stop-opacity="0.55"/><stop offset="0.18" stop-color="#5e4f6e" stop-opacity="0.5"/>
    <stop offset="0.215" stop-color="#4a5a78" stop-opacity="0.55"/><stop offset="0.245" stop-color="#3a3531" stop-opacity="0.8"/>
    <stop offset="0.755" stop-color="#3a3531" stop-opacity="0.8"/><stop offset="0.785" stop-color="#4a5a78" stop-opacity="0.55"/>
    <stop offset="0.82" stop-color="#5e4f6e" stop-opacity="0.5"/><stop offset="0.87" stop-color="#8c6a45" stop-opacity="0.55"/>
    <stop offset="0.93" stop-color="#a99a6c" stop-opacity="0.4"/><stop offset="1" stop-color="#a99a6c" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="bead" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#4b4744"/><stop offset="0.12" stop-color="#7b7a78"/><stop offset="0.45" stop-color="#a3a19b"/>
    <stop offset="0.6" stop-color="#8f8c86"/><stop offset="0.88" stop-color="#6f6c68"/><stop offset="1" stop-color="#4b4744"/>
  </linearGradient>
</defs>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" fill="#6c7177"/>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filter="url(#stain)"/>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filter="url(#scale)"/>
<g transform="${rotate}">
  <rect x="-200" y="${cy - 330}" width="${W + 400}" height="660" fill="url(#ground)"/>
  <rect x="-200" y="${cy - 330}" width="${W + 400}" height="660" filter="url(#streaks)" opacity="0.1" style="mix-blend-mode:multiply"/>
  <g filter="url(#wobble)"><rect x="-200" y="${cy - half - 95}" width="${W + 400}" height="${2 * half + 190}" fill="url(#tint)"/></g>
  <g filter="url(#beadWobble)">
    <rect x="-200" y="${cy - half}" width="${W + 400}" height="${2 * half}" fill="url(#bead)"/>
    <path d="${ripples.join(" ")}" fill="none" stroke="#5d5a56" stroke-width="3" stroke-opacity="0.22" filter="url(#soft)"/>
  </g>
  <path d="${toe(-1)}" fill="none" stroke="#2e2a27" stroke-width="5" stroke-opacity="0.8" filter="url(#soft)"/>
  <path d="${toe(1)}" fill="none" stroke="#2e2a27" stroke-width="5" stroke-opacity="0.8" filter="url(#soft)"/>
  ${spatter.map((s) => `<circle cx="${f1(s.x)}" cy="${f1(s.y)}" r="${f1(s.r)}" fill="#4a4540"/>`).join("")}
</g>`);

  const heightDefs = `${greyNoise("rough", { frequency: "0.03", octaves: 3, seed: 3, contrast: 0.18 })}
  ${greyNoise("grind", { frequency: "0.002 0.5", octaves: 2, seed: 8, contrast: 0.5 })}
  ${beadWobble}
  <filter id="hsoft"><feGaussianBlur stdDeviation="3"/></filter>
  <filter id="hblur"><feGaussianBlur stdDeviation="1.4"/></filter>
  <linearGradient id="crown" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000"/><stop offset="0.2" stop-color="#8a8a8a"/><stop offset="0.5" stop-color="#d8d8d8"/>
    <stop offset="0.8" stop-color="#8a8a8a"/><stop offset="1" stop-color="#000"/>
  </linearGradient>
  <linearGradient id="fadeY" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.3" stop-color="#fff" stop-opacity="1"/>
    <stop offset="0.7" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
  <mask id="groundMask"><rect x="-200" y="${cy - 330}" width="${W + 400}" height="660" fill="url(#fadeY)"/></mask>`;
  const beadHeights = `<g transform="${rotate}">
  <g filter="url(#beadWobble)">
    <rect x="-200" y="${cy - half}" width="${W + 400}" height="${2 * half}" fill="url(#crown)" filter="url(#hsoft)"/>
    <path d="${ripples.join(" ")}" fill="none" stroke="#fff" stroke-width="6" stroke-opacity="0.2" filter="url(#hblur)"/>
  </g>
  ${spatter.map((s) => `<circle cx="${f1(s.x)}" cy="${f1(s.y)}" r="${f1(s.r)}" fill="#fff" filter="url(#hblur)"/>`).join("")}
</g>`;
  const heights = `<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filter="url(#rough)" opacity="0.55"/>
<g transform="${rotate}" mask="url(#groundMask)"><rect x="-200" y="${cy - 330}" width="${W + 400}" height="660" filter="url(#grind)" opacity="0.5"/></g>
${beadHeights}`;

  return /** @type {Scene} */ ({
    name: "weld-bead",
    colour,
    heights,
    heightDefs,
    glossy: beadHeights,
    light: { scale: 5, azimuth: 235, elevation: 38 },
    shine: { scale: 5, exponent: 22, strength: 0.35 },
    defocus: (_x, y) => (Math.abs(y - (cy + (_x - W / 2) * Math.tan((angle * Math.PI) / 180))) - 300) / 330,
    blur: 7,
    grain: 3.2,
    vignette: 0.3,
    seed: 101,
  });
}

/**
 * Digits as a gauge's LCD shows them, in seven segments (no font needed): `4.87` at (x, y), `h` high.
 * @param {string} text
 * @param {number} x
 * @param {number} y
 * @param {number} h
 */
function sevenSegment(text, x, y, h) {
  const segments = /** @type {Record<string, string>} */ ({
    0: "abcdef",
    1: "bc",
    2: "abdeg",
    3: "abcdg",
    4: "bcfg",
    5: "acdfg",
    6: "acdefg",
    7: "abc",
    8: "abcdefg",
    9: "abcdfg",
  });
  const w = h * 0.52;
  const t = h * 0.11;
  const half = h / 2;
  /** @type {Record<string, [number, number, number, number]>} x, y, width, height of each segment */
  const box = {
    a: [t, 0, w - 2 * t, t],
    b: [w - t, t, t, half - 1.5 * t],
    c: [w - t, half + 0.5 * t, t, half - 1.5 * t],
    d: [t, h - t, w - 2 * t, t],
    e: [0, half + 0.5 * t, t, half - 1.5 * t],
    f: [0, t, t, half - 1.5 * t],
    g: [t, half - t / 2, w - 2 * t, t],
  };
  let cursor = x;
  const parts = [];
  for (const char of text) {
    if (char === ".") {
      parts.push(`<rect x="${f1(cursor - w * 0.12)}" y="${f1(y + h - t)}" width="${f1(t)}" height="${f1(t)}"/>`);
      cursor += w * 0.25;
      continue;
    }
    for (const name of segments[char] ?? "") {
      const [sx, sy, sw, sh] = box[name] ?? [0, 0, 0, 0];
      parts.push(
        `<rect x="${f1(cursor + sx)}" y="${f1(y + sy)}" width="${f1(sw)}" height="${f1(sh)}" rx="${f1(t / 3)}"/>`,
      );
    }
    cursor += w * 1.3;
  }
  // A slight slant, as on most instrument displays.
  return `<g transform="translate(${f1(x)} ${f1(y)}) skewX(-6) translate(${f1(-x)} ${f1(-y)})">${parts.join("")}</g>`;
}

/** A pitted, rusted plate marked out in a grid for wall-thickness readings, a UT probe and gauge on it. */
function corrodedPlate() {
  const next = random(7);
  /** @type {{ x: number, y: number, r: number }[]} */
  const pits = [];
  for (let i = 0; i < 320; i++) {
    // Most pits gather where the coating failed first; a few are scattered over the rest.
    const clustered = next() < 0.75;
    const a = next() * Math.PI * 2;
    const d = Math.sqrt(next());
    const x = clustered ? 720 + Math.cos(a) * d * 520 : next() * W;
    const y = clustered ? 500 + Math.sin(a) * d * 300 : next() * H;
    pits.push({ x, y, r: 3 + next() ** 2.5 * 26 });
  }
  // On a grid point: readings are taken where the lines cross.
  const probe = { x: 1126, y: 539 };
  const cable = `M${probe.x + 15},${probe.y + 40} C${probe.x + 60},${probe.y + 200} ${probe.x - 40},${probe.y + 330} ${probe.x + 140},${probe.y + 380} S${probe.x + 330},${probe.y + 200} ${probe.x + 372},${probe.y + 206}`;
  const gauge = `translate(1560 1010) rotate(-17)`;
  const grid = [];
  for (let x = 160; x < W; x += 240) grid.push(`M${x},-40 L${x + 14},${H + 40}`);
  for (let y = 70; y < H; y += 240) grid.push(`M-40,${y} L${W + 40},${y - 18}`);
  const points = [];
  for (let x = 160; x < W; x += 240) {
    for (let y = 70; y < H; y += 240) points.push(`<circle cx="${x + (y / H) * 14}" cy="${y - (x / W) * 18}" r="7"/>`);
  }
  const pitGradient = `<radialGradient id="pit">
    <stop offset="0" stop-color="#1b1009"/><stop offset="0.55" stop-color="#3f2314"/>
    <stop offset="0.8" stop-color="#9a4e22" stop-opacity="0.8"/><stop offset="1" stop-color="#9a4e22" stop-opacity="0"/>
  </radialGradient>`;
  const gaugeBody = (/** @type {string} */ fill) =>
    `<g transform="${gauge}"><rect x="-210" y="-290" width="420" height="620" rx="52" fill="${fill}"/></g>`;
  const probeBody = (/** @type {string} */ fill) =>
    `<circle cx="${probe.x}" cy="${probe.y}" r="58" fill="${fill}"/><path d="${cable}" fill="none" stroke="${fill}" stroke-width="24" stroke-linecap="round"/>`;

  const colour = svg(`<defs>
  ${pitGradient}
  ${noisePatches("orange", { frequency: "0.007", seed: 31, colour: "#a35a2e", threshold: 0.42, softness: 0.25, opacity: 0.85 })}
  ${noisePatches("ochre", { frequency: "0.025", seed: 32, colour: "#b98b43", threshold: 0.6, softness: 0.12, opacity: 0.5 })}
  ${noisePatches("dark", { frequency: "0.016", octaves: 5, seed: 33, colour: "#3a2315", threshold: 0.56, softness: 0.14, opacity: 0.7 })}
  ${noisePatches("paint", { frequency: "0.0045", octaves: 5, seed: 34, colour: "#69716b", threshold: 0.63, softness: 0.02, opacity: 0.92 })}
  ${greyNoise("speckle", { frequency: "0.35", octaves: 1, seed: 35, contrast: 1.6 })}
  <filter id="marker" x="-5%" y="-5%" width="110%" height="110%">
    <feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="2" seed="36"/>
    <feDisplacementMap in="SourceGraphic" scale="9" xChannelSelector="R" yChannelSelector="G"/>
  </filter>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="16"/></filter>
  <linearGradient id="probeTop" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#5a5f66"/><stop offset="0.5" stop-color="#2c2f33"/><stop offset="1" stop-color="#17191b"/>
  </linearGradient>
  <linearGradient id="lcd" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#8f9a84"/><stop offset="0.15" stop-color="#aab59c"/><stop offset="1" stop-color="#a1ad94"/>
  </linearGradient>
</defs>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" fill="#5e3a24"/>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filter="url(#orange)"/>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filter="url(#dark)"/>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filter="url(#ochre)"/>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filter="url(#speckle)" opacity="0.12" style="mix-blend-mode:multiply"/>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filter="url(#paint)"/>
${pits.map((p) => `<ellipse cx="${f1(p.x)}" cy="${f1(p.y)}" rx="${f1(p.r)}" ry="${f1(p.r * 0.85)}" fill="url(#pit)"/>`).join("")}
<g filter="url(#marker)" fill="none" stroke="#e6e3d8" stroke-linecap="round" opacity="0.72">
  <path d="${grid.join(" ")}" stroke-width="5"/>
  <ellipse cx="700" cy="470" rx="270" ry="175" stroke-width="10" transform="rotate(-8 700 470)"/>
  <g fill="#e6e3d8" stroke="none">${points.join("")}</g>
</g>
<g filter="url(#shadow)" opacity="0.55" transform="translate(26 30)">${gaugeBody("#000")}${probeBody("#000")}</g>
<ellipse cx="${probe.x + 4}" cy="${probe.y + 6}" rx="92" ry="80" fill="#d8d2bc" opacity="0.28"/>
<path d="${cable}" fill="none" stroke="#1d1e20" stroke-width="24" stroke-linecap="round"/>
<circle cx="${probe.x}" cy="${probe.y}" r="58" fill="#1f2124"/>
<circle cx="${probe.x - 3}" cy="${probe.y - 4}" r="50" fill="url(#probeTop)"/>
<circle cx="${probe.x - 3}" cy="${probe.y - 4}" r="18" fill="#8c8f93"/>
<g transform="${gauge}">
  <rect x="-210" y="-290" width="420" height="620" rx="52" fill="#d9a21f"/>
  <rect x="-178" y="-258" width="356" height="556" rx="30" fill="#2b2f33"/>
  <rect x="-150" y="-228" width="300" height="170" rx="10" fill="url(#lcd)"/>
  <g fill="#20251f" opacity="0.88">${sevenSegment("4.87", -126, -196, 104)}</g>
  ${[0, 1, 2]
    .flatMap((row) =>
      [0, 1, 2].map(
        (col) =>
          `<rect x="${-138 + col * 98}" y="${-10 + row * 80}" width="80" height="56" rx="14" fill="${row === 0 && col === 1 ? "#c9372c" : "#494f55"}"/>`,
      ),
    )
    .join("")}
</g>`);

  const heightDefs = `${pitGradient.replace('id="pit"', 'id="pitDepth"').replace(/stop-color="#[0-9a-f]+"/g, 'stop-color="#000"')}
  ${greyNoise("lumps", { frequency: "0.012", octaves: 4, seed: 41, contrast: 0.8 })}
  ${greyNoise("grit", { frequency: "0.12", octaves: 2, seed: 42, contrast: 0.6 })}
  ${noisePatches("paintHeight", { frequency: "0.0045", octaves: 5, seed: 34, colour: "#fff", threshold: 0.63, softness: 0.02, opacity: 0.35 })}
  <filter id="round"><feGaussianBlur stdDeviation="5"/></filter>`;
  const objects = `<g filter="url(#round)" fill="#fff">
  <path d="${cable}" fill="none" stroke="#fff" stroke-width="20" stroke-linecap="round"/>
  <circle cx="${probe.x}" cy="${probe.y}" r="56"/>
  <g transform="${gauge}"><rect x="-210" y="-290" width="420" height="620" rx="52"/>
  <rect x="-178" y="-258" width="356" height="556" rx="30" fill="#aaa"/>
  ${[0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => `<rect x="${-138 + col * 98}" y="${-10 + row * 80}" width="80" height="56" rx="14"/>`)).join("")}</g>
</g>`;
  const heights = `<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" fill="#555"/>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filter="url(#lumps)" opacity="0.6"/>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filter="url(#grit)" opacity="0.35"/>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filter="url(#paintHeight)"/>
${pits.map((p) => `<ellipse cx="${f1(p.x)}" cy="${f1(p.y)}" rx="${f1(p.r)}" ry="${f1(p.r * 0.85)}" fill="url(#pitDepth)"/>`).join("")}
${objects}`;

  return /** @type {Scene} */ ({
    name: "corroded-plate",
    colour,
    heights,
    heightDefs,
    glossy: objects,
    light: { scale: 4, azimuth: 225, elevation: 42 },
    shine: { scale: 4, exponent: 28, strength: 0.3 },
    defocus: (_x, y) => (330 - y) / 330,
    blur: 6,
    grain: 3.4,
    vignette: 0.35,
    seed: 202,
  });
}

/** A painted pipe across the frame: flanged joint, girth weld under the paint, chips, plant blurred behind. */
function coatedPipe() {
  const next = random(11);
  const cy = 560;
  const r = 250;
  const tilt = `rotate(-1.6 ${W / 2} ${cy})`;
  const flange = { x: 300, width: 64, r: 300 };
  const weldX = 1080;
  /** Stud positions around the bolt circle, seen from the side: the near half only. */
  const studs = Array.from({ length: 5 }, (_, i) => cy + 272 * Math.cos((Math.PI * (i + 0.5)) / 5));
  const chips = Array.from({ length: 16 }, () => ({
    x: next() * W,
    y: cy - r + 30 + next() * (2 * r - 60),
    rx: 3 + next() ** 2 * 16,
    ry: 2 + next() ** 2 * 9,
    a: next() * 180,
  }));
  const flangeShape = (/** @type {string} */ fill) =>
    `<rect x="${flange.x}" y="${cy - flange.r}" width="${flange.width}" height="${2 * flange.r}" rx="6" fill="${fill}"/>
<rect x="${flange.x + flange.width + 8}" y="${cy - flange.r}" width="${flange.width}" height="${2 * flange.r}" rx="6" fill="${fill}"/>`;
  const studShapes = (/** @type {string} */ rod, /** @type {string} */ nut) =>
    studs
      .map(
        (y) =>
          `<rect x="${flange.x - 56}" y="${f1(y - 11)}" width="${2 * flange.width + 120}" height="22" rx="8" fill="${rod}"/>
<rect x="${flange.x - 34}" y="${f1(y - 24)}" width="34" height="48" rx="4" fill="${nut}"/>
<rect x="${flange.x + 2 * flange.width + 8}" y="${f1(y - 24)}" width="34" height="48" rx="4" fill="${nut}"/>`,
      )
      .join("");

  const colour = svg(`<defs>
  <filter id="far" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="22"/></filter>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>
  <linearGradient id="back" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#7d8a92"/><stop offset="0.45" stop-color="#4a5359"/><stop offset="1" stop-color="#2c3033"/>
  </linearGradient>
  <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#7a5a10"/><stop offset="0.1" stop-color="#c99a24"/><stop offset="0.24" stop-color="#f2cc5c"/>
    <stop offset="0.33" stop-color="#e4b43a"/><stop offset="0.6" stop-color="#b98714"/><stop offset="0.86" stop-color="#75540a"/>
    <stop offset="0.95" stop-color="#5d4509"/><stop offset="1" stop-color="#3d2c05"/>
  </linearGradient>
  <linearGradient id="flangePaint" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#5e420c"/><stop offset="0.2" stop-color="#c28a26"/><stop offset="0.3" stop-color="#d9a041"/>
    <stop offset="0.65" stop-color="#93640f"/><stop offset="1" stop-color="#3a2905"/>
  </linearGradient>
  <linearGradient id="rim" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.2" stop-color="#fff" stop-opacity="0"/>
    <stop offset="0.75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/>
  </linearGradient>
  <linearGradient id="column" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#4a5055"/><stop offset="0.3" stop-color="#9aa1a6"/><stop offset="0.55" stop-color="#7d848a"/>
    <stop offset="1" stop-color="#3b4044"/>
  </linearGradient>
  <linearGradient id="steel" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#c7ccd0"/><stop offset="0.5" stop-color="#6d7378"/><stop offset="1" stop-color="#2f3336"/>
  </linearGradient>
  <linearGradient id="rustRun" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#7a3a18" stop-opacity="0.9"/><stop offset="1" stop-color="#7a3a18" stop-opacity="0"/>
  </linearGradient>
  ${noisePatches("mottle", { frequency: "0.004 0.03", seed: 51, colour: "#6b5220", threshold: 0.58, softness: 0.2, opacity: 0.25 })}
  <clipPath id="pipeClip"><rect x="-200" y="${cy - r}" width="${W + 400}" height="${2 * r}"/></clipPath>
</defs>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" fill="url(#back)"/>
<g filter="url(#far)">
  <rect x="1320" y="-80" width="620" height="300" fill="#d5dde1"/>
  <rect x="${-M}" y="930" width="${W + 2 * M}" height="400" fill="#57544d"/>
  <rect x="120" y="-80" width="110" height="1400" fill="#39404a"/>
  <rect x="820" y="-80" width="70" height="1400" fill="#5f676d"/>
  <rect x="1480" y="-80" width="130" height="1400" fill="#343a3f"/>
  <rect x="${-M}" y="180" width="${W + 2 * M}" height="22" fill="#c7a02e"/>
  <rect x="${-M}" y="260" width="${W + 2 * M}" height="16" fill="#c7a02e"/>
  <rect x="${-M}" y="1010" width="${W + 2 * M}" height="60" fill="#7a7d7e"/>
  <circle cx="1120" cy="120" r="40" fill="#f1f3f2"/>
</g>
<g transform="${tilt}">
  <rect x="-200" y="${cy + r - 10}" width="${W + 400}" height="90" fill="#15181a" opacity="0.5" filter="url(#soft)"/>
  <g transform="translate(1450 0)">
    <rect x="-120" y="${cy + r - 30}" width="240" height="560" fill="url(#column)"/>
    <rect x="-150" y="${cy + r - 8}" width="300" height="28" fill="#3f4449"/>
  </g>
  <rect x="-200" y="${cy - r}" width="${W + 400}" height="${2 * r}" fill="url(#paint)"/>
  <g clip-path="url(#pipeClip)">
    <rect x="-200" y="${cy - r}" width="${W + 400}" height="${2 * r}" filter="url(#mottle)"/>
    <rect x="${weldX - 30}" y="${cy - r}" width="60" height="${2 * r}" fill="#000" opacity="0.06"/>
    ${chips.map((c) => `<ellipse cx="${f1(c.x)}" cy="${f1(c.y)}" rx="${f1(c.rx)}" ry="${f1(c.ry)}" transform="rotate(${f1(c.a)} ${f1(c.x)} ${f1(c.y)})" fill="#74321d" opacity="0.9"/>`).join("")}
    <path d="M1330,${cy - 60} L1560,${cy - 60} L1560,${cy - 100} L1660,${cy - 10} L1560,${cy + 80} L1560,${cy + 40} L1330,${cy + 40} Z" fill="#1b1c1c" opacity="0.9"/>
  </g>
  ${studShapes("url(#steel)", "#3a3d40")}
  ${flangeShape("url(#flangePaint)")}
  ${flangeShape("url(#rim)")}
  <rect x="${flange.x + flange.width}" y="${cy - flange.r + 6}" width="8" height="${2 * flange.r - 12}" fill="#222"/>
  <rect x="${flange.x + 20}" y="${cy + flange.r - 40}" width="90" height="220" fill="url(#rustRun)" opacity="0.7" filter="url(#soft)"/>
</g>`);

  const heightDefs = `${greyNoise("peel", { frequency: "0.07", octaves: 2, seed: 52, contrast: 0.35 })}
  ${greyNoise("cast", { frequency: "0.02", octaves: 3, seed: 53, contrast: 0.3 })}
  <filter id="hround"><feGaussianBlur stdDeviation="4"/></filter>
  <filter id="hweld"><feGaussianBlur stdDeviation="12"/></filter>
  <linearGradient id="highlight" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.18" stop-color="#fff" stop-opacity="0.9"/>
    <stop offset="0.38" stop-color="#fff" stop-opacity="0.9"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
  <mask id="shinyBand"><rect x="-200" y="${cy - r}" width="${W + 400}" height="${2 * r}" fill="url(#highlight)"/></mask>
  <clipPath id="hpipe"><rect x="-200" y="${cy - r}" width="${W + 400}" height="${2 * r}"/></clipPath>`;
  const paintRelief = `<g transform="${tilt}">
  <g clip-path="url(#hpipe)">
    <rect x="-200" y="${cy - r}" width="${W + 400}" height="${2 * r}" fill="#777"/>
    <rect x="-200" y="${cy - r}" width="${W + 400}" height="${2 * r}" filter="url(#peel)" opacity="0.5"/>
    <rect x="${weldX - 26}" y="${cy - r}" width="52" height="${2 * r}" fill="#fff" opacity="0.7" filter="url(#hweld)"/>
    ${chips.map((c) => `<ellipse cx="${f1(c.x)}" cy="${f1(c.y)}" rx="${f1(c.rx)}" ry="${f1(c.ry)}" transform="rotate(${f1(c.a)} ${f1(c.x)} ${f1(c.y)})" fill="#444"/>`).join("")}
  </g>
</g>`;
  const heights = `<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" fill="#333"/>
${paintRelief}
<g transform="${tilt}" filter="url(#hround)">
  ${studShapes("#fff", "#eee")}
  ${flangeShape("#bbb")}
</g>`;

  return /** @type {Scene} */ ({
    name: "coated-pipe",
    colour,
    heights,
    heightDefs,
    glossy: `<g mask="url(#shinyBand)" transform="${tilt}"><g transform="rotate(1.6 ${W / 2} ${cy})">${paintRelief}</g></g>`,
    light: { scale: 3, azimuth: 250, elevation: 50, strength: 0.8 },
    shine: { scale: 3, exponent: 40, strength: 0.45 },
    grain: 3,
    vignette: 0.3,
    seed: 303,
  });
}

/**
 * A colour `#rrggbb` scaled by `k` (lighter above 1), as a shaded face of it.
 * @param {string} hex
 * @param {number} k
 */
function shade(hex, k) {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (/** @type {number} */ shift) => clamp(Math.round(((value >> shift) & 255) * k), 0, 255);
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

/** A pipe rack seen from beside it at eye level: bents and pipes running to the vanishing point, haze far off. */
function pipeRack() {
  const f = 950;
  const vp = { x: 560, y: 690 };
  const eye = { x: -4.6, y: 1.6 };
  /** Screen position of a point in metres: x across, y up, z away from the camera. */
  const at = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ z) => ({
    x: vp.x + ((x - eye.x) * f) / z,
    y: vp.y - ((y - eye.y) * f) / z,
  });
  const pt = (/** @type {{ x: number, y: number }} */ p) => `${f1(p.x)},${f1(p.y)}`;
  const tiers = { low: 3.8, high: 7.0 };
  const pipes = [
    { x: -2.45, y: tiers.low, r: 0.3, colour: "#8d9298" },
    { x: -1.7, y: tiers.low, r: 0.2, colour: "#c7a02e" },
    { x: -0.85, y: tiers.low, r: 0.42, colour: "#b8bfc5", clad: true },
    { x: 0.25, y: tiers.low, r: 0.26, colour: "#5d7c58" },
    { x: 1.0, y: tiers.low, r: 0.15, colour: "#a5382d" },
    { x: 1.75, y: tiers.low, r: 0.36, colour: "#7f858b" },
    { x: 2.6, y: tiers.low, r: 0.18, colour: "#4b7096" },
    { x: -2.1, y: tiers.high, r: 0.5, colour: "#b3bac0", clad: true },
    { x: -0.6, y: tiers.high, r: 0.3, colour: "#868b90" },
    { x: 0.6, y: tiers.high, r: 0.24, colour: "#c29b2b" },
    { x: 2.0, y: tiers.high, r: 0.4, colour: "#767b80" },
  ].sort((a, b) => b.x - a.x);
  const bents = Array.from({ length: 26 }, (_, i) => 6.5 + i * 6);
  const far = 420;
  const column = "#5c6a74";

  /** One pipe between two depths, as bands along its length each lit by the angle of its surface. */
  const pipeSegment = (
    /** @type {(typeof pipes)[number]} */ pipe,
    /** @type {number} */ z0,
    /** @type {number} */ z1,
  ) => {
    const near = at(pipe.x, pipe.y + pipe.r, z0);
    const away = at(pipe.x, pipe.y + pipe.r, z1);
    const r0 = (pipe.r * f) / z0;
    const r1 = (pipe.r * f) / z1;
    let dx = away.x - near.x;
    let dy = away.y - near.y;
    const length = Math.hypot(dx, dy) || 1;
    dx /= length;
    dy /= length;
    // The normal that points up the screen: its side of the pipe faces the sky.
    const n = dx >= 0 ? { x: dy, y: -dx } : { x: -dy, y: dx };
    const bands = 22;
    // The whole outline first, in the mid tone: the hairlines antialiasing leaves between bands show it, not the sky.
    const outline = [
      { x: near.x + n.x * r0, y: near.y + n.y * r0 },
      { x: away.x + n.x * r1, y: away.y + n.y * r1 },
      { x: away.x - n.x * r1, y: away.y - n.y * r1 },
      { x: near.x - n.x * r0, y: near.y - n.y * r0 },
    ];
    const parts = [`<path d="M${outline.map(pt).join(" L")} Z" fill="${shade(pipe.colour, 0.75)}"/>`];
    for (let i = 0; i < bands; i++) {
      const a0 = -Math.PI / 2 + (Math.PI * i) / bands;
      const a1 = -Math.PI / 2 + (Math.PI * (i + 1)) / bands;
      const t0 = Math.sin(a0);
      const t1 = Math.sin(a1);
      const mid = (a0 + a1) / 2;
      // Sky light from above and a little sun from the upper left; the underside sees the concrete.
      const light = 0.42 + 0.62 * Math.max(0, Math.sin(mid + 0.35)) + 0.12 * Math.max(0, -Math.sin(mid));
      const corner = (/** @type {{ x: number, y: number }} */ c, /** @type {number} */ r, /** @type {number} */ t) => ({
        x: c.x + n.x * r * t,
        y: c.y + n.y * r * t,
      });
      const quad = [corner(near, r0, t0), corner(away, r1, t0), corner(away, r1, t1), corner(near, r0, t1)];
      parts.push(`<path d="M${quad.map(pt).join(" L")} Z" fill="${shade(pipe.colour, light)}"/>`);
    }
    if (pipe.clad) {
      // Cladding sheets overlap every 1.2 m: a dark seam across the pipe.
      for (let z = Math.ceil(z0 / 1.2) * 1.2; z < z1 && z < 90; z += 1.2) {
        const c = at(pipe.x, pipe.y + pipe.r, z);
        const rr = (pipe.r * f) / z;
        parts.push(
          `<path d="M${pt({ x: c.x + n.x * rr, y: c.y + n.y * rr })} L${pt({ x: c.x - n.x * rr, y: c.y - n.y * rr })}" stroke="#5d6368" stroke-width="${f1(Math.max(0.6, 40 / z))}" opacity="0.6"/>`,
        );
      }
    }
    return parts.join("");
  };

  /** Columns and beams of one bent at depth z, with knee braces. */
  const bent = (/** @type {number} */ z) => {
    const parts = [];
    for (const x of [3, -3]) {
      const base = at(x, 0, z);
      const top = at(x, tiers.high + 0.2, z);
      const w = (0.36 * f) / z;
      parts.push(
        `<rect x="${f1(base.x - w / 2)}" y="${f1(top.y)}" width="${f1(w)}" height="${f1(base.y - top.y)}" fill="${column}"/>`,
        `<rect x="${f1(base.x - w / 2)}" y="${f1(top.y)}" width="${f1(w * 0.18)}" height="${f1(base.y - top.y)}" fill="${shade(column, 1.35)}"/>`,
      );
    }
    for (const y of [tiers.low, tiers.high]) {
      const left = at(-3.25, y, z);
      const right = at(3.25, y - 0.45, z);
      parts.push(
        `<rect x="${f1(left.x)}" y="${f1(left.y)}" width="${f1(right.x - left.x)}" height="${f1(right.y - left.y)}" fill="${shade(column, 0.92)}"/>`,
        `<rect x="${f1(left.x)}" y="${f1(right.y - (0.06 * f) / z)}" width="${f1(right.x - left.x)}" height="${f1((0.06 * f) / z)}" fill="${shade(column, 0.6)}"/>`,
      );
    }
    const braceWidth = f1((0.08 * f) / z);
    for (const side of [-1, 1]) {
      const foot = at(side * 3, tiers.low - 1.2, z);
      const head = at(side * 1.9, tiers.low - 0.2, z);
      parts.push(`<path d="M${pt(foot)} L${pt(head)}" stroke="${shade(column, 0.85)}" stroke-width="${braceWidth}"/>`);
    }
    return parts.join("");
  };

  /** Longitudinal beams and a run of X-bracing along the near side, between two bents. */
  const bay = (/** @type {number} */ z0, /** @type {number} */ z1, /** @type {number} */ index) => {
    const parts = [];
    for (const x of [3, -3]) {
      for (const y of [tiers.low - 0.2, tiers.high - 0.2]) {
        const a = at(x, y, z0);
        const b = at(x, y, z1);
        parts.push(
          `<path d="M${pt(a)} L${pt(b)}" stroke="${shade(column, 0.8)}" stroke-width="${f1((0.3 * f) / z0)}"/>`,
        );
      }
    }
    if (index % 4 === 1) {
      const w = f1((0.1 * f) / z0);
      parts.push(
        `<path d="M${pt(at(-3, 0.3, z0))} L${pt(at(-3, tiers.low - 0.4, z1))} M${pt(at(-3, tiers.low - 0.4, z0))} L${pt(at(-3, 0.3, z1))}" stroke="${shade(column, 0.75)}" stroke-width="${w}"/>`,
      );
    }
    return parts.join("");
  };

  const structure = [];
  const depths = [far, ...[...bents].reverse()];
  for (let i = 0; i < depths.length; i++) {
    const z1 = depths[i] ?? far;
    const z0 = depths[i + 1] ?? 2.2;
    if (i > 0) structure.push(bent(z1));
    structure.push(bay(z0, z1, i));
    // Segments overlap a little so no hairline of sky shows where they meet.
    for (const pipe of pipes) structure.push(pipeSegment(pipe, z0 * 0.995, z1 * 1.005));
  }

  const joints = [];
  for (const x of [-12, -8, -4.6, -1, 3, 7, 12, 18]) {
    joints.push(`M${pt(at(x, 0, 2))} L${pt(at(x, 0, far))}`);
  }
  for (let z = 4; z < 200; z *= 1.35) joints.push(`M${pt(at(-40, 0, z))} L${pt(at(40, 0, z))}`);
  const shadow = [at(-2.4, 0, 2.5), at(3.8, 0, 2.5), at(3.8, 0, far), at(-2.4, 0, far)];

  const colour = svg(`<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#9fb3c3"/><stop offset="0.55" stop-color="#d5dde3"/><stop offset="1" stop-color="#e6e9ea"/>
  </linearGradient>
  <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#b3b0a7"/><stop offset="0.3" stop-color="#928e85"/><stop offset="1" stop-color="#6f6b63"/>
  </linearGradient>
  <radialGradient id="haze" cx="${vp.x}" cy="${vp.y}" r="760" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="#dfe4e7" stop-opacity="0.75"/><stop offset="0.2" stop-color="#dfe4e7" stop-opacity="0.35"/>
    <stop offset="0.55" stop-color="#dfe4e7" stop-opacity="0.08"/><stop offset="1" stop-color="#dfe4e7" stop-opacity="0"/>
  </radialGradient>
  ${noisePatches("clouds", { frequency: "0.0025 0.006", octaves: 5, seed: 61, colour: "#f4f6f7", threshold: 0.5, softness: 0.3, opacity: 0.7 })}
  ${noisePatches("stains", { frequency: "0.004 0.03", octaves: 4, seed: 62, colour: "#4d4a44", threshold: 0.55, softness: 0.2, opacity: 0.35 })}
  <filter id="distance" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.6"/></filter>
  <filter id="shadowBlur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="14"/></filter>
  <clipPath id="above"><rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${vp.y + M}"/></clipPath>
  <clipPath id="below"><rect x="${-M}" y="${vp.y}" width="${W + 2 * M}" height="${H - vp.y + M}"/></clipPath>
</defs>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" fill="url(#sky)"/>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filter="url(#clouds)" clip-path="url(#above)"/>
<g filter="url(#distance)" opacity="0.8">
  <path d="M40,${vp.y} L40,${vp.y - 120} Q200,${vp.y - 150} 360,${vp.y - 120} L360,${vp.y} Z" fill="#aab4ba"/>
  <rect x="410" y="${vp.y - 330}" width="16" height="330" fill="#9ea9b0"/>
  <path d="M1280,${vp.y} L1280,${vp.y - 60} L1500,${vp.y - 60} L1500,${vp.y - 95} L1560,${vp.y - 95} L1560,${vp.y} Z" fill="#b0b9bf"/>
</g>
<g clip-path="url(#below)">
  <rect x="${-M}" y="${vp.y}" width="${W + 2 * M}" height="${H - vp.y + M}" fill="url(#ground)"/>
  <rect x="${-M}" y="${vp.y}" width="${W + 2 * M}" height="${H - vp.y + M}" filter="url(#stains)"/>
  <path d="${joints.join(" ")}" stroke="#4e4b45" stroke-width="2" opacity="0.5"/>
  <path d="M${shadow.map(pt).join(" L")} Z" fill="#2d2c29" opacity="0.3" filter="url(#shadowBlur)"/>
</g>
${structure.join("\n")}
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" fill="url(#haze)"/>`);

  const heightDefs = `${greyNoise("concrete", { frequency: "0.05 0.2", octaves: 3, seed: 63, contrast: 0.5 })}
  <clipPath id="hbelow"><rect x="${-M}" y="${vp.y + 40}" width="${W + 2 * M}" height="${H - vp.y + M}"/></clipPath>`;
  const heights = `<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" fill="#666"/>
<rect x="${-M}" y="${-M}" width="${W + 2 * M}" height="${H + 2 * M}" filter="url(#concrete)" clip-path="url(#hbelow)" opacity="0.5"/>`;

  return /** @type {Scene} */ ({
    name: "pipe-rack",
    colour,
    heights,
    heightDefs,
    light: { scale: 2, azimuth: 250, elevation: 55, strength: 0.6 },
    // A wide shot at a small aperture: everything sharp, only the lens's own softness.
    defocus: () => 0.5,
    blur: 0.9,
    grain: 3.6,
    vignette: 0.28,
    seed: 404,
  });
}

const scenes = [weldBead, corrodedPlate, coatedPipe, pipeRack];

const outDir = resolve(process.argv[2] ?? fileURLToPath(new URL("../../app/content/photos/samples", import.meta.url)));
await mkdir(outDir, { recursive: true });
for (const make of scenes) {
  const started = performance.now();
  const scene = make();
  const jpeg = await render(scene);
  const file = join(outDir, `${scene.name}.jpg`);
  await writeFile(file, jpeg);
  console.log(
    `${file}: ${W}×${H}, ${(jpeg.length / 1024).toFixed(0)} KB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
