// The service pages' pictures (800×500).
import { amber, arcOrange, lightSteel, navy, pale, slate, steel, weldGlow, white } from "../palette.mjs";
import { armHeldOut, worker } from "../people.mjs";
import { aScan, instrument, magnifier, pressureGauge } from "../props/instruments.mjs";
import { glow, sparks, weldArc } from "../props/light.mjs";
import { hookBlock } from "../props/machines.mjs";
import { barChart, checkMark, tablet } from "../props/paperwork.mjs";
import { flangedNozzle, pipe, vesselShell } from "../props/plant.mjs";
import { iBeam, lattice } from "../props/steelwork.mjs";
import { horizontalBead, verticalBead } from "../props/welds.mjs";
import {
  circle,
  cornerRadius,
  dottedLine,
  fillPath,
  group,
  opacity,
  place,
  rect,
  roundCaps,
  strokePath,
} from "../svg.mjs";
import { sceneFrame } from "./frame.mjs";

const frame = sceneFrame(800, 500);

/** The service pages' pictures, by file name. */
export const services = frame.pictures;

frame.add("service-ndt.svg", () => {
  let art =
    rect(0, 380, 800, 120, slate) + rect(0, 380, 800, 10, lightSteel, opacity(0.5)) + horizontalBead(0, 420, 800, 12);
  art +=
    fillPath("M160 380h70l-10-20h-50z", amber) +
    rect(172, 330, 46, 30, steel, cornerRadius(4)) +
    strokePath("M195 330C195 200 400 280 420 200", lightSteel, 4);
  art +=
    fillPath("M220 390l120 60", amber, opacity(0)) +
    fillPath("M200 382l140 110h-30z", amber, opacity(0.3)) +
    circle(318, 470, 10, arcOrange);
  art += instrument(
    400,
    50,
    320,
    260,
    aScan(430, 90, 260, 150) + strokePath("M430 250h260", lightSteel, 1, opacity(0.2)),
  );
  return art;
});

frame.add("service-inspection.svg", () => {
  let art = frame.ground(430);
  // pipe rack with flanges
  art += rect(60, 150, 16, 280, steel) + rect(520, 150, 16, 280, steel) + rect(60, 150, 476, 14, steel);
  art += pipe(40, 190, 520, 44) + pipe(40, 260, 520, 36, steel) + pipe(40, 320, 520, 50);
  art += rect(300, 180, 14, 64, lightSteel) + rect(200, 312, 14, 66, lightSteel) + verticalBead(420, 320, 50, 8);
  art += magnifier(420, 345, 60, pale) + checkMark(540, 100, 22, arcOrange, 12);
  art +=
    place(660, 430, 2.2, worker({ hat: white, arms: armHeldOut })) +
    tablet(690, 250, 60, 44, checkMark(704, 270, 8, weldGlow, 4));
  return art;
});

frame.add("service-coating.svg", () => {
  let art = frame.ground(420);
  art += rect(200, 350, 20, 70, slate) + rect(640, 350, 20, 70, slate);
  art += rect(120, 170, 640, 30, slate) + rect(120, 200, 640, 120, steel) + rect(120, 320, 640, 30, slate);
  art += rect(460, 170, 300, 30, amber) + rect(460, 200, 300, 120, arcOrange) + rect(460, 320, 300, 30, amber);
  art += iBeam(120, 260, 3.75, lightSteel);
  art +=
    fillPath("M399 157L430 330l110-90z", pale, opacity(0.25)) +
    dottedLine("M404 170l30 120M410 166l70 90M416 164l90 60", pale, 6, 18);
  art += strokePath("M290 168C260 300 120 360 40 500", navy, 8);
  art += group(
    "translate(300 100) rotate(30)",
    rect(0, -12, 90, 24, lightSteel, cornerRadius(8)) +
      rect(90, -6, 24, 12, slate) +
      rect(14, 10, 22, 60, lightSteel, cornerRadius(6)),
  );
  return art;
});

