// The things the scenes are made of: backdrops, welds and sparks, pipes, tanks and vessels, steelwork, cranes,
// ships, platforms, instruments and the tools of each trade. Each returns SVG markup; unless said otherwise,
// coordinates are the scene's own, and a prop drawn "around 0" is meant to be placed (svg.mjs, place) where
// it stands.
import { amber, arcOrange, lightSteel, navy, pale, slate, steel, weldGlow, white } from "./palette.mjs";
import {
  backdropGradient,
  circle,
  cornerRadius,
  dottedLine,
  ellipse,
  fillPath,
  glowGradient,
  opacity,
  pair,
  place,
  random,
  rect,
  rectSegment,
  ring,
  round,
  roundCaps,
  strokePath,
  svgDocument,
  waterGradient,
} from "./svg.mjs";

/**
 * The night-sky backdrop of a whole picture.
 * @param {number} width
 * @param {number} height
 */
export const backdrop = (width, height) => rect(0, 0, width, height, backdropGradient);

/**
 * A whole picture file: `art` drawn over the night-sky backdrop.
 * @param {number} width
 * @param {number} height
 * @param {string} art
 */
export const nightPicture = (width, height, art) => svgDocument(width, height, backdrop(width, height) + art);

/**
 * Dark ground from `top` down to the bottom of the picture.
 * @param {number} top
 * @param {number} width
 * @param {number} height the picture's
 */
export const ground = (top, width, height, shade = 0.55) =>
  rect(0, top, width, height - top, navy, shade < 1 ? opacity(shade) : "");

/**
 * A round orange glow.
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {number} [strength] its opacity; none: full
 */
export const glow = (x, y, radius, strength) => circle(x, y, radius, glowGradient, strength ? opacity(strength) : "");

/**
 * A welding arc: a glow with a bright core.
 * @param {number} x
 * @param {number} y
 */
export const weldArc = (x, y, radius = 60) =>
  glow(x, y, radius) +
  circle(x, y, round(radius / 6), weldGlow, opacity(0.5)) +
  circle(x, y, round(radius / 14), white);

/**
 * `count` sparks flying from (x, y) at angles between `fromAngle` and `toAngle` (radians), up to `reach` away.
 * @param {number} x
 * @param {number} y
 * @param {number} count
 * @param {number} reach
 */
export function sparks(x, y, count, reach, fromAngle = -3, toAngle = 0.3, width = 2) {
  let glowing = "";
  let amberSparks = "";
  for (let i = 0; i < count; i++) {
    const angle = fromAngle + (toAngle - fromAngle) * random();
    const start = reach * (0.15 + 0.7 * random());
    const length = reach * (0.04 + 0.2 * random());
    const spark = `M${pair(round(x + Math.cos(angle) * start), round(y + Math.sin(angle) * start))}l${pair(round(Math.cos(angle) * length), round(Math.sin(angle) * length))}`;
    if (i % 2) glowing += spark;
    else amberSparks += spark;
  }
  return strokePath(glowing, weldGlow, width, roundCaps) + strokePath(amberSparks, amber, width, roundCaps);
}

/**
 * A vertical weld bead: a light band with ripples made by a dashed stroke.
 * @param {number} x its centre line
 * @param {number} y its top
 * @param {number} length
 */
export const verticalBead = (x, y, length, width = 10) =>
  rect(x - width / 2, y, width, length, lightSteel) +
  strokePath(`M${x} ${y}v${length}`, pale, width, ' stroke-dasharray="2 4"');

/**
 * A horizontal weld bead.
 * @param {number} x its left end
 * @param {number} y its centre line
 * @param {number} length
 */
export const horizontalBead = (x, y, length, width = 10) =>
  rect(x, y - width / 2, length, width, lightSteel) +
  strokePath(`M${x} ${y}h${length}`, pale, width, ' stroke-dasharray="2 4"');

/**
 * A weld bead along any path (a seam seen in perspective): a light band with ripples in `ripples`.
 * @param {string} d path data
 * @param {number} width
 * @param {string} ripples their colour
 */
export const beadAlong = (d, width, ripples) =>
  strokePath(d, lightSteel, width) + strokePath(d, ripples, width, ' stroke-dasharray="3 5"');

/**
 * A probe's cable: a light core in a dark sheath twice as wide, so that it stands out on any background.
 * @param {string} d path data
 * @param {number} width the core's
 */
