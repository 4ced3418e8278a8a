// The gallery's pictures (800×600): one per kind of work the company does.
import { amber, arcOrange, lightSteel, navy, pale, slate, steel, weldGlow, white } from "../palette.mjs";
import { armHeldOut, kneelingWelder, standingWelder, worker } from "../people.mjs";
import { cable, instrument, magnifier, pressureGauge, sectorScan, trefoilBlades } from "../props/instruments.mjs";
import { glow, sparks, weldArc } from "../props/light.mjs";
import { containerShip, hookBlock, mobileCrane, offshorePlatform, towerCrane } from "../props/machines.mjs";
import { barChart, clipboard, tablet } from "../props/paperwork.mjs";
import { flangedNozzle, pipe, pipeEnd, vesselShell } from "../props/plant.mjs";
import { lattice, steelBeam, steelFrame } from "../props/steelwork.mjs";
import { beadAlong, horizontalBead, verticalBead } from "../props/welds.mjs";
import {
  circle,
  cornerRadius,
  dottedLine,
  ellipse,
  fillPath,
  group,
  opacity,
  place,
  rect,
  rectSegment,
  roundCaps,
  strokePath,
} from "../svg.mjs";
import { sceneFrame } from "./frame.mjs";

const frame = sceneFrame(800, 600);

/** The gallery's pictures, by file name. */
export const gallery = frame.pictures;

frame.add("gallery-01-pipeline-girth-weld.svg", () => {
  let art = glow(470, 450, 420, 0.35);
  art += fillPath("M0 330q120-40 240-10t260-6 300 0V360H0z", steel);
  // sideboom tractor holding the pipe
  art +=
    rect(590, 250, 120, 60, slate, cornerRadius(6)) +
    rect(600, 226, 50, 30, slate) +
    rect(604, 230, 20, 16, lightSteel, opacity(0.5));
  art += rect(570, 300, 170, 30, steel, cornerRadius(14)) + dottedLine("M586 315h140", slate, 16, 24);
  art += lattice(600, 250, 520, 90, 14, 6, 10, lightSteel, 2) + strokePath("M520 94L518 330", lightSteel, 2);
  art += frame.ground(360, 1);
  art += rect(120, 470, 50, 60, slate) + rect(690, 470, 50, 60, slate);
  art += pipe(0, 330, 800, 140) + verticalBead(458, 330, 140, 12);
  art += rect(452, 420, 12, 40, arcOrange, opacity(0.8));
  art += place(350, 540, 2.6, kneelingWelder());
  art += weldArc(458, 449, 130) + sparks(458, 449, 34, 170, -3.3, 0.6, 3);
  return art;
});

frame.add("gallery-02-phased-array-ut.svg", () => {
  let art = frame.ground(470);
  art += rect(60, 520, 40, 40, steel) + rect(420, 520, 40, 40, steel);
  art += pipe(0, 300, 520, 220) + pipeEnd(520, 300, 220);
  art += verticalBead(260, 300, 220, 14);
  // scanner band with encoder and probe
  art +=
    rect(210, 294, 14, 232, slate) +
    rect(190, 360, 50, 70, steel, cornerRadius(6)) +
    fillPath("M188 420h54l-6 14h-42z", amber);
  art += circle(215, 390, 12, lightSteel) + circle(215, 390, 5, navy);
  art += cable("M215 360C215 180 560 330 600 250", 3);
  // instrument on stand
  art += strokePath("M640 470l-30 100M640 470l30 100M640 470v100", slate, 5);
  art += instrument(
    530,
    110,
    240,
    250,
    sectorScan(600, 130, 180, -10, 70, [
      [30, 0.55, 10],
      [45, 0.75, 7],
    ]),
  );
  art += rect(706, 132, 44, 168, steel) + barChart(712, 292, 8, [80, 40, 150, 70], lightSteel);
  art += rect(610, 360, 60, 110, slate);
  return art;
});

frame.add("gallery-03-magnetic-particle.svg", () => {
  let art =
    fillPath("M60 470l140-120h540l-140 120z", slate) +
    rect(60, 470, 540, 40, steel) +
    fillPath("M600 470l140-120v40l-140 120z", navy);
  art += beadAlong("M320 470L460 350", 24, pale);
  // UV lamp and its cone of light
  art +=
    fillPath("M640 120L300 450h200z", lightSteel, opacity(0.14)) +
    fillPath("M600 70l60 60-30 30-60-60z", slate) +
    strokePath("M640 80l60-50", slate, 14, roundCaps);
  // yoke straddling the weld
  art += strokePath("M290 424V280q0-50 50-50h90q50 0 50 50v144", slate, 30, ' stroke-linejoin="round"');
  art +=
    rect(272, 420, 36, 18, lightSteel) +
    rect(462, 420, 36, 18, lightSteel) +
    strokePath("M350 216v-30h70v30", steel, 12, roundCaps);
  art += strokePath("M420 186C500 150 500 90 560 70", navy, 6);
  art += strokePath(
    "M300 420q85-70 180 0M300 420q85-30 180 0",
    lightSteel,
    2,
    ` stroke-dasharray="4 6"${opacity(0.6)}`,
  );
  // fluorescent crack indication
  art += glow(385, 415, 90, 0.7) + strokePath("M362 428l12-8 6 2 10-10 8 0 12-12", weldGlow, 4, roundCaps);
  return art;
});