frame.add("service-lifting.svg", () => {
  let art = frame.ground(440);
  art += lattice(0, 60, 520, 40, 40, 30, 22, slate, 3) + strokePath("M420 56V170", lightSteel, 4);
  art += place(420, 214, 1.6, hookBlock());
  art +=
    strokePath("M406 250L280 360M400 252L560 360", lightSteel, 6) + rect(240, 360, 360, 80, slate, cornerRadius(4));
  art +=
    rect(250, 360, 340, 10, lightSteel, opacity(0.4)) +
    rect(560, 380, 24, 34, amber, cornerRadius(3)) +
    circle(572, 388, 3, navy);
  art +=
    rect(680, 250, 70, 90, pale, cornerRadius(6)) + checkMark(694, 292, 14, arcOrange, 8) + circle(715, 262, 5, slate);
  return art;
});

frame.add("service-pressure-vessel.svg", () => {
  let art = frame.ground(440);
  art += vesselShell(300, 60, 200, 380, [180, 320], "M340 150v240", 14, 0.35);
  art += fillPath("M320 440l10-40h140l10 40z", steel);
  art += flangedNozzle([500, 200, 70, 24], [566, 192, 12, 40]) + flangedNozzle([230, 300, 70, 24], [222, 292, 12, 40]);
  art += flangedNozzle([390, 30, 20, 40], [380, 18, 40, 14], amber);
  art += pressureGauge(620, 150, 44) + strokePath("M620 194v14H570v0", lightSteel, 6);
  art += strokePath("M640 260h80v180", lightSteel, 6) + rect(700, 300, 40, 24, arcOrange);
  return art;
});

frame.add("service-consulting.svg", () => {
  let art =
    fillPath("M70 430l60-260h520l60 260z", steel) + fillPath("M120 400l45-200h430l45 200z", slate, opacity(0.6));
  art +=
    strokePath("M220 360l60-40h120l40-60h110", lightSteel, 6, roundCaps) +
    circle(280, 320, 10, arcOrange) +
    circle(440, 260, 10, arcOrange);
  art += strokePath("M190 380h420M205 320h400M220 260h370", lightSteel, 1, opacity(0.3));
  art += tablet(520, 110, 190, 140, barChart(548, 228, 16, [40, 64, 52, 88, 76], amber));
  art += fillPath("M90 180a50 50 0 0 1 100 0h16v14H74v-14z", amber);
  art += strokePath("M630 420l30-160 30 160M660 260v-20", pale, 5, roundCaps);
  return art;
});

frame.add("service-staff-outsourcing.svg", () => {
  let art = frame.ground(430);
  art += strokePath(
    "M400 70L160 200M400 70L280 200M400 70v130M400 70L520 200M400 70L640 200",
    lightSteel,
    2,
    opacity(0.5),
  );
  art += circle(400, 70, 30, arcOrange) + circle(400, 70, 12, navy);
  for (const x of [160, 280, 400, 520, 640]) art += circle(x, 200, 8, amber);
  // Hat and vest of each of the five; a slate vest is no vest.
  const crew = [
    [amber, arcOrange],
    [white, amber],
    [arcOrange, arcOrange],
    [white, slate],
    [amber, arcOrange],
  ];
  crew.forEach(([hat, vest], i) => {
    art += place(160 + i * 120, 440, 2, worker({ hat, vest: vest === slate ? "" : vest }));
  });
  return art;
});

frame.add("service-welding.svg", () => {
  let art = glow(470, 300, 380, 0.5);
  art += fillPath("M0 330h800v170H0z", slate) + rect(0, 330, 800, 8, lightSteel, opacity(0.5));
  art += horizontalBead(0, 310, 460, 36) + rect(420, 292, 50, 36, arcOrange) + rect(450, 298, 20, 24, weldGlow);
  art += group(
    "rotate(35 470 300)",
    rect(452, 110, 36, 150, steel, cornerRadius(8)) +
      rect(460, 250, 20, 30, lightSteel) +
      rect(456, 140, 28, 60, slate),
  );
  art += weldArc(470, 300, 160) + sparks(470, 300, 40, 260, -3.2, 0.2, 3);
  return art;
});