export const cable = (d, width) => strokePath(d, navy, 2 * width) + strokePath(d, lightSteel, width);

/**
 * A horizontal pipe with a highlight and a shadow.
 * @param {number} x
 * @param {number} y its top
 * @param {number} length
 * @param {number} diameter
 */
export const pipe = (x, y, length, diameter, colour = slate) =>
  rect(x, y, length, diameter, colour) +
  rect(x, y + round(diameter * 0.15), length, round(diameter * 0.12), lightSteel, opacity(0.45)) +
  rect(x, y + round(diameter * 0.7), length, diameter - round(diameter * 0.7), navy, opacity(0.3));

/**
 * The open end of a horizontal pipe.
 * @param {number} x
 * @param {number} y the pipe's top
 * @param {number} diameter
 */
export const pipeEnd = (x, y, diameter) =>
  ellipse(x, y + diameter / 2, round(diameter * 0.16), diameter / 2, lightSteel) +
  ellipse(x, y + diameter / 2, round(diameter * 0.11), round(diameter * 0.42), navy);

/**
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 */
export const verticalPipe = (x, y, width, height, colour = slate) =>
  rect(x, y, width, height, colour) +
  rect(x + round(width * 0.15), y, round(width * 0.15), height, lightSteel, opacity(0.4));

/**
 * A storage tank with a domed roof, standing on `y`.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} colour
 */
export const tank = (x, y, width, height, colour) =>
  fillPath(`M${x} ${y}v${-height}q${width / 2} ${-round(height * 0.3)} ${width} 0v${height}z`, colour) +
  strokePath(
    `M${x} ${y - round(height / 3)}h${width}M${x} ${y - round((2 * height) / 3)}h${width}`,
    navy,
    2,
    opacity(0.3),
  );

/**
 * A distillation column with two platforms, standing on `y`.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} colour
 */
export const processColumn = (x, y, width, height, colour) =>
  rect(x, y - height, width, height, colour, cornerRadius(width / 2)) +
  strokePath(
    `M${x - 8} ${y - round(height * 0.35)}h${width + 16}M${x - 8} ${y - round(height * 0.7)}h${width + 16}`,
    colour,
    3,
  );

/**
 * A pressure vessel's shell: a capsule lying or standing (along its longer side), a highlight drawn along it,
 * and its circumferential weld seams.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {number[]} seams where each seam crosses the axis: an x on a lying vessel, a y on a standing one
 * @param {string} highlight path data
 * @param {number} highlightWidth
 * @param {number} highlightStrength its opacity
 */
export function vesselShell(x, y, width, height, seams, highlight, highlightWidth, highlightStrength) {
  const lying = width > height;
  const seamLines = seams.map((at) => (lying ? `M${at} ${y}v${height}` : `M${x} ${at}h${width}`)).join("");
  return (
    rect(x, y, width, height, slate, cornerRadius(Math.min(width, height) / 2)) +
    strokePath(highlight, lightSteel, highlightWidth, `${opacity(highlightStrength)}${roundCaps}`) +
    strokePath(seamLines, navy, 3, opacity(0.3))
  );
}

/**
 * A nozzle on a vessel: its neck and the flange across its end, each given as [x, y, width, height].
 * @param {[number, number, number, number]} neck
 * @param {[number, number, number, number]} flange
 * @param {string} [flangeColour]
 */
export const flangedNozzle = (neck, flange, flangeColour = lightSteel) =>
  rect(...neck, slate) + rect(...flange, flangeColour);

/**
 * A lattice (a crane's jib or mast, a flare's tower) from one point to another, its width going from
 * `fromWidth` to `toWidth`, with `zigzags` diagonals.
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {number} fromWidth
 * @param {number} toWidth
 * @param {number} zigzags
 * @param {string} colour
 */
export function lattice(x1, y1, x2, y2, fromWidth, toWidth, zigzags, colour, strokeWidth = 3) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  const normalX = -dy / length / 2;
  const normalY = dx / length / 2;
  /**
   * The point at `along` (0–1) of the way, on one side (`side`: 1 or -1).
   * @param {number} along
   * @param {number} side
   */
  const point = (along, side) => {
    const width = fromWidth + (toWidth - fromWidth) * along;
    return pair(round(x1 + dx * along + normalX * width * side), round(y1 + dy * along + normalY * width * side));
  };
  const diagonals = [];
  for (let i = 0; i <= zigzags; i++) diagonals.push(point(i / zigzags, i % 2 ? 1 : -1));
  return strokePath(
    `M${point(0, 1)}L${point(1, 1)}M${point(0, -1)}L${point(1, -1)}M${diagonals.join("L")}`,
    colour,
    strokeWidth,
    ' stroke-linejoin="round"',
  );
}