frame.add("gallery-04-dye-penetrant.svg", () => {
  let art =
    fillPath("M40 440l160-160h560l-160 160z", pale) +
    rect(40, 440, 560, 50, lightSteel) +
    fillPath("M600 440l160-160v50L600 490z", slate);
  art += beadAlong("M240 440L400 280", 30, white);
  art +=
    strokePath("M274 376l18-14 6 4 20-20 8 2 14-16", arcOrange, 18, `${roundCaps}${opacity(0.3)}`) +
    strokePath("M274 376l18-14 6 4 20-20 8 2 14-16", arcOrange, 5, roundCaps);
  art += circle(360, 330, 7, arcOrange, opacity(0.7)) + circle(226, 420, 5, arcOrange, opacity(0.6));
  art += strokePath("M430 400h120M470 360h130M520 320h90", lightSteel, 3, opacity(0.5));
  // spray can and mist
  art += group(
    "rotate(-32 560 180)",
    rect(520, 120, 80, 170, white, cornerRadius(12)) +
      rect(520, 170, 80, 60, arcOrange) +
      rect(540, 92, 40, 30, lightSteel, cornerRadius(6)) +
      rect(552, 80, 14, 14, slate),
  );
  art +=
    fillPath("M500 150L400 320l100 10z", pale, opacity(0.22)) +
    dottedLine("M486 170l-30 60M476 166l-50 80M494 176l-10 70", pale, 6, 20);
  return art;
});

frame.add("gallery-05-radiography-film.svg", () => {
  // viewer box
  let art =
    rect(90, 120, 620, 340, steel, cornerRadius(14)) +
    rect(110, 140, 580, 280, weldGlow) +
    rect(110, 140, 580, 280, white, opacity(0.5));
  art += rect(110, 480, 580, 30, slate, cornerRadius(6)) + rect(360, 460, 80, 20, slate);
  // film
  art +=
    rect(150, 200, 500, 170, navy) +
    rect(150, 262, 500, 46, slate) +
    strokePath("M150 285h500", lightSteel, 6, opacity(0.5));
  art += strokePath("M200 215v30M214 215v30M228 215v30M242 215v26", lightSteel, 3);
  art += ellipse(400, 286, 16, 5, navy) + strokePath("M520 280l30 4 24-2", navy, 3, roundCaps);
  art += rect(170, 330, 80, 20, lightSteel, opacity(0.6)) + rect(560, 330, 60, 20, lightSteel, opacity(0.6));
  // magnifier over the defect
  art += magnifier(410, 290, 66, pale);
  // radiation trefoil
  art += circle(700, 90, 44, amber) + place(700, 90, 1, fillPath(trefoilBlades, navy) + circle(0, 0, 6, navy));
  return art;
});

frame.add("gallery-06-storage-tank-inspection.svg", () => {
  let art = frame.ground(510);
  art += fillPath("M110 510V190q250-70 500 0v320z", slate);
  art += strokePath("M110 270h500M110 350h500M110 430h500", lightSteel, 3, opacity(0.5));
  art += strokePath("M200 190v80M380 270v80M520 190v80M260 350v80M460 430v80", lightSteel, 3, opacity(0.35));
  // spiral stair
  art += strokePath("M610 510L130 200", steel, 12) + strokePath("M610 500L130 190", lightSteel, 2, opacity(0.6));
  // thickness map grid
  const thicknessColours = [lightSteel, amber, lightSteel, arcOrange, lightSteel, weldGlow];
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 3; j++) {
      const colour = /** @type {string} */ (thicknessColours[(i + j * 2) % thicknessColours.length]);
      art += rect(390 + i * 34, 290 + j * 34, 30, 30, colour, opacity(0.75));
    }
  // crawler
  art +=
    rect(330, 380, 40, 44, steel, cornerRadius(5)) +
    circle(350, 402, 8, lightSteel) +
    strokePath("M350 380V160", navy, 3);
  art += place(250, 296, 1.1, worker({ hat: white }));
  art += place(690, 510, 1.4, worker({ hat: amber, arms: armHeldOut })) + tablet(712, 380, 34, 26);
  return art;
});

frame.add("gallery-07-offshore-platform.svg", () => {
  let art = glow(560, 420, 420, 0.5);
  art += frame.sea(420);
  art += place(400, 420, 1.15, offshorePlatform(steel));
  art += place(120, 470, 0.35, containerShip(slate, [slate, amber, lightSteel]));
  return art;
});

