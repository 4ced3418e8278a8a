// The scene of samples/weld-bead.jpg (see make-test-photos.mjs): its colours and height map as SVG, its light, lens
// and grain.
import { f1, H, M, random, svg, W } from "./canvas.mjs";
import { greyNoise, noisePatches } from "./textures.mjs";

/** @import { Scene } from "./camera.mjs" */

/** A weld cap across a steel plate, close up: ripples, heat tint, spatter, ground plate either side. */
export function weldBead() {
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