/**
 * A flame with its glow, its base at (x, y).
 * @param {number} x
 * @param {number} y
 */
export const flame = (x, y, scale = 1) =>
  place(
    x,
    y,
    scale,
    glow(2, -24, 70, 0.7) +
      fillPath("M0 0c-16-8-10-30 2-48c0 14 16 22 8 40c-2 5-6 8-10 8z", arcOrange) +
      fillPath("M0-2c-8-6-4-18 2-28c0 10 8 14 4 24z", amber) +
      fillPath("M1-4c-3-3-2-9 1-14c0 5 3 8 1 12z", weldGlow),
  );

/**
 * A refinery's flare: a lattice tower with a flame on top, standing on `y`.
 * @param {number} x
 * @param {number} y
 * @param {number} height
 * @param {string} colour
 */
export const flareStack = (x, y, height, colour) =>
  lattice(x, y, x, y - height, 26, 10, round(height / 22), colour, 3) + flame(x, y - height);

/**
 * A ship-to-shore container crane, ground at 0, about 280 high.
 * @param {string} colour
 */
export const containerCrane = (colour) =>
  fillPath(
    rectSegment(-50, -180, 8, 180) +
      rectSegment(42, -180, 8, 180) +
      rectSegment(-54, -190, 108, 12) +
      rectSegment(-150, -218, 330, 10) +
      rectSegment(96, -208, 16, 8) +
      rectSegment(90, -122, 28, 6) +
      "M-6-218l3-60h6l3 60z",
    colour,
  ) + strokePath("M0-276L-150-214M0-276L178-214M-46-170L46-90M46-170L-46-90M104-200v80", colour, 3);

/**
 * A container ship, waterline at 0, with stacks of containers in the given colours.
 * @param {string} colour
 */
export function containerShip(colour, stacks = [slate, arcOrange, lightSteel, amber, slate, arcOrange, lightSteel]) {
  let body = fillPath("M-220-34h440l-26 34h-396z", colour) + rect(-204, -90, 40, 56, colour);
  body += rect(-200, -102, 30, 12, colour) + rect(-198, -84, 32, 6, lightSteel, opacity(0.5));
  stacks.forEach((stack, i) => {
    body += strokePath(`M${-140 + i * 44} -34v${-34 - (i % 3) * 18}`, stack, 40, ' stroke-dasharray="16 2"');
  });
  return body;
}

/** A crane's hook block, the hook's eye at y = -44. */
export const hookBlock = (colour = lightSteel) =>
  rect(-16, -44, 32, 34, colour, cornerRadius(4)) +
  circle(0, -27, 6, navy) +
  strokePath("M0-10v16a13 13 0 1 1-13 13", colour, 7, roundCaps);

/**
 * A round pressure gauge with its needle.
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 */
export const pressureGauge = (x, y, radius) =>
  circle(x, y, radius, lightSteel) +
  circle(x, y, radius - round(radius / 5), pale) +
  strokePath(
    `M${x} ${y}l${round(radius * 0.5)} ${-round(radius * 0.45)}`,
    arcOrange,
    round(radius / 6) || 1,
    roundCaps,
  );

/** The radiation warning sign's three blades around (0, 0), as path data: drawn over an amber disc. */
export const trefoilBlades = "M0 0l-28-5a28 28 0 0 1 14-24zM0 0l10 27a28 28 0 0 1-28-3zM0 0l18-22a28 28 0 0 1 10 27z";

/**
 * A handheld inspection instrument: a case, its screen showing `screen`, a row of keys and a button.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} screen markup drawn over the screen
 */
export const instrument = (x, y, width, height, screen) =>
  rect(x, y, width, height, steel, cornerRadius(10)) +
  rect(x + 10, y + 10, width - 20, height - 44, navy, cornerRadius(4)) +
  screen +
  dottedLine(`M${x + 24} ${y + height - 17}h${width - 80}`, slate, 10, 20) +
  circle(x + width - 26, y + height - 17, 9, arcOrange);

/**
 * An ultrasonic A-scan trace: a baseline and three echoes.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 */
