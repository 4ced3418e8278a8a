// The scene of samples/coated-pipe.jpg (see make-test-photos.mjs): its colours and height map as SVG, its light, lens
// and grain.
import { f1, H, M, random, svg, W } from "./canvas.mjs";
import { greyNoise, noisePatches } from "./textures.mjs";

/** @import { Scene } from "./camera.mjs" */

/** A painted pipe across the frame: flanged joint, girth weld under the paint, chips, plant blurred behind. */
export function coatedPipe() {
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
