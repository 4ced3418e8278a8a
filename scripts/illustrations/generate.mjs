// Generates the site's original flat SVG illustrations into public/images.
// Usage: node scripts/illustrations/generate.mjs
// No dependencies; the output is deterministic, so running it again rewrites
// exactly the same files.
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const OUT = fileURLToPath(new URL("../../public/images/", import.meta.url));

// Palette (the only colours used).
const N = "#0b1f33"; // deep navy
const ST = "#1d3a57"; // steel
const SL = "#3e5c76"; // slate
const LS = "#9fb3c8"; // light steel
const PA = "#e6edf3"; // pale
const WH = "#fff"; // white
const OR = "#f26b1d"; // arc orange
const AM = "#f5a524"; // amber
const GL = "#ffd08a"; // weld glow

/* ---------- primitives ---------- */
const r = Math.round;
// "x y" pair, dropping the space before a negative y
const xy = (x, y) => `${x}${y < 0 ? "" : " "}${y}`;
const op = (o) => ` opacity="${String(o).replace(/^0\./, ".")}"`;
const RC = ' stroke-linecap="round" stroke-linejoin="round"';
const rx = (n) => ` rx="${n}"`;
const at = (k, v) => (v ? ` ${k}="${v}"` : "");
const R = (x, y, w, h, c, e = "") => `<rect${at("x", x)}${at("y", y)} width="${w}" height="${h}" fill="${c}"${e}/>`;
const C = (x, y, q, c, e = "") => `<circle cx="${x}" cy="${y}" r="${q}" fill="${c}"${e}/>`;
const E = (x, y, a, b, c, e = "") => `<ellipse cx="${x}" cy="${y}" rx="${a}" ry="${b}" fill="${c}"${e}/>`;
const P = (d, c, e = "") => `<path d="${d}" fill="${c}"${e}/>`;
const L = (d, c, w, e = "") => `<path d="${d}" fill="none" stroke="${c}" stroke-width="${w}"${e}/>`;
// rectangle as a path segment, to merge same-coloured shapes into one path
const box = (x, y, w, h) => `M${xy(x, y)}h${w}v${h}h${-w}z`;
// group with round line caps and joins
const RG = (b) => `<g${RC}>${b}</g>`;
const G = (t, b, e = "") => `<g transform="${t}"${e}>${b}</g>`;
const T = (x, y, s, b) => G(`translate(${x} ${y})${s === 1 ? "" : ` scale(${s})`}`, b);
const ring = (x, y, q, c, w, e = "") => C(x, y, q, "none", ` stroke="${c}" stroke-width="${w}"${e}`);
const dots = (d, c, w, gap) => L(d, c, w, ` stroke-linecap="round" stroke-dasharray="0 ${gap}"`);

const GRADS = {
  b: `<linearGradient id="b" x2="0" y2="1"><stop stop-color="${N}"/><stop offset="1" stop-color="${ST}"/></linearGradient>`,
  g: `<radialGradient id="g"><stop stop-color="${GL}"/><stop offset=".2" stop-color="${AM}" stop-opacity=".7"/><stop offset="1" stop-color="${OR}" stop-opacity="0"/></radialGradient>`,
  f: `<linearGradient id="f"><stop offset=".3" stop-color="${N}" stop-opacity=".9"/><stop offset=".6" stop-color="${N}" stop-opacity="0"/></linearGradient>`,
  w: `<linearGradient id="w" x2="0" y2="1"><stop stop-color="${SL}"/><stop offset=".5" stop-color="${ST}"/><stop offset="1" stop-color="${N}"/></linearGradient>`,
};