export const aScan = (x, y, width, height) =>
  strokePath(`M${x} ${y + height}h${width}`, slate, 2) +
  strokePath(
    `M${x} ${y + height}h${round(width * 0.06)}l4 ${-height}l4 ${height}h${round(width * 0.3)}l3 ${-round(height * 0.45)}l3 ${round(height * 0.45)}h${round(width * 0.25)}l4 ${-round(height * 0.8)}l4 ${round(height * 0.8)}H${x + width}`,
    amber,
    2,
    ' stroke-linejoin="round"',
  );

/**
 * A phased-array sector scan: a fan from its apex (cx, cy) between two angles (degrees from straight down),
 * with range arcs and, for each indication, an orange blob at [angle, share of the radius, size].
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {number} fromAngle
 * @param {number} toAngle
 * @param {[number, number, number][]} [indications]
 */
export function sectorScan(cx, cy, radius, fromAngle, toAngle, indications = []) {
  /**
   * The point at `angle` degrees, `distance` from the apex, as "x y".
   * @param {number} angle
   * @param {number} distance
   */
  const point = (angle, distance) =>
    `${round(cx + Math.sin((angle * Math.PI) / 180) * distance)} ${round(cy + Math.cos((angle * Math.PI) / 180) * distance)}`;
  let rangeArcs = "";
  for (const share of [0.35, 0.65]) {
    const distance = round(radius * share);
    rangeArcs += `M${point(fromAngle, distance)}A${distance} ${distance} 0 0 0 ${point(toAngle, distance)}`;
  }
  const gate = round(radius * 0.9);
  let body =
    fillPath(`M${cx} ${cy}L${point(fromAngle, radius)}A${radius} ${radius} 0 0 0 ${point(toAngle, radius)}z`, slate) +
    strokePath(rangeArcs, lightSteel, 1, opacity(0.4)) +
    strokePath(`M${point(fromAngle, gate)}A${gate} ${gate} 0 0 0 ${point(toAngle, gate)}`, amber, 4, opacity(0.7));
  for (const [angle, share, size] of indications) {
    const [x = "", y = ""] = point(angle, radius * share).split(" ");
    body += ellipse(x, y, 2 * size, size, arcOrange) + ellipse(x, y, size, round(size / 2), weldGlow);
  }
  return body;
}

/** A phased-array probe on its wedge, standing on the surface at y = 0. */
export const phasedArrayProbe = (colour = steel) =>
  fillPath("M-26 0h52l-8-16h-36z", amber) +
  rect(-16, -34, 32, 20, colour, cornerRadius(3)) +
  rect(-16, -34, 32, 5, lightSteel);

/**
 * A magnifying glass, its lens centred on (x, y).
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 */
export const magnifier = (x, y, radius, colour = lightSteel) =>
  circle(x, y, radius, pale, opacity(0.15)) +
  ring(x, y, radius, colour, round(radius / 5)) +
  strokePath(
    `M${round(x + radius * 0.72)} ${round(y + radius * 0.72)}l${round(radius * 0.6)} ${round(radius * 0.6)}`,
    colour,
    round(radius / 3),
    roundCaps,
  );

/**
 * A tick, from (x, y): down `size`, then up twice as far.
 * @param {number} x
 * @param {number} y
 * @param {number} size
 */
export const checkMark = (x, y, size, colour = arcOrange, width = 6) =>
  strokePath(`M${x} ${y}l${size} ${size}l${2 * size} ${-2 * size}`, colour, width, roundCaps);

/**
 * A clipboard with a written sheet.
 * @param {number} x
 * @param {number} y
 */
export const clipboard = (x, y, width = 40, height = 54) =>
  rect(x, y, width, height, slate, cornerRadius(3)) +
  rect(x + 4, y + 6, width - 8, height - 10, pale) +
  rect(x + width / 2 - 8, y - 3, 16, 7, lightSteel, cornerRadius(2)) +
  strokePath(
    `M${x + 9} ${y + 18}h${width - 18}M${x + 9} ${y + 28}h${width - 18}M${x + 9} ${y + 38}h${width - 24}`,
    lightSteel,
    3,
  );

/**
 * A tablet computer, its screen showing `screen`.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 */
export const tablet = (x, y, width, height, screen = "") =>
  rect(x, y, width, height, navy, cornerRadius(6)) +
  rect(x + 5, y + 5, width - 10, height - 10, steel, cornerRadius(2)) +
  screen;

