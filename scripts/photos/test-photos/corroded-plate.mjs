// The scene of samples/corroded-plate.jpg (see make-test-photos.mjs): its colours and height map as SVG, its light, lens
// and grain.
import { f1, H, M, random, svg, W } from "./canvas.mjs";
import { greyNoise, noisePatches } from "./textures.mjs";

/** @import { Scene } from "./camera.mjs" */

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
export function corrodedPlate() {
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