frame.add("gallery-08-coating-thickness.svg", () => {
  // layered cross section
  let art =
    rect(60, 380, 680, 120, slate) +
    rect(60, 356, 680, 24, arcOrange) +
    rect(60, 336, 680, 20, amber) +
    rect(60, 320, 680, 16, lightSteel);
  art += strokePath(
    "M60 500l60-60 60 60 60-60 60 60 60-60 60 60 60-60 60 60 60-60 60 60 60-60",
    steel,
    3,
    opacity(0.4),
  );
  art += strokePath("M110 320v60M100 320h20M100 380h20", pale, 3);
  // gauge and probe
  art +=
    strokePath("M420 316V230", navy, 10) +
    rect(400, 220, 40, 30, lightSteel, cornerRadius(4)) +
    strokePath("M440 240C520 240 500 130 560 120", navy, 5);
  art += instrument(
    520,
    60,
    200,
    170,
    barChart(552, 180, 14, [50, 70, 62, 80, 74], amber) + strokePath("M540 110h160", arcOrange, 2, opacity(0.7)),
  );
  art += circle(420, 318, 10, weldGlow, opacity(0.6));
  return art;
});

frame.add("gallery-09-crane-load-test.svg", () => {
  let art = frame.ground(520);
  const crane = mobileCrane(slate, 58, 420);
  art += place(200, 520, 1, crane.body);
  const hookX = 200 + crane.tipX;
  art += strokePath(`M${hookX} ${520 + crane.tipY}V300`, lightSteel, 3) + place(hookX, 344, 1, hookBlock());
  // load cell then water bags
  art +=
    rect(hookX - 10, 356, 20, 40, amber, cornerRadius(4)) +
    strokePath(`M${hookX - 40} 460L${hookX} 396l40 64`, lightSteel, 3);
  art +=
    fillPath(`M${hookX - 60} 460h120q10 40-20 50h-80q-30-10-20-50z`, lightSteel) +
    rect(hookX - 60, 476, 120, 8, arcOrange);
  art +=
    place(640, 520, 1.3, worker({ hat: white, arms: armHeldOut })) +
    tablet(664, 394, 34, 26, barChart(672, 412, 4, [6, 10, 8]));
  return art;
});

frame.add("gallery-10-pressure-vessel.svg", () => {
  let art = frame.ground(470);
  art += vesselShell(80, 230, 560, 180, [260, 460], "M170 268h380", 12, 0.4);
  art += fillPath("M150 470l20-70h80l20 70zM470 470l20-70h80l20 70z", steel);
  art += flangedNozzle([300, 190, 40, 44], [290, 180, 60, 14]) + flangedNozzle([520, 200, 24, 32], [512, 192, 40, 10]);
  art += pressureGauge(532, 160, 26) + strokePath("M532 186v6", lightSteel, 4);
  // hydrotest pump and hose
  art +=
    rect(660, 400, 90, 70, steel, cornerRadius(6)) +
    pressureGauge(705, 380, 22) +
    strokePath("M660 440C560 480 560 380 600 370", lightSteel, 5);
  art += place(400, 520, 1.2, worker({ hat: white }));
  return art;
});

frame.add("gallery-11-structural-steel.svg", () => {
  let art = frame.ground(540);
  art += steelFrame([80, 300, 520], [160, 290, 420], 540, 24, 22);
  art += strokePath("M104 182L300 290M324 290L520 420", lightSteel, 4, opacity(0.5));
  art += place(640, 540, 1, towerCrane(steel, 440, 120)) + strokePath("M720 92V240", lightSteel, 2);
  art += steelBeam(650, 240, 140, 18, lightSteel);
  art += place(250, 290, 1.3, kneelingWelder()) + weldArc(303, 245, 70) + sparks(303, 245, 22, 110, -2.5, 1.4, 2);
  return art;
});

frame.add("gallery-12-welder-training.svg", () => {
  let art = frame.ground(480);
  // two booths with amber curtains
  let booths = "";
  for (const x of [40, 420])
    booths +=
      rectSegment(x, 150, 354, 14) +
      rectSegment(x, 164, 14, 316) +
      rectSegment(x + 340, 164, 14, 316) +
      rectSegment(x + 182, 394, 16, 86);
  art +=
    fillPath(rectSegment(54, 164, 326, 316) + rectSegment(434, 164, 326, 316), navy, opacity(0.35)) +
    fillPath(booths, slate);
  art +=
    fillPath(rectSegment(300, 164, 80, 316) + rectSegment(680, 164, 80, 316), arcOrange, opacity(0.6)) +
    strokePath("M320 164v316M340 164v316M360 164v316M700 164v316M720 164v316M740 164v316", weldGlow, 2, opacity(0.3));
  art += fillPath(rectSegment(150, 380, 160, 14) + rectSegment(530, 380, 160, 14), lightSteel);
  art += horizontalBead(160, 374, 100, 8) + rect(560, 364, 60, 16, steel);
  art += place(128, 480, 1.6, standingWelder()) + weldArc(196, 393, 60) + sparks(196, 393, 16, 80, -3, 0.2);
  art += place(490, 480, 1.6, standingWelder()) + weldArc(558, 393, 50) + sparks(558, 393, 12, 60, -3, 0.2);
  art += place(330, 500, 1.7, worker({ hat: white, arms: armHeldOut })) + clipboard(350, 330, 34, 44);
  return art;
});