/**
 * A bar chart standing on `y`: one bar per height.
 * @param {number} x
 * @param {number} y
 * @param {number} barWidth
 * @param {number[]} heights
 */
export const barChart = (x, y, barWidth, heights, colour = amber) =>
  strokePath(heights.map((height, i) => `M${x + i * barWidth * 1.6} ${y}v${-height}`).join(""), colour, barWidth);

/**
 * A gear wheel with `teeth` teeth and a hole in the middle.
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {number} teeth
 * @param {string} colour
 */
export function gear(cx, cy, radius, teeth, colour, hole = navy) {
  let outline = "";
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (i * Math.PI) / (2 * teeth);
    const distance = i % 4 < 2 ? radius : radius * 0.78;
    outline += `${i ? "L" : "M"}${round(cx + Math.cos(angle) * distance)} ${round(cy + Math.sin(angle) * distance)}`;
  }
  return fillPath(`${outline}z`, colour) + circle(cx, cy, round(radius * 0.32), hole);
}

/**
 * The cross-section of an I-beam, centred on (x, y).
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {string} colour
 */
export const iBeam = (x, y, scale, colour) =>
  place(x, y, scale, fillPath("M-20-24h40v8h-15v32h15v8h-40v-8h15v-32h-15z", colour));

/**
 * A horizontal steel beam with its flanges.
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} height
 * @param {string} colour
 */
export const steelBeam = (x, y, length, height, colour) =>
  rect(x, y, length, height, colour) +
  strokePath(`M${x} ${y + 4}h${length}M${x} ${y + height - 4}h${length}`, navy, 2, opacity(0.35));

/**
 * A vertical steel column with its flanges.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} colour
 */
export const steelColumn = (x, y, width, height, colour) =>
  rect(x, y, width, height, colour) +
  strokePath(`M${x + 4} ${y}v${height}M${x + width - 4} ${y}v${height}`, navy, 2, opacity(0.35));

/**
 * A building's steel frame standing on `groundY`: a column at each x of `columnsAt`, from the top beam down,
 * then a beam at each y of `beamsAt`, spanning the columns.
 * @param {number[]} columnsAt
 * @param {number[]} beamsAt from the top
 * @param {number} groundY
 * @param {number} columnWidth
 * @param {number} beamDepth
 */
export function steelFrame(columnsAt, beamsAt, groundY, columnWidth, beamDepth) {
  const top = beamsAt[0] ?? groundY;
  const left = columnsAt[0] ?? 0;
  const span = (columnsAt.at(-1) ?? left) + columnWidth - left;
  return (
    columnsAt.map((x) => steelColumn(x, top, columnWidth, groundY - top, slate)).join("") +
    beamsAt.map((y) => steelBeam(left, y, span, beamDepth, steel)).join("")
  );
}

/**
 * The sea from `top` down to the bottom of the picture, with rows of waves.
 * @param {number} top
 * @param {number} width
 * @param {number} height the picture's
 */
export function sea(top, width, height, rows = 4) {
  let waves = "";
  for (let row = 0; row < rows; row++) {
    const y = top + 14 + row * round((height - top) / (rows + 1));
    for (let x = (row % 2) * 70 + 20; x < width; x += 190 + row * 20) waves += `M${x} ${y}q15-6 30 0t30 0`;
  }
  return (
    rect(0, top, width, height - top, waterGradient) + strokePath(waves, lightSteel, 2, `${opacity(0.3)}${roundCaps}`)
  );
}

/**
 * An offshore platform: legs and bracing, decks, a drilling derrick, a flare boom and a crane; waterline at 0.
 * @param {string} colour
 */
export function offshorePlatform(colour) {
  let body = strokePath("M-120 60L-102-130M120 60L102-130M-42 60L-36-130M42 60L36-130", colour, 9);
  let bracing = "";
  for (const [left, right] of [
    [-114, -40],
    [-40, 40],
    [40, 114],
  ]) {
    bracing += `M${left} 30L${right}-50M${right} 30L${left}-50M${left}-50L${right}-120M${right}-50L${left}-120`;
  }
  body += strokePath(bracing, colour, 3) + strokePath("M-118-50h236M-114 30h228", colour, 4);
  body += fillPath(
    rectSegment(-160, -150, 320, 22) + rectSegment(-230, -226, 110, 8) + rectSegment(-96, -234, 16, 34),
    colour,
  );
  body +=
    fillPath(rectSegment(-150, -200, 120, 50) + rectSegment(-20, -214, 90, 64), slate) + rect(80, -186, 66, 36, steel);
  body += strokePath("M-210-218l50 68M-140-218l-20 68", colour, 4);
  body += lattice(20, -214, 20, -330, 54, 12, 7, lightSteel, 3);
  body += lattice(150, -160, 270, -250, 12, 8, 6, colour, 3) + flame(278, -256, 0.8);
  body += lattice(-88, -230, -10, -290, 12, 6, 5, lightSteel, 2);
  return body;
}