function svg(w, h, body) {
  const defs = Object.keys(GRADS)
    .filter((k) => body.includes(`url(#${k})`))
    .map((k) => GRADS[k])
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`;
}

let seed = 7;
const rnd = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

/* ---------- building blocks ---------- */
const bg = (w, h) => R(0, 0, w, h, "url(#b)");
const ground = (y, w, h, o = 0.55) => R(0, y, w, h - y, N, o < 1 ? op(o) : "");
const glow = (x, y, q, o) => C(x, y, q, "url(#g)", o ? op(o) : "");
const arc = (x, y, q = 60) => glow(x, y, q) + C(x, y, r(q / 6), GL, op(0.5)) + C(x, y, r(q / 14), WH);

function sparks(x, y, n, q, a0 = -3, a1 = 0.3, w = 2) {
  let d1 = "";
  let d2 = "";
  for (let i = 0; i < n; i++) {
    const a = a0 + (a1 - a0) * rnd();
    const d0 = q * (0.15 + 0.7 * rnd());
    const l = q * (0.04 + 0.2 * rnd());
    const s = `M${xy(r(x + Math.cos(a) * d0), r(y + Math.sin(a) * d0))}l${xy(r(Math.cos(a) * l), r(Math.sin(a) * l))}`;
    if (i % 2) d1 += s;
    else d2 += s;
  }
  return L(d1, GL, w, RC) + L(d2, AM, w, RC);
}

// weld beads: a light band with ripples made by a dashed stroke
const beadV = (x, y, h, w = 10) => R(x - w / 2, y, w, h, LS) + L(`M${x} ${y}v${h}`, PA, w, ' stroke-dasharray="2 4"');
const beadH = (x, y, l, w = 10) => R(x, y - w / 2, l, w, LS) + L(`M${x} ${y}h${l}`, PA, w, ' stroke-dasharray="2 4"');

const pipe = (x, y, l, d, c = SL) =>
  R(x, y, l, d, c) +
  R(x, y + r(d * 0.15), l, r(d * 0.12), LS, op(0.45)) +
  R(x, y + r(d * 0.7), l, d - r(d * 0.7), N, op(0.3));
const pipeEnd = (x, y, d) => E(x, y + d / 2, r(d * 0.16), d / 2, LS) + E(x, y + d / 2, r(d * 0.11), r(d * 0.42), N);
const vpipe = (x, y, w, h, c = SL) => R(x, y, w, h, c) + R(x + r(w * 0.15), y, r(w * 0.15), h, LS, op(0.4));

const tank = (x, y, w, h, c) =>
  P(`M${x} ${y}v${-h}q${w / 2} ${-r(h * 0.3)} ${w} 0v${h}z`, c) +
  L(`M${x} ${y - r(h / 3)}h${w}M${x} ${y - r((2 * h) / 3)}h${w}`, N, 2, op(0.3));
const column = (x, y, w, h, c) =>
  R(x, y - h, w, h, c, rx(w / 2)) +
  L(`M${x - 8} ${y - r(h * 0.35)}h${w + 16}M${x - 8} ${y - r(h * 0.7)}h${w + 16}`, c, 3);

// lattice between two points, width w1 -> w2, n zig-zags
function lat(x1, y1, x2, y2, w1, w2, n, c, sw = 3) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy);
  const ux = -dy / len / 2;
  const uy = dx / len / 2;
  const pt = (t, s) => {
    const w = w1 + (w2 - w1) * t;
    return xy(r(x1 + dx * t + ux * w * s), r(y1 + dy * t + uy * w * s));
  };
  const z = [];
  for (let i = 0; i <= n; i++) z.push(pt(i / n, i % 2 ? 1 : -1));
  return L(`M${pt(0, 1)}L${pt(1, 1)}M${pt(0, -1)}L${pt(1, -1)}M${z.join("L")}`, c, sw, ' stroke-linejoin="round"');
}

const flame = (x, y, s = 1) =>
  T(
    x,
    y,
    s,
    glow(2, -24, 70, 0.7) +
      P("M0 0c-16-8-10-30 2-48c0 14 16 22 8 40c-2 5-6 8-10 8z", OR) +
      P("M0-2c-8-6-4-18 2-28c0 10 8 14 4 24z", AM) +
      P("M1-4c-3-3-2-9 1-14c0 5 3 8 1 12z", GL),
  );
const flare = (x, y, h, c) => lat(x, y, x, y - h, 26, 10, r(h / 22), c, 3) + flame(x, y - h);

// ship-to-shore container crane, ground at 0, ~280 high
const crane = (c) =>
  P(
    box(-50, -180, 8, 180) +
      box(42, -180, 8, 180) +
      box(-54, -190, 108, 12) +
      box(-150, -218, 330, 10) +
      box(96, -208, 16, 8) +
      box(90, -122, 28, 6) +
      "M-6-218l3-60h6l3 60z",
    c,
  ) + L("M0-276L-150-214M0-276L178-214M-46-170L46-90M46-170L-46-90M104-200v80", c, 3);

// container ship, waterline at 0
function ship(c, boxes = [SL, OR, LS, AM, SL, OR, LS]) {
  let b = P("M-220-34h440l-26 34h-396z", c) + R(-204, -90, 40, 56, c);
  b += R(-200, -102, 30, 12, c) + R(-198, -84, 32, 6, LS, op(0.5));
  boxes.forEach((k, i) => {
    b += L(`M${-140 + i * 44} -34v${-34 - (i % 3) * 18}`, k, 40, ' stroke-dasharray="16 2"');
  });
  return b;
}

// crane hook block, hook eye at y=-44
const hook = (c = LS) => R(-16, -44, 32, 34, c, rx(4)) + C(0, -27, 6, N) + L("M0-10v16a13 13 0 1 1-13 13", c, 7, RC);

const gauge = (x, y, q) =>
  C(x, y, q, LS) + C(x, y, q - r(q / 5), PA) + L(`M${x} ${y}l${r(q * 0.5)} ${-r(q * 0.45)}`, OR, r(q / 6) || 1, RC);

const device = (x, y, w, h, scr) =>
  R(x, y, w, h, ST, rx(10)) +
  R(x + 10, y + 10, w - 20, h - 44, N, rx(4)) +
  scr +
  dots(`M${x + 24} ${y + h - 17}h${w - 80}`, SL, 10, 20) +
  C(x + w - 26, y + h - 17, 9, OR);

const ascan = (x, y, w, h) =>
  L(`M${x} ${y + h}h${w}`, SL, 2) +
  L(
    `M${x} ${y + h}h${r(w * 0.06)}l4 ${-h}l4 ${h}h${r(w * 0.3)}l3 ${-r(h * 0.45)}l3 ${r(h * 0.45)}h${r(w * 0.25)}l4 ${-r(h * 0.8)}l4 ${r(h * 0.8)}H${x + w}`,
    AM,
    2,
    ' stroke-linejoin="round"',
  );

// sector scan fan, apex (cx,cy), angles in degrees from vertical (down)
function fan(cx, cy, q, a1, a2, blobs = []) {
  const pt = (a, k) => `${r(cx + Math.sin((a * Math.PI) / 180) * k)} ${r(cy + Math.cos((a * Math.PI) / 180) * k)}`;
  let g = "";
  for (const f of [0.35, 0.65]) {
    const k = r(q * f);
    g += `M${pt(a1, k)}A${k} ${k} 0 0 0 ${pt(a2, k)}`;
  }
  const k = r(q * 0.9);
  let b =
    P(`M${cx} ${cy}L${pt(a1, q)}A${q} ${q} 0 0 0 ${pt(a2, q)}z`, SL) +
    L(g, LS, 1, op(0.4)) +
    L(`M${pt(a1, k)}A${k} ${k} 0 0 0 ${pt(a2, k)}`, AM, 4, op(0.7));
  for (const [a, f, s] of blobs) {
    const [x, y] = pt(a, q * f).split(" ");
    b += E(x, y, 2 * s, s, OR) + E(x, y, s, r(s / 2), GL);
  }
  return b;
}

// phased array probe on wedge, standing on surface y=0
const probe = (c = ST) => P("M-26 0h52l-8-16h-36z", AM) + R(-16, -34, 32, 20, c, rx(3)) + R(-16, -34, 32, 5, LS);

const mag = (x, y, q, c = LS) =>
  C(x, y, q, PA, op(0.15)) +
  ring(x, y, q, c, r(q / 5)) +
  L(`M${r(x + q * 0.72)} ${r(y + q * 0.72)}l${r(q * 0.6)} ${r(q * 0.6)}`, c, r(q / 3), RC);

const check = (x, y, s, c = OR, w = 6) => L(`M${x} ${y}l${s} ${s}l${2 * s} ${-2 * s}`, c, w, RC);

const clip = (x, y, w = 40, h = 54) =>
  R(x, y, w, h, SL, rx(3)) +
  R(x + 4, y + 6, w - 8, h - 10, PA) +
  R(x + w / 2 - 8, y - 3, 16, 7, LS, rx(2)) +
  L(`M${x + 9} ${y + 18}h${w - 18}M${x + 9} ${y + 28}h${w - 18}M${x + 9} ${y + 38}h${w - 24}`, LS, 3);

const tablet = (x, y, w, h, scr = "") => R(x, y, w, h, N, rx(6)) + R(x + 5, y + 5, w - 10, h - 10, ST, rx(2)) + scr;

const bars = (x, y, w, hs, c = AM) => L(hs.map((h, i) => `M${x + i * w * 1.6} ${y}v${-h}`).join(""), c, w);

function gear(cx, cy, q, n, c, hole = N) {
  let d = "";
  for (let i = 0; i < n * 4; i++) {
    const a = (i * Math.PI) / (2 * n);
    const k = i % 4 < 2 ? q : q * 0.78;
    d += `${i ? "L" : "M"}${r(cx + Math.cos(a) * k)} ${r(cy + Math.sin(a) * k)}`;
  }
  return P(`${d}z`, c) + C(cx, cy, r(q * 0.32), hole);
}

const ibeam = (x, y, s, c) => T(x, y, s, P("M-20-24h40v8h-15v32h15v8h-40v-8h15v-32h-15z", c));
const beam = (x, y, l, h, c) => R(x, y, l, h, c) + L(`M${x} ${y + 4}h${l}M${x} ${y + h - 4}h${l}`, N, 2, op(0.35));
const col = (x, y, w, h, c) => R(x, y, w, h, c) + L(`M${x + 4} ${y}v${h}M${x + w - 4} ${y}v${h}`, N, 2, op(0.35));

function sea(y, w, h, rows = 4) {
  let d = "";
  for (let j = 0; j < rows; j++) {
    const yy = y + 14 + j * r((h - y) / (rows + 1));
    for (let x = (j % 2) * 70 + 20; x < w; x += 190 + j * 20) d += `M${x} ${yy}q15-6 30 0t30 0`;
  }
  return R(0, y, w, h - y, "url(#w)") + L(d, LS, 2, `${op(0.3)}${RC}`);
}

// offshore platform, waterline at 0
function platform(c) {
  let b = L("M-120 60L-102-130M120 60L102-130M-42 60L-36-130M42 60L36-130", c, 9);
  let d = "";
  for (const [a, bb] of [
    [-114, -40],
    [-40, 40],
    [40, 114],
  ]) {
    d += `M${a} 30L${bb}-50M${bb} 30L${a}-50M${a}-50L${bb}-120M${bb}-50L${a}-120`;
  }
  b += L(d, c, 3) + L("M-118-50h236M-114 30h228", c, 4);
  b += P(box(-160, -150, 320, 22) + box(-230, -226, 110, 8) + box(-96, -234, 16, 34), c);
  b += P(box(-150, -200, 120, 50) + box(-20, -214, 90, 64), SL) + R(80, -186, 66, 36, ST);
  b += L("M-210-218l50 68M-140-218l-20 68", c, 4);
  b += lat(20, -214, 20, -330, 54, 12, 7, LS, 3);
  b += lat(150, -160, 270, -250, 12, 8, 6, c, 3) + flame(278, -256, 0.8);
  b += lat(-88, -230, -10, -290, 12, 6, 5, LS, 2);
  return b;
}

// mobile crane facing right, ground 0; returns [svg, tipX, tipY]
function mobileCrane(c, deg, len) {
  const a = (deg * Math.PI) / 180;
  const x = r(-30 + Math.cos(a) * len);
  const y = r(-70 - Math.sin(a) * len);
  const b =
    R(-130, -44, 240, 26, c, rx(4)) +
    C(-96, -14, 13, N) +
    C(-62, -14, 13, N) +
    C(46, -14, 13, N) +
    C(80, -14, 13, N) +
    P("M84-44v-34h22l14 22v12z", c) +
    R(92, -72, 12, 12, LS, op(0.6)) +
    R(-90, -76, 80, 32, c) +
    L("M-120-22l-16 22M100-22l16 22", c, 6) +
    lat(-30, -70, x, y, 20, 10, r(len / 26), LS, 3) +
    R(-110, -88, 30, 44, SL);
  return [b, x, y];
}

function towerCrane(c, h, jib) {
  return (
    lat(0, 0, 0, -h, 24, 24, r(h / 24), c, 3) +
    lat(-90, -h - 10, jib, -h - 10, 16, 16, r((jib + 90) / 20), c, 2) +
    L(`M0 ${-h - 18}V${-h - 56}L${r(jib * 0.6)} ${-h - 18}M0 ${-h - 56}L-80 ${-h - 18}`, c, 2) +
    R(-92, -h - 6, 34, 22, SL) +
    R(10, -h + 2, 22, 20, SL)
  );
}

const pumpjack = (c) =>
  R(-80, -6, 160, 6, c) +
  P("M-30-4l28-64h6l28 64h-8l-23-52-23 52z", c) +
  L("M-66-66L56-62", c, 10) +
  P("M52-78q22 16 0 34z", c) +
  L("M60-44V-4M-56-64v40", c, 3) +
  C(-56, -22, 14, SL);

const pylon = (c) =>
  L(
    "M-28 0L-7-190L0-222L7-190L28 0M-44-150h88M-54-112h108M-32-176h64M-24-30L20-70L-17-110L13-150L-8-186M24-30L-20-70L17-110L-13-150L8-186",
    c,
    3,
    ' stroke-linejoin="round"',
  );

const plane = (c) =>
  P("M-210 0q0-22 44-22h286l54-60h28l-16 66q8 12-4 36h-350q-42 0-42-20z", c) +
  P("M-60 10h110l70 44h-36z", SL) +
  E(-10, 26, 34, 13, SL) +
  E(-42, 26, 4, 10, N) +
  L("M-150-6h230", LS, 6, ` stroke-dasharray="6 9"${op(0.7)}`) +
  P("M-196-8q8-10 26-10v10z", LS) +
  P("M172-78h28l-6 26h-40z", OR);

/* ---------- people (local units, ground at 0, ~100 tall) ---------- */
const ARMS = "M-15-76l-5 32M15-76l5 32";
const hat = (c) => P("M-10-91a10 10 0 0 1 20 0h3v3h-26z", c);
function man({ h = AM, c = SL, v = OR, arms = ARMS, head = LS, top = "" } = {}) {
  return RG(
    L("M-7-44v41M7-44v41", c, 11) +
      L(arms, c, 8) +
      P("M-15-80h30l2 38h-34z", v || c) +
      (v ? R(-16, -60, 32, 5, GL) : "") +
      C(0, -89, 9, head) +
      (top || hat(h)),
  );
}
// side view, kneeling welder facing right; torch tip at (41,-35)
const kneelWelder = (c = SL) =>
  RG(
    L("M-8-24L-12-4H-32", c, 11) +
      L("M-4-24L14-24L16-4h6", c, 11) +
      L("M2-54L14-40L28-42", c, 8) +
      P("M-16-24L6-28L12-58L-6-62z", c) +
      C(6, -68, 9, LS) +
      P("M4-79h10l6 8v14l-8 4h-8z", ST) +
      R(13, -71, 5, 4, GL) +
      L("M28-42l13 7", LS, 4),
  );
// side view, standing welder facing right; torch tip at (42,-54)
const standWelder = (c = SL) =>
  RG(
    L("M-3-44L-6-3M3-44L9-3", c, 11) +
      L("M2-74L14-58L30-60", c, 8) +
      P("M-10-80h16l4 38h-20z", c) +
      C(2, -89, 9, LS) +
      P("M1-100h10l6 8v14l-8 4h-8z", ST) +
      R(11, -92, 5, 4, GL) +
      L("M30-60l12 6", LS, 4),
  );

/* ---------- role portrait framing (400x300) ---------- */
const FX = 160;
function bust({ h = AM, v = OR, c = SL, top = "", arm = "" } = {}) {
  return (
    P(`M${FX - 78} 300v-62q0-50 46-58h64q46 8 46 58v62z`, c) +
    (v ? P(`M${FX - 58} 300v-114l22-4 36 50 36-50 22 4v114z`, v) + R(FX - 60, 256, 120, 9, GL) : "") +
    R(FX - 13, 150, 26, 32, LS) +
    C(FX, 124, 32, LS) +
    (top || P(`M${FX - 36} 118a36 36 0 0 1 72 0h12v10h-96z`, h)) +
    (arm ? L(arm, c, 26, RC) : "")
  );
}
const hand = (x, y) => C(x, y, 13, LS);
const role = (body) => svg(400, 300, bg(400, 300) + C(200, 150, 126, ST) + ring(200, 150, 126, SL, 2) + body);
// arm from right shoulder to (x,y)
const armTo = (x, y) => `M${FX + 56} 196L${FX + 84} 262L${x} ${y}`;

/* ---------- scenes ---------- */
const files = {};

files["hero-poster.svg"] = () => {
  let b = bg(1600, 900) + glow(1190, 760, 760, 0.45);
  b += T(300, 620, 1.05, crane(ST));
  b += tank(760, 620, 120, 70, ST) + tank(900, 620, 150, 96, SL) + tank(1070, 620, 110, 60, ST);
  b += T(1200, 620, 1.2, crane(SL));
  b += column(1330, 620, 34, 210, SL) + column(1384, 620, 24, 150, ST);
  b += flare(1500, 620, 300, SL);
  b += R(0, 618, 1600, 14, N, op(0.6)) + ground(632, 1600, 900, 1);
  b += L("M980 650h90M1240 660h60M1380 648h110", GL, 3, op(0.25));
  b += R(900, 810, 40, 60, ST) + R(1460, 810, 40, 60, ST);
  b += pipe(820, 660, 780, 150) + pipeEnd(820, 660, 150);
  b += beadV(1190, 660, 150, 12) + R(1184, 730, 12, 56, OR, op(0.8));
  b += E(1240, 872, 380, 14, OR, op(0.15));
  b += T(1059, 870, 3.2, kneelWelder(ST));
  b += arc(1190, 758, 190) + sparks(1190, 758, 30, 240, -3.2, 0.5, 3);
  b += R(0, 0, 1600, 900, "url(#f)");
  return svg(1600, 900, b);
};

files["gallery-01-pipeline-girth-weld.svg"] = () => {
  let b = bg(800, 600) + glow(470, 450, 420, 0.35);
  b += P("M0 330q120-40 240-10t260-6 300 0V360H0z", ST);
  // sideboom tractor holding the pipe
  b += R(590, 250, 120, 60, SL, rx(6)) + R(600, 226, 50, 30, SL) + R(604, 230, 20, 16, LS, op(0.5));
  b += R(570, 300, 170, 30, ST, rx(14)) + dots("M586 315h140", SL, 16, 24);
  b += lat(600, 250, 520, 90, 14, 6, 10, LS, 2) + L("M520 94L518 330", LS, 2);
  b += ground(360, 800, 600, 1);
  b += R(120, 470, 50, 60, SL) + R(690, 470, 50, 60, SL);
  b += pipe(0, 330, 800, 140) + beadV(458, 330, 140, 12);
  b += R(452, 420, 12, 40, OR, op(0.8));
  b += T(350, 540, 2.6, kneelWelder());
  b += arc(458, 449, 130) + sparks(458, 449, 34, 170, -3.3, 0.6, 3);
  return svg(800, 600, b);
};

files["gallery-02-phased-array-ut.svg"] = () => {
  let b = bg(800, 600) + ground(470, 800, 600);
  b += R(60, 520, 40, 40, ST) + R(420, 520, 40, 40, ST);
  b += pipe(0, 300, 520, 220) + pipeEnd(520, 300, 220);
  b += beadV(260, 300, 220, 14);
  // scanner band with encoder and probe
  b += R(210, 294, 14, 232, SL) + R(190, 360, 50, 70, ST, rx(6)) + P("M188 420h54l-6 14h-42z", AM);
  b += C(215, 390, 12, LS) + C(215, 390, 5, N);
  b += L("M215 360C215 180 560 330 600 250", N, 6) + L("M215 360C215 180 560 330 600 250", LS, 3);
  // instrument on stand
  b += L("M640 470l-30 100M640 470l30 100M640 470v100", SL, 5);
  b += device(
    530,
    110,
    240,
    250,
    fan(600, 130, 180, -10, 70, [
      [30, 0.55, 10],
      [45, 0.75, 7],
    ]),
  );
  b += R(706, 132, 44, 168, ST) + bars(712, 292, 8, [80, 40, 150, 70], LS);
  b += R(610, 360, 60, 110, SL);
  return svg(800, 600, b);
};

files["gallery-03-magnetic-particle.svg"] = () => {
  let b = bg(800, 600);
  b += P("M60 470l140-120h540l-140 120z", SL) + R(60, 470, 540, 40, ST) + P("M600 470l140-120v40l-140 120z", N);
  b += L("M320 470L460 350", LS, 24) + L("M320 470L460 350", PA, 24, ' stroke-dasharray="3 5"');
  // UV lamp and its cone of light
  b += P("M640 120L300 450h200z", LS, op(0.14)) + P("M600 70l60 60-30 30-60-60z", SL) + L("M640 80l60-50", SL, 14, RC);
  // yoke straddling the weld
  b += L("M290 424V280q0-50 50-50h90q50 0 50 50v144", SL, 30, ' stroke-linejoin="round"');
  b += R(272, 420, 36, 18, LS) + R(462, 420, 36, 18, LS) + L("M350 216v-30h70v30", ST, 12, RC);
  b += L("M420 186C500 150 500 90 560 70", N, 6);
  b += L("M300 420q85-70 180 0M300 420q85-30 180 0", LS, 2, ` stroke-dasharray="4 6"${op(0.6)}`);
  // fluorescent crack indication
  b += glow(385, 415, 90, 0.7) + L("M362 428l12-8 6 2 10-10 8 0 12-12", GL, 4, RC);
  return svg(800, 600, b);
};

files["gallery-04-dye-penetrant.svg"] = () => {
  let b = bg(800, 600);
  b += P("M40 440l160-160h560l-160 160z", PA) + R(40, 440, 560, 50, LS) + P("M600 440l160-160v50L600 490z", SL);
  b += L("M240 440L400 280", LS, 30) + L("M240 440L400 280", WH, 30, ' stroke-dasharray="3 5"');
  b +=
    L("M274 376l18-14 6 4 20-20 8 2 14-16", OR, 18, `${RC}${op(0.3)}`) +
    L("M274 376l18-14 6 4 20-20 8 2 14-16", OR, 5, RC);
  b += C(360, 330, 7, OR, op(0.7)) + C(226, 420, 5, OR, op(0.6));
  b += L("M430 400h120M470 360h130M520 320h90", LS, 3, op(0.5));
  // spray can and mist
  b += G(
    "rotate(-32 560 180)",
    R(520, 120, 80, 170, WH, rx(12)) + R(520, 170, 80, 60, OR) + R(540, 92, 40, 30, LS, rx(6)) + R(552, 80, 14, 14, SL),
  );
  b += P("M500 150L400 320l100 10z", PA, op(0.22)) + dots("M486 170l-30 60M476 166l-50 80M494 176l-10 70", PA, 6, 20);
  return svg(800, 600, b);
};

files["gallery-05-radiography-film.svg"] = () => {
  let b = bg(800, 600);
  // viewer box
  b += R(90, 120, 620, 340, ST, rx(14)) + R(110, 140, 580, 280, GL) + R(110, 140, 580, 280, WH, op(0.5));
  b += R(110, 480, 580, 30, SL, rx(6)) + R(360, 460, 80, 20, SL);
  // film
  b += R(150, 200, 500, 170, N) + R(150, 262, 500, 46, SL) + L("M150 285h500", LS, 6, op(0.5));
  b += L("M200 215v30M214 215v30M228 215v30M242 215v26", LS, 3);
  b += E(400, 286, 16, 5, N) + L("M520 280l30 4 24-2", N, 3, RC);
  b += R(170, 330, 80, 20, LS, op(0.6)) + R(560, 330, 60, 20, LS, op(0.6));
  // magnifier over the defect
  b += mag(410, 290, 66, PA);
  // radiation trefoil
  b +=
    C(700, 90, 44, AM) +
    T(
      700,
      90,
      1,
      P("M0 0l-28-5a28 28 0 0 1 14-24zM0 0l10 27a28 28 0 0 1-28-3zM0 0l18-22a28 28 0 0 1 10 27z", N) + C(0, 0, 6, N),
    );
  return svg(800, 600, b);
};

files["gallery-06-storage-tank-inspection.svg"] = () => {
  let b = bg(800, 600) + ground(510, 800, 600);
  b += P("M110 510V190q250-70 500 0v320z", SL);
  b += L("M110 270h500M110 350h500M110 430h500", LS, 3, op(0.5));
  b += L("M200 190v80M380 270v80M520 190v80M260 350v80M460 430v80", LS, 3, op(0.35));
  // spiral stair
  b += L("M610 510L130 200", ST, 12) + L("M610 500L130 190", LS, 2, op(0.6));
  // thickness map grid
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 3; j++)
      b += R(390 + i * 34, 290 + j * 34, 30, 30, [LS, AM, LS, OR, LS, GL][(i + j * 2) % 6], op(0.75));
  // crawler
  b += R(330, 380, 40, 44, ST, rx(5)) + C(350, 402, 8, LS) + L("M350 380V160", N, 3);
  b += T(250, 296, 1.1, man({ h: WH }));
  b += T(690, 510, 1.4, man({ h: AM, arms: "M-15-76l-5 32M15-76l20 10" })) + tablet(712, 380, 34, 26);
  return svg(800, 600, b);
};

files["gallery-07-offshore-platform.svg"] = () => {
  let b = bg(800, 600) + glow(560, 420, 420, 0.5);
  b += sea(420, 800, 600);
  b += T(400, 420, 1.15, platform(ST));
  b += T(120, 470, 0.35, ship(SL, [SL, AM, LS]));
  return svg(800, 600, b);
};

files["gallery-08-coating-thickness.svg"] = () => {
  let b = bg(800, 600);
  // layered cross section
  b += R(60, 380, 680, 120, SL) + R(60, 356, 680, 24, OR) + R(60, 336, 680, 20, AM) + R(60, 320, 680, 16, LS);
  b += L("M60 500l60-60 60 60 60-60 60 60 60-60 60 60 60-60 60 60 60-60 60 60 60-60", ST, 3, op(0.4));
  b += L("M110 320v60M100 320h20M100 380h20", PA, 3);
  // gauge and probe
  b += L("M420 316V230", N, 10) + R(400, 220, 40, 30, LS, rx(4)) + L("M440 240C520 240 500 130 560 120", N, 5);
  b += device(520, 60, 200, 170, bars(552, 180, 14, [50, 70, 62, 80, 74], AM) + L("M540 110h160", OR, 2, op(0.7)));
  b += C(420, 318, 10, GL, op(0.6));
  return svg(800, 600, b);
};

files["gallery-09-crane-load-test.svg"] = () => {
  let b = bg(800, 600) + ground(520, 800, 600);
  const [m, x, y] = mobileCrane(SL, 58, 420);
  b += T(200, 520, 1, m);
  const hx = 200 + x;
  b += L(`M${hx} ${520 + y}V300`, LS, 3) + T(hx, 344, 1, hook());
  // load cell then water bags
  b += R(hx - 10, 356, 20, 40, AM, rx(4)) + L(`M${hx - 40} 460L${hx} 396l40 64`, LS, 3);
  b += P(`M${hx - 60} 460h120q10 40-20 50h-80q-30-10-20-50z`, LS) + R(hx - 60, 476, 120, 8, OR);
  b +=
    T(640, 520, 1.3, man({ h: WH, arms: "M-15-76l-5 32M15-76l20 10" })) +
    tablet(664, 394, 34, 26, bars(672, 412, 4, [6, 10, 8]));
  return svg(800, 600, b);
};

files["gallery-10-pressure-vessel.svg"] = () => {
  let b = bg(800, 600) + ground(470, 800, 600);
  b += R(80, 230, 560, 180, SL, rx(90)) + L("M170 268h380", LS, 12, `${op(0.4)}${RC}`);
  b += L("M260 230v180M460 230v180", N, 3, op(0.3));
  b += P("M150 470l20-70h80l20 70zM470 470l20-70h80l20 70z", ST);
  b += R(300, 190, 40, 44, SL) + R(290, 180, 60, 14, LS) + R(520, 200, 24, 32, SL) + R(512, 192, 40, 10, LS);
  b += gauge(532, 160, 26) + L("M532 186v6", LS, 4);
  // hydrotest pump and hose
  b += R(660, 400, 90, 70, ST, rx(6)) + gauge(705, 380, 22) + L("M660 440C560 480 560 380 600 370", LS, 5);
  b += T(400, 520, 1.2, man({ h: WH }));
  return svg(800, 600, b);
};

files["gallery-11-structural-steel.svg"] = () => {
  let b = bg(800, 600) + ground(540, 800, 600);
  for (const x of [80, 300, 520]) b += col(x, 160, 24, 380, SL);
  for (const y of [160, 290, 420]) b += beam(80, y, 464, 22, ST);
  b += L("M104 182L300 290M324 290L520 420", LS, 4, op(0.5));
  b += T(640, 540, 1, towerCrane(ST, 440, 120)) + L("M720 92V240", LS, 2);
  b += beam(650, 240, 140, 18, LS);
  b += T(250, 290, 1.3, kneelWelder()) + arc(303, 245, 70) + sparks(303, 245, 22, 110, -2.5, 1.4, 2);
  return svg(800, 600, b);
};

files["gallery-12-welder-training.svg"] = () => {
  let b = bg(800, 600) + ground(480, 800, 600);
  // two booths with amber curtains
  let d = "";
  for (const x of [40, 420])
    d += box(x, 150, 354, 14) + box(x, 164, 14, 316) + box(x + 340, 164, 14, 316) + box(x + 182, 394, 16, 86);
  b += P(box(54, 164, 326, 316) + box(434, 164, 326, 316), N, op(0.35)) + P(d, SL);
  b +=
    P(box(300, 164, 80, 316) + box(680, 164, 80, 316), OR, op(0.6)) +
    L("M320 164v316M340 164v316M360 164v316M700 164v316M720 164v316M740 164v316", GL, 2, op(0.3));
  b += P(box(150, 380, 160, 14) + box(530, 380, 160, 14), LS);
  b += beadH(160, 374, 100, 8) + R(560, 364, 60, 16, ST);
  b += T(128, 480, 1.6, standWelder()) + arc(196, 393, 60) + sparks(196, 393, 16, 80, -3, 0.2);
  b += T(490, 480, 1.6, standWelder()) + arc(558, 393, 50) + sparks(558, 393, 12, 60, -3, 0.2);
  b += T(330, 500, 1.7, man({ h: WH, arms: "M-15-76l-5 32M15-76l20 10" })) + clip(350, 330, 34, 44);
  return svg(800, 600, b);
};

/* services 800x500 */
files["service-ndt.svg"] = () => {
  let b = bg(800, 500);
  b += R(0, 380, 800, 120, SL) + R(0, 380, 800, 10, LS, op(0.5)) + beadH(0, 420, 800, 12);
  b += P("M160 380h70l-10-20h-50z", AM) + R(172, 330, 46, 30, ST, rx(4)) + L("M195 330C195 200 400 280 420 200", LS, 4);
  b += P("M220 390l120 60", AM, op(0)) + P("M200 382l140 110h-30z", AM, op(0.3)) + C(318, 470, 10, OR);
  b += device(400, 50, 320, 260, ascan(430, 90, 260, 150) + L("M430 250h260", LS, 1, op(0.2)));
  return svg(800, 500, b);
};

files["service-inspection.svg"] = () => {
  let b = bg(800, 500) + ground(430, 800, 500);
  // pipe rack with flanges
  b += R(60, 150, 16, 280, ST) + R(520, 150, 16, 280, ST) + R(60, 150, 476, 14, ST);
  b += pipe(40, 190, 520, 44) + pipe(40, 260, 520, 36, ST) + pipe(40, 320, 520, 50);
  b += R(300, 180, 14, 64, LS) + R(200, 312, 14, 66, LS) + beadV(420, 320, 50, 8);
  b += mag(420, 345, 60, PA) + check(540, 100, 22, OR, 12);
  b +=
    T(660, 430, 2.2, man({ h: WH, arms: "M-15-76l-5 32M15-76l20 10" })) +
    tablet(690, 250, 60, 44, check(704, 270, 8, GL, 4));
  return svg(800, 500, b);
};

files["service-coating.svg"] = () => {
  let b = bg(800, 500) + ground(420, 800, 500);
  b += R(200, 350, 20, 70, SL) + R(640, 350, 20, 70, SL);
  b += R(120, 170, 640, 30, SL) + R(120, 200, 640, 120, ST) + R(120, 320, 640, 30, SL);
  b += R(460, 170, 300, 30, AM) + R(460, 200, 300, 120, OR) + R(460, 320, 300, 30, AM);
  b += ibeam(120, 260, 3.75, LS);
  b += P("M399 157L430 330l110-90z", PA, op(0.25)) + dots("M404 170l30 120M410 166l70 90M416 164l90 60", PA, 6, 18);
  b += L("M290 168C260 300 120 360 40 500", N, 8);
  b += G(
    "translate(300 100) rotate(30)",
    R(0, -12, 90, 24, LS, rx(8)) + R(90, -6, 24, 12, SL) + R(14, 10, 22, 60, LS, rx(6)),
  );
  return svg(800, 500, b);
};

files["service-lifting.svg"] = () => {
  let b = bg(800, 500) + ground(440, 800, 500);
  b += lat(0, 60, 520, 40, 40, 30, 22, SL, 3) + L("M420 56V170", LS, 4);
  b += T(420, 214, 1.6, hook());
  b += L("M406 250L280 360M400 252L560 360", LS, 6) + R(240, 360, 360, 80, SL, rx(4));
  b += R(250, 360, 340, 10, LS, op(0.4)) + R(560, 380, 24, 34, AM, rx(3)) + C(572, 388, 3, N);
  b += R(680, 250, 70, 90, PA, rx(6)) + check(694, 292, 14, OR, 8) + C(715, 262, 5, SL);
  return svg(800, 500, b);
};

files["service-pressure-vessel.svg"] = () => {
  let b = bg(800, 500) + ground(440, 800, 500);
  b += R(300, 60, 200, 380, SL, rx(100)) + L("M340 150v240", LS, 14, `${op(0.35)}${RC}`);
  b += L("M300 180h200M300 320h200", N, 3, op(0.3));
  b += P("M320 440l10-40h140l10 40z", ST);
  b += R(500, 200, 70, 24, SL) + R(566, 192, 12, 40, LS) + R(230, 300, 70, 24, SL) + R(222, 292, 12, 40, LS);
  b += R(390, 30, 20, 40, SL) + R(380, 18, 40, 14, AM);
  b += gauge(620, 150, 44) + L("M620 194v14H570v0", LS, 6);
  b += L("M640 260h80v180", LS, 6) + R(700, 300, 40, 24, OR);
  return svg(800, 500, b);
};

files["service-consulting.svg"] = () => {
  let b = bg(800, 500);
  b += P("M70 430l60-260h520l60 260z", ST) + P("M120 400l45-200h430l45 200z", SL, op(0.6));
  b += L("M220 360l60-40h120l40-60h110", LS, 6, RC) + C(280, 320, 10, OR) + C(440, 260, 10, OR);
  b += L("M190 380h420M205 320h400M220 260h370", LS, 1, op(0.3));
  b += tablet(520, 110, 190, 140, bars(548, 228, 16, [40, 64, 52, 88, 76], AM));
  b += P("M90 180a50 50 0 0 1 100 0h16v14H74v-14z", AM);
  b += L("M630 420l30-160 30 160M660 260v-20", PA, 5, RC);
  return svg(800, 500, b);
};

files["service-staff-outsourcing.svg"] = () => {
  let b = bg(800, 500) + ground(430, 800, 500);
  b += L("M400 70L160 200M400 70L280 200M400 70v130M400 70L520 200M400 70L640 200", LS, 2, op(0.5));
  b += C(400, 70, 30, OR) + C(400, 70, 12, N);
  for (const x of [160, 280, 400, 520, 640]) b += C(x, 200, 8, AM);
  const k = [
    [AM, OR],
    [WH, AM],
    [OR, OR],
    [WH, SL],
    [AM, OR],
  ];
  k.forEach(([h, v], i) => {
    b += T(160 + i * 120, 440, 2, man({ h, v: v === SL ? "" : v }));
  });
  return svg(800, 500, b);
};

files["service-welding.svg"] = () => {
  let b = bg(800, 500) + glow(470, 300, 380, 0.5);
  b += P("M0 330h800v170H0z", SL) + R(0, 330, 800, 8, LS, op(0.5));
  b += beadH(0, 310, 460, 36) + R(420, 292, 50, 36, OR) + R(450, 298, 20, 24, GL);
  b += G("rotate(35 470 300)", R(452, 110, 36, 150, ST, rx(8)) + R(460, 250, 20, 30, LS) + R(456, 140, 28, 60, SL));
  b += arc(470, 300, 160) + sparks(470, 300, 40, 260, -3.2, 0.2, 3);
  return svg(800, 500, b);
};

/* industries 800x500 */
files["industry-oil-gas.svg"] = () => {
  let b = bg(800, 500) + glow(660, 140, 300, 0.4) + ground(400, 800, 500, 1);
  b += T(140, 400, 1.3, pumpjack(SL));
  b += column(300, 400, 40, 260, SL) + column(360, 400, 30, 200, ST) + column(410, 400, 46, 300, SL);
  b += tank(480, 400, 130, 90, SL) + tank(620, 400, 100, 70, ST);
  b += flare(740, 400, 260, SL);
  b += pipe(0, 420, 800, 24, ST) + pipe(0, 456, 800, 18, SL);
  return svg(800, 500, b);
};

files["industry-maritime.svg"] = () => {
  let b = bg(800, 500) + glow(640, 300, 300, 0.3);
  b += T(560, 330, 1.2, crane(SL)) + R(500, 330, 300, 20, ST);
  b += sea(330, 800, 500) + T(300, 360, 1, ship(ST));
  b += P("M40 420h120l-14 24H56z", SL) + R(80, 396, 40, 24, SL) + R(88, 380, 8, 18, OR);
  return svg(800, 500, b);
};

files["industry-construction.svg"] = () => {
  let b = bg(800, 500) + ground(440, 800, 500);
  for (const x of [100, 250, 400]) b += col(x, 160, 18, 280, SL);
  for (const y of [160, 250, 340]) b += beam(100, y, 318, 16, ST);
  b += L("M118 176L250 250M268 266L400 340", LS, 3, op(0.4));
  b += T(600, 440, 1, towerCrane(LS, 340, 180)) + L("M700 94V200", PA, 2) + beam(640, 200, 120, 14, AM);
  b += T(480, 440, 1.2, man({ h: WH })) + R(320, 410, 120, 30, SL);
  return svg(800, 500, b);
};

files["industry-manufacturing.svg"] = () => {
  let b = bg(800, 500) + ground(400, 800, 500);
  b += P("M0 220l80-60v60l80-60v60l80-60v60l80-60v60l80-60v60l80-60v60l80-60v60l80-60v60l80-60v60V230H0z", ST);
  // robot arm welding on conveyor
  b +=
    R(170, 370, 80, 30, SL) + L("M210 370V300L320 230L390 310", LS, 22, RC) + C(210, 300, 16, SL) + C(320, 230, 16, SL);
  b += L("M390 310l16 30", LS, 8, RC) + arc(408, 344, 90) + sparks(408, 344, 20, 120, -3, 0.1);
  b += R(300, 360, 460, 20, SL) + dots("M310 390h440", LS, 14, 40) + R(380, 346, 60, 14, LS) + R(560, 340, 70, 20, LS);
  b += gear(640, 150, 60, 10, SL, ST) + gear(720, 210, 36, 8, LS, ST);
  return svg(800, 500, b);
};

files["industry-power.svg"] = () => {
  let b = bg(800, 500) + glow(200, 380, 260, 0.3) + ground(400, 800, 500, 1);
  b += P("M60 400q40-90 20-190h150q-20 100 20 190z", SL) + R(260, 160, 28, 240, ST) + R(300, 280, 150, 120, SL);
  b += C(160, 160, 40, PA, op(0.12)) + C(200, 120, 50, PA, op(0.1));
  b += T(540, 400, 1.3, pylon(LS)) + T(720, 400, 1, pylon(LS));
  b += L(
    "M450 300Q470 260 483 205M483 205Q590 250 676 250M597 205Q690 250 764 250M470 254Q580 300 666 288M610 254Q700 300 774 288M764 250Q780 260 800 262",
    LS,
    2,
    op(0.7),
  );
  b += P("M700 60l-30 60h24l-14 50 50-70h-26l20-40z", AM);
  return svg(800, 500, b);
};

files["industry-aerospace.svg"] = () => {
  let b = bg(800, 500) + ground(420, 800, 500);
  b += P("M0 120Q400 0 800 120V60H0z", ST) + L("M0 120Q400 0 800 120", SL, 8);
  b += T(400, 300, 1.3, plane(LS));
  b += T(250, 420, 1.1, man({ h: WH, arms: "M-15-76l-5 32M15-76l12-20" }));
  b += device(150, 360, 50, 60, "") + glow(265, 328, 30) + C(265, 328, 5, OR);
  return svg(800, 500, b);
};

/* blog 1200x630 */
files["blog-advanced-ndt-techniques.svg"] = () => {
  let b = bg(1200, 630) + ground(500, 1200, 630);
  b += R(0, 400, 1200, 100, SL) + R(0, 400, 1200, 10, LS, op(0.5));
  b +=
    P("M330 400l40 100h80l40-100z", LS) + P("M326 402q84-30 168 0z", PA) + L("M350 420l30 80h60l30-80", N, 2, op(0.3));
  b += P("M206 404L340 500h60l90-30z", AM, op(0.3)) + glow(410, 462, 40) + C(410, 462, 8, OR);
  b +=
    T(206, 400, 2, probe()) +
    L("M206 332C206 180 560 280 640 160", N, 8) +
    L("M206 332C206 180 560 280 640 160", LS, 4);
  b += device(
    620,
    60,
    520,
    380,
    fan(660, 84, 300, 25, 75, [
      [48, 0.62, 14],
      [62, 0.45, 8],
    ]) +
      ascan(970, 100, 140, 110) +
      L("M970 270h140M970 310h100", SL, 12),
  );
  return svg(1200, 630, b);
};

files["blog-offshore-welding-safety.svg"] = () => {
  let b = bg(1200, 630) + glow(900, 300, 500, 0.35);
  b += sea(470, 1200, 630, 5);
  b += T(560, 470, 1.35, platform(ST));
  // welding habitat on the cellar deck
  b += R(640, 320, 160, 110, AM, rx(4)) + R(650, 330, 140, 90, OR, op(0.5)) + R(700, 380, 40, 50, SL);
  b += glow(720, 360, 90, 0.8) + dots("M660 320h130", N, 4, 26) + R(800, 350, 40, 40, LS, rx(4));
  b += R(600, 430, 340, 8, SL) + L("M600 400h340M680 400v30M760 400v30M840 400v30M920 400v30", LS, 3);
  b += ring(900, 406, 14, OR, 7) + ring(900, 406, 14, WH, 7, ' stroke-dasharray="11 11"');
  b += T(860, 430, 1, man({ h: WH }));
  return svg(1200, 630, b);
};

files["blog-pipeline-construction-quality-assurance.svg"] = () => {
  let b = bg(1200, 630) + glow(640, 300, 420, 0.3);
  b += P("M0 300q300-40 600-10t600-10v40H0z", ST) + ground(300, 1200, 630, 1);
  b +=
    P("M520 300h180l500 330H-20z", SL, op(0.45)) + P("M660 300h14l330 330H900z", ST) + P("M640 300h16l260 330h-60z", N);
  b += P("M560 300h14L430 630H250z", LS) + P("M567 300h7L430 630H345z", SL, op(0.5));
  let d = "";
  for (const t of [0.05, 0.12, 0.22, 0.38, 0.62]) d += `M${r(560 - 310 * t)} ${r(300 + 330 * t)}H${r(574 - 144 * t)}`;
  b += L(d, ST, 4);
  b += R(772, 282, 34, 16, SL) + L("M800 286l24-18 12 22", SL, 5, RC);
  b += T(470, 393, 0.6, kneelWelder()) + arc(495, 372, 50) + sparks(495, 372, 10, 50);
  b +=
    T(860, 580, 2.4, man({ h: WH, arms: "M-15-76l-5 32M15-76l20 10" })) +
    tablet(897, 354, 60, 44, check(912, 374, 8, GL, 4));
  return svg(1200, 630, b);
};

/* company pages 800x500 */
files["about-workshop.svg"] = () => {
  let b = bg(800, 500) + ground(400, 800, 500);
  for (let x = 80; x < 800; x += 160) b += R(x, 60, 60, 160, LS, op(0.12));
  b += R(0, 70, 800, 20, SL) + R(300, 90, 60, 16, ST) + L("M330 106v110", LS, 3) + T(330, 250, 1, hook());
  b += R(430, 300, 220, 14, LS) + R(450, 314, 14, 86, SL) + R(616, 314, 14, 86, SL);
  b += T(540, 400, 1.3, standWelder()) + arc(595, 330, 60) + sparks(595, 330, 16, 80, -3, 0.2);
  for (const [x, y] of [
    [50, 370],
    [110, 370],
    [170, 370],
    [80, 318],
    [140, 318],
    [110, 266],
  ])
    b += C(x, y, 29, SL) + C(x, y, 20, N);
  b += R(230, 320, 140, 80, SL) + R(230, 320, 140, 12, LS);
  return svg(800, 500, b);
};

files["about-vision.svg"] = () => {
  let b = bg(800, 500) + glow(400, 300, 340, 0.6);
  b += C(400, 300, 70, GL, op(0.6));
  b += ground(300, 800, 500, 1) + P("M380 300h40l260 200H120z", SL) + L("M400 310v20M400 350v30M400 410v40", GL, 8);
  let d = "";
  for (let i = 1; i < 6; i++) d += `M${400 - i * 90} 500L400 300M${400 + i * 90} 500L400 300`;
  b += L(`${d}M0 340h800M0 390h800M0 450h800`, LS, 1, op(0.25));
  b += ring(400, 300, 150, LS, 2, ' stroke-dasharray="6 10"') + ring(400, 300, 220, LS, 1, op(0.4));
  b +=
    L("M180 180L300 120L420 150L560 90L660 140", AM, 3, RC) +
    C(300, 120, 7, OR) +
    C(420, 150, 7, OR) +
    C(560, 90, 7, OR);
  return svg(800, 500, b);
};

files["about-mission.svg"] = () => {
  let b = bg(800, 500);
  b += ring(400, 250, 210, SL, 2) + ring(400, 250, 170, SL, 2, ' stroke-dasharray="10 10"');
  b +=
    P("M400 70l130 50v110c0 90-60 140-130 170c-70-30-130-80-130-170V120z", ST) +
    L("M400 70l130 50v110c0 90-60 140-130 170c-70-30-130-80-130-170V120z", OR, 8, ' stroke-linejoin="round"');
  b += L("M320 220l24 24 24-24 24 24 24-24 24 24 24-24", AM, 14, RC);
  b += check(350, 300, 24, GL, 14);
  b += gear(160, 250, 46, 9, SL, N) + T(640, 290, 1, hook(SL));
  return svg(800, 500, b);
};

files["about-team.svg"] = () => {
  let b = bg(800, 500) + glow(400, 420, 360, 0.2) + ground(420, 800, 500);
  b += tank(40, 420, 160, 120, ST) + column(620, 420, 40, 260, ST) + column(690, 420, 30, 200, ST);
  b += T(400, 470, 3, man({ h: WH, v: OR }));
  b += T(270, 460, 2.8, man({ h: AM, v: AM, arms: "M-15-76l-5 32M15-76l20 10" })) + clip(318, 260, 40, 50);
  b += T(530, 460, 2.8, man({ h: OR, v: OR }));
  b += T(160, 450, 2.5, man({ h: AM, v: "" }));
  b += T(640, 450, 2.5, man({ h: WH, v: AM }));
  return svg(800, 500, b);
};

/* staff roles 400x300: bust on the left, attribute on the right */
const R_ = {};
R_.welder = () =>
  bust({
    h: SL,
    top: P(`M${FX - 36} 100q36-18 72 0v54q-36 16-72 0z`, N) + R(FX - 20, 116, 40, 14, GL, rx(3)),
    arm: armTo(250, 224),
  }) +
  L("M250 224l40-34", LS, 8, RC) +
  hand(250, 224) +
  arc(300, 186, 60) +
  sparks(300, 186, 16, 80);
R_["pipe-fitter"] = () =>
  bust({ arm: armTo(262, 226) }) +
  L("M236 110h64q40 0 40 40v100", SL, 40) +
  L("M236 98h64", LS, 5, op(0.4)) +
  R(226, 84, 12, 52, LS) +
  R(314, 246, 52, 12, LS) +
  L("M262 226l50-50", LS, 9, RC) +
  P("M304 168l22-8 6 10-16 14z", LS) +
  hand(262, 226);
R_["structural-fitter"] = () =>
  bust({ arm: armTo(258, 218) }) + ibeam(306, 160, 1.8, LS) + L("M258 218l40-60", LS, 8, RC) + hand(258, 218);
R_["welding-inspector"] = () =>
  bust({ h: WH, arm: armTo(250, 210) }) +
  beadH(240, 250, 120, 16) +
  R(240, 258, 120, 20, SL) +
  mag(300, 196, 34) +
  hand(250, 210);
R_["ndt-ut-technician"] = () =>
  bust({ arm: armTo(260, 240) }) +
  device(262, 100, 90, 110, ascan(276, 118, 62, 40)) +
  R(240, 246, 130, 24, SL) +
  T(282, 246, 0.8, probe()) +
  L("M282 220C282 200 300 210 306 210", LS, 3) +
  hand(260, 240);
R_["ndt-rt-technician"] = () =>
  bust({ arm: armTo(254, 220) }) +
  R(262, 110, 90, 150, GL, rx(4)) +
  R(272, 120, 70, 130, N) +
  R(294, 120, 26, 130, SL) +
  C(307, 180, 5, N) +
  T(
    342,
    96,
    0.6,
    C(0, 0, 36, AM) + P("M0 0l-28-5a28 28 0 0 1 14-24zM0 0l10 27a28 28 0 0 1-28-3zM0 0l18-22a28 28 0 0 1 10 27z", N),
  ) +
  hand(254, 220);
R_["ndt-mt-pt-technician"] = () =>
  bust({ arm: armTo(270, 230) }) +
  L("M260 270v-50q0-34 34-34h16q34 0 34 34v50", SL, 18) +
  R(250, 262, 20, 14, LS) +
  R(334, 262, 20, 14, LS) +
  R(282, 176, 40, 16, ST, rx(8)) +
  G("rotate(-25 340 110)", R(320, 70, 36, 80, WH, rx(6)) + R(320, 96, 36, 26, OR) + R(330, 58, 16, 14, LS)) +
  hand(270, 230);
R_["coating-inspector"] = () =>
  bust({ h: WH, arm: armTo(256, 210) }) +
  device(260, 120, 80, 96, bars(274, 170, 8, [18, 28, 22, 30], AM)) +
  L("M340 170c30 0 30 60 10 80", N, 4) +
  R(336, 250, 30, 20, LS) +
  R(240, 270, 140, 30, OR) +
  hand(256, 210);
R_["blaster-painter"] = () =>
  bust({
    v: "",
    top:
      P(`M${FX - 38} 160v-40a38 38 0 0 1 76 0v40z`, LS) +
      R(FX - 22, 110, 44, 26, N, rx(6)) +
      R(FX - 22, 110, 44, 26, LS, op(0.3)),
    arm: armTo(258, 200),
  }) +
  R(250, 180, 70, 22, LS, rx(6)) +
  R(312, 186, 28, 10, SL) +
  P("M340 190l50-40v80z", PA, op(0.3)) +
  dots("M350 190l40-20M350 196l40 10", PA, 5, 14) +
  hand(258, 200);
R_["hse-officer"] = () =>
  bust({ h: WH, v: AM, arm: armTo(252, 214) }) +
  clip(250, 150, 60, 80) +
  P("M320 90l30 12v22c0 18-14 28-30 34c-16-6-30-16-30-34v-22z", OR) +
  check(308, 120, 6, WH, 5) +
  hand(252, 214);
R_["rope-access-technician"] = () =>
  bust({ h: WH, v: OR }) +
  L("M112 186l38 84M208 186l-38 84", N, 9) +
  R(84, 266, 152, 12, N) +
  ring(160, 290, 10, LS, 4) +
  L("M300 20v280M330 20v280", AM, 5) +
  R(288, 150, 54, 34, LS, rx(6)) +
  ring(315, 210, 14, LS, 5) +
  L(`M${FX + 52} 220L292 172`, SL, 26, RC) +
  hand(292, 172);
R_["crane-operator"] = () =>
  bust({ arm: armTo(252, 218) }) +
  R(244, 170, 24, 50, N, rx(6)) +
  L("M262 170v-26", N, 4) +
  lat(260, 60, 390, 40, 18, 12, 8, LS, 2) +
  L("M350 48v80", LS, 2) +
  T(350, 172, 1, hook()) +
  hand(252, 218);
R_.rigger = () =>
  bust({ v: AM, arm: armTo(270, 230) }) +
  L("M300 40v70", LS, 4) +
  L("M304 108a22 22 0 1 1-8 0", LS, 8) +
  L("M286 136h36", SL, 8, RC) +
  L("M290 140L250 250M318 140l40 110", OR, 10, RC) +
  hand(270, 230);
R_.scaffolder = () =>
  bust({ arm: armTo(252, 220) }) +
  L("M280 40v260M360 40v260M270 110h110M270 210h110M280 110l80 100", LS, 10) +
  R(270, 98, 22, 24, SL, rx(3)) +
  R(350, 198, 22, 24, SL, rx(3)) +
  hand(252, 220);
R_["mechanical-technician"] = () =>
  bust({ arm: armTo(262, 214) }) +
  gear(320, 130, 50, 10, SL, ST) +
  L("M262 214l46-40", LS, 12, RC) +
  P("M300 160a18 18 0 1 0 20 14l-12-4-2-12z", LS) +
  hand(262, 214);
R_["electrical-technician"] = () =>
  bust({ arm: armTo(258, 224) }) +
  P("M330 50l-50 90h36l-22 80 66-110h-38l26-60z", AM) +
  device(236, 170, 60, 90, C(266, 200, 12, AM, op(0.6))) +
  L("M250 260v20M282 260v20", OR, 4) +
  hand(258, 224);
R_["instrument-technician"] = () =>
  bust({ arm: armTo(252, 224) }) +
  vpipe(290, 40, 30, 260, SL) +
  gauge(340, 120, 40) +
  L("M320 120h-10", LS, 8) +
  R(250, 180, 40, 50, LS, rx(6)) +
  R(256, 188, 28, 16, N) +
  hand(252, 224);
R_["qa-qc-engineer"] = () =>
  bust({ h: WH, v: "", arm: armTo(256, 214) }) +
  clip(250, 110, 80, 110) +
  check(262, 140, 6, OR, 4) +
  check(262, 166, 6, OR, 4) +
  mag(340, 210, 26) +
  hand(256, 214);
R_["project-engineer"] = () =>
  bust({ h: WH, v: "", arm: armTo(252, 214) }) +
  tablet(248, 110, 110, 80, L("M262 130h40M274 146h50M290 162h52M310 178h30", AM, 8)) +
  R(300, 220, 90, 26, LS, rx(13)) +
  hand(252, 214);
R_["piping-supervisor"] = () =>
  bust({ h: WH, arm: armTo(252, 220) }) +
  L("M260 90h40l30-30h40M300 90v60l30 30h40M330 180v60", LS, 14, RC) +
  C(300, 90, 10, OR) +
  C(330, 180, 10, OR) +
  R(240, 180, 22, 40, N, rx(4)) +
  hand(252, 220);
R_["fabrication-supervisor"] = () =>
  bust({ h: WH, arm: armTo(252, 220) }) +
  beam(270, 90, 110, 30, LS) +
  beadV(330, 90, 30, 8) +
  clip(270, 160, 60, 80) +
  hand(252, 220);
R_["lifting-inspector"] = () =>
  bust({ h: WH, arm: armTo(256, 226) }) +
  L("M320 30v50", LS, 4) +
  T(320, 124, 1.4, hook()) +
  R(262, 200, 44, 56, AM, rx(4)) +
  C(284, 212, 4, N) +
  check(274, 232, 6, N, 4) +
  hand(256, 226);
R_["document-controller"] = () =>
  bust({ h: "", v: "", top: P(`M${FX - 32} 120a32 32 0 0 1 64 0q-20-16-64 0z`, N), arm: armTo(248, 224) }) +
  R(280, 80, 90, 120, SL, rx(4)) +
  R(270, 96, 90, 120, LS, rx(4)) +
  R(260, 112, 90, 120, PA, rx(4)) +
  L("M274 140h60M274 156h60M274 172h40", LS, 4) +
  R(230, 236, 150, 30, AM, rx(4)) +
  hand(248, 224);
for (const [k, fn] of Object.entries(R_)) files[`role-${k}.svg`] = () => role(fn());

/* brand mark */
const HEX = "M32 3l25 14v30L32 61 7 47V17z";
files["logo-mark.svg"] = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${P(HEX, N)}${L("M12 22l8 10-8 10M21 22l8 10-8 10M30 22l8 10-8 10", OR, 5, RC)}${P("M47 23l2.5 6.5L56 32l-6.5 2.5L47 41l-2.5-6.5L38 32l6.5-2.5z", AM)}</svg>\n`;
files["favicon.svg"] = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">${P("M16 1l14 8v14l-14 8-14-8V9z", N)}${L("M7 10l6 6-6 6M14 10l6 6-6 6", OR, 3.5, RC)}${C(24, 16, 3.5, AM)}</svg>\n`;

mkdirSync(OUT, { recursive: true });
for (const [name, fn] of Object.entries(files)) {
  seed = 7;
  const s = fn();
  writeFileSync(OUT + name, s);
  if (s.length > 6144) console.warn(`${name}: ${s.length} bytes (over 6 KB)`);
}
console.log(`wrote ${Object.keys(files).length} files to ${OUT}`);
