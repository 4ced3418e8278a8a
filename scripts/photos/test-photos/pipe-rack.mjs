// The scene of samples/pipe-rack.jpg (see make-test-photos.mjs): its colours and height map as SVG, its light, lens
// and grain.
import { f1, H, M, shade, svg, W } from "./canvas.mjs";
import { greyNoise, noisePatches } from "./textures.mjs";

/** @import { Scene } from "./camera.mjs" */

/** A pipe rack seen from beside it at eye level: bents and pipes running to the vanishing point, haze far off. */
export function pipeRack() {
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