/**
 * A mobile crane facing right, ground at 0, its boom raised `degrees` and `boomLength` long; with where
 * the boom's tip is, for the hook's rope.
 * @param {string} colour
 * @param {number} degrees
 * @param {number} boomLength
 * @returns {{ body: string, tipX: number, tipY: number }}
 */
export function mobileCrane(colour, degrees, boomLength) {
  const angle = (degrees * Math.PI) / 180;
  const tipX = round(-30 + Math.cos(angle) * boomLength);
  const tipY = round(-70 - Math.sin(angle) * boomLength);
  const body =
    rect(-130, -44, 240, 26, colour, cornerRadius(4)) +
    circle(-96, -14, 13, navy) +
    circle(-62, -14, 13, navy) +
    circle(46, -14, 13, navy) +
    circle(80, -14, 13, navy) +
    fillPath("M84-44v-34h22l14 22v12z", colour) +
    rect(92, -72, 12, 12, lightSteel, opacity(0.6)) +
    rect(-90, -76, 80, 32, colour) +
    strokePath("M-120-22l-16 22M100-22l16 22", colour, 6) +
    lattice(-30, -70, tipX, tipY, 20, 10, round(boomLength / 26), lightSteel, 3) +
    rect(-110, -88, 30, 44, slate);
  return { body, tipX, tipY };
}

/**
 * A tower crane, ground at 0: a mast `height` high and a jib reaching `jib` to the right.
 * @param {string} colour
 * @param {number} height
 * @param {number} jib
 */
export function towerCrane(colour, height, jib) {
  return (
    lattice(0, 0, 0, -height, 24, 24, round(height / 24), colour, 3) +
    lattice(-90, -height - 10, jib, -height - 10, 16, 16, round((jib + 90) / 20), colour, 2) +
    strokePath(
      `M0 ${-height - 18}V${-height - 56}L${round(jib * 0.6)} ${-height - 18}M0 ${-height - 56}L-80 ${-height - 18}`,
      colour,
      2,
    ) +
    rect(-92, -height - 6, 34, 22, slate) +
    rect(10, -height + 2, 22, 20, slate)
  );
}

/**
 * An oil well's pumpjack, ground at 0.
 * @param {string} colour
 */
export const pumpjack = (colour) =>
  rect(-80, -6, 160, 6, colour) +
  fillPath("M-30-4l28-64h6l28 64h-8l-23-52-23 52z", colour) +
  strokePath("M-66-66L56-62", colour, 10) +
  fillPath("M52-78q22 16 0 34z", colour) +
  strokePath("M60-44V-4M-56-64v40", colour, 3) +
  circle(-56, -22, 14, slate);

/**
 * A power line pylon, ground at 0.
 * @param {string} colour
 */
export const pylon = (colour) =>
  strokePath(
    "M-28 0L-7-190L0-222L7-190L28 0M-44-150h88M-54-112h108M-32-176h64M-24-30L20-70L-17-110L13-150L-8-186M24-30L-20-70L17-110L-13-150L8-186",
    colour,
    3,
    ' stroke-linejoin="round"',
  );

/**
 * An airliner seen from the side, facing left, centred on 0.
 * @param {string} colour
 */
export const airplane = (colour) =>
  fillPath("M-210 0q0-22 44-22h286l54-60h28l-16 66q8 12-4 36h-350q-42 0-42-20z", colour) +
  fillPath("M-60 10h110l70 44h-36z", slate) +
  ellipse(-10, 26, 34, 13, slate) +
  ellipse(-42, 26, 4, 10, navy) +
  strokePath("M-150-6h230", lightSteel, 6, ` stroke-dasharray="6 9"${opacity(0.7)}`) +
  fillPath("M-196-8q8-10 26-10v10z", lightSteel) +
  fillPath("M172-78h28l-6 26h-40z", arcOrange);
