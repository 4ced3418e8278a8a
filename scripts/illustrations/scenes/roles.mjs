// The staff roles' portraits (400×300): each role's bust on the left, the attribute of its trade on the right.
import { amber, arcOrange, lightSteel, navy, pale, slate, steel, weldGlow, white } from "../palette.mjs";
import { armReachingTo, bust, bustCentreX, hand, rolePortrait } from "../people.mjs";
import { aScan, instrument, magnifier, phasedArrayProbe, pressureGauge, trefoilBlades } from "../props/instruments.mjs";
import { sparks, weldArc } from "../props/light.mjs";
import { gear, hookBlock } from "../props/machines.mjs";
import { barChart, checkMark, clipboard, tablet } from "../props/paperwork.mjs";
import { verticalPipe } from "../props/plant.mjs";
import { iBeam, lattice, steelBeam } from "../props/steelwork.mjs";
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
  ring,
  roundCaps,
  strokePath,
} from "../svg.mjs";

/** @type {Record<string, () => string>} */
export const roles = {};

/**
 * The figure of each role on its portrait, by the role's id (its file is role-<id>.svg).
 * @type {Record<string, () => string>}
 */
const roleFigures = {};
roleFigures.welder = () =>
  bust({
    hat: slate,
    top:
      fillPath(`M${bustCentreX - 36} 100q36-18 72 0v54q-36 16-72 0z`, navy) +
      rect(bustCentreX - 20, 116, 40, 14, weldGlow, cornerRadius(3)),
    arm: armReachingTo(250, 224),
  }) +
  strokePath("M250 224l40-34", lightSteel, 8, roundCaps) +
  hand(250, 224) +
  weldArc(300, 186, 60) +
  sparks(300, 186, 16, 80);
roleFigures["pipe-fitter"] = () =>
  bust({ arm: armReachingTo(262, 226) }) +
  strokePath("M236 110h64q40 0 40 40v100", slate, 40) +
  strokePath("M236 98h64", lightSteel, 5, opacity(0.4)) +
  rect(226, 84, 12, 52, lightSteel) +
  rect(314, 246, 52, 12, lightSteel) +
  strokePath("M262 226l50-50", lightSteel, 9, roundCaps) +
  fillPath("M304 168l22-8 6 10-16 14z", lightSteel) +
  hand(262, 226);
roleFigures["structural-fitter"] = () =>
  bust({ arm: armReachingTo(258, 218) }) +
  iBeam(306, 160, 1.8, lightSteel) +
  strokePath("M258 218l40-60", lightSteel, 8, roundCaps) +
  hand(258, 218);
roleFigures["welding-inspector"] = () =>
  bust({ hat: white, arm: armReachingTo(250, 210) }) +
  horizontalBead(240, 250, 120, 16) +
  rect(240, 258, 120, 20, slate) +
  magnifier(300, 196, 34) +
  hand(250, 210);
roleFigures["ndt-ut-technician"] = () =>
  bust({ arm: armReachingTo(260, 240) }) +
  instrument(262, 100, 90, 110, aScan(276, 118, 62, 40)) +
  rect(240, 246, 130, 24, slate) +
  place(282, 246, 0.8, phasedArrayProbe()) +
  strokePath("M282 220C282 200 300 210 306 210", lightSteel, 3) +
  hand(260, 240);
roleFigures["ndt-rt-technician"] = () =>
  bust({ arm: armReachingTo(254, 220) }) +
  rect(262, 110, 90, 150, weldGlow, cornerRadius(4)) +
  rect(272, 120, 70, 130, navy) +
  rect(294, 120, 26, 130, slate) +
  circle(307, 180, 5, navy) +
  place(342, 96, 0.6, circle(0, 0, 36, amber) + fillPath(trefoilBlades, navy)) +
  hand(254, 220);
roleFigures["ndt-mt-pt-technician"] = () =>
  bust({ arm: armReachingTo(270, 230) }) +
  strokePath("M260 270v-50q0-34 34-34h16q34 0 34 34v50", slate, 18) +
  rect(250, 262, 20, 14, lightSteel) +
  rect(334, 262, 20, 14, lightSteel) +
  rect(282, 176, 40, 16, steel, cornerRadius(8)) +
  group(
    "rotate(-25 340 110)",
    rect(320, 70, 36, 80, white, cornerRadius(6)) +
      rect(320, 96, 36, 26, arcOrange) +
      rect(330, 58, 16, 14, lightSteel),
  ) +
  hand(270, 230);
roleFigures["coating-inspector"] = () =>
  bust({ hat: white, arm: armReachingTo(256, 210) }) +
  instrument(260, 120, 80, 96, barChart(274, 170, 8, [18, 28, 22, 30], amber)) +
  strokePath("M340 170c30 0 30 60 10 80", navy, 4) +
  rect(336, 250, 30, 20, lightSteel) +
  rect(240, 270, 140, 30, arcOrange) +
  hand(256, 210);
roleFigures["blaster-painter"] = () =>
  bust({
    vest: "",
    top:
      fillPath(`M${bustCentreX - 38} 160v-40a38 38 0 0 1 76 0v40z`, lightSteel) +
      rect(bustCentreX - 22, 110, 44, 26, navy, cornerRadius(6)) +
      rect(bustCentreX - 22, 110, 44, 26, lightSteel, opacity(0.3)),
    arm: armReachingTo(258, 200),
  }) +
  rect(250, 180, 70, 22, lightSteel, cornerRadius(6)) +
  rect(312, 186, 28, 10, slate) +
  fillPath("M340 190l50-40v80z", pale, opacity(0.3)) +
  dottedLine("M350 190l40-20M350 196l40 10", pale, 5, 14) +
  hand(258, 200);
roleFigures["hse-officer"] = () =>
  bust({ hat: white, vest: amber, arm: armReachingTo(252, 214) }) +
  clipboard(250, 150, 60, 80) +
  fillPath("M320 90l30 12v22c0 18-14 28-30 34c-16-6-30-16-30-34v-22z", arcOrange) +
  checkMark(308, 120, 6, white, 5) +
  hand(252, 214);
roleFigures["rope-access-technician"] = () =>
  bust({ hat: white, vest: arcOrange }) +
  strokePath("M112 186l38 84M208 186l-38 84", navy, 9) +
  rect(84, 266, 152, 12, navy) +
  ring(160, 290, 10, lightSteel, 4) +
  strokePath("M300 20v280M330 20v280", amber, 5) +
  rect(288, 150, 54, 34, lightSteel, cornerRadius(6)) +
  ring(315, 210, 14, lightSteel, 5) +
  strokePath(`M${bustCentreX + 52} 220L292 172`, slate, 26, roundCaps) +
  hand(292, 172);
roleFigures["crane-operator"] = () =>
  bust({ arm: armReachingTo(252, 218) }) +
  rect(244, 170, 24, 50, navy, cornerRadius(6)) +
  strokePath("M262 170v-26", navy, 4) +
  lattice(260, 60, 390, 40, 18, 12, 8, lightSteel, 2) +
  strokePath("M350 48v80", lightSteel, 2) +
  place(350, 172, 1, hookBlock()) +
  hand(252, 218);
roleFigures.rigger = () =>
  bust({ vest: amber, arm: armReachingTo(270, 230) }) +
  strokePath("M300 40v70", lightSteel, 4) +
  strokePath("M304 108a22 22 0 1 1-8 0", lightSteel, 8) +
  strokePath("M286 136h36", slate, 8, roundCaps) +
  strokePath("M290 140L250 250M318 140l40 110", arcOrange, 10, roundCaps) +
  hand(270, 230);
roleFigures.scaffolder = () =>
  bust({ arm: armReachingTo(252, 220) }) +
  strokePath("M280 40v260M360 40v260M270 110h110M270 210h110M280 110l80 100", lightSteel, 10) +
  rect(270, 98, 22, 24, slate, cornerRadius(3)) +
  rect(350, 198, 22, 24, slate, cornerRadius(3)) +
  hand(252, 220);
roleFigures["mechanical-technician"] = () =>
  bust({ arm: armReachingTo(262, 214) }) +
  gear(320, 130, 50, 10, slate, steel) +
  strokePath("M262 214l46-40", lightSteel, 12, roundCaps) +
  fillPath("M300 160a18 18 0 1 0 20 14l-12-4-2-12z", lightSteel) +
  hand(262, 214);
roleFigures["electrical-technician"] = () =>
  bust({ arm: armReachingTo(258, 224) }) +
  fillPath("M330 50l-50 90h36l-22 80 66-110h-38l26-60z", amber) +
  instrument(236, 170, 60, 90, circle(266, 200, 12, amber, opacity(0.6))) +
  strokePath("M250 260v20M282 260v20", arcOrange, 4) +
  hand(258, 224);
roleFigures["instrument-technician"] = () =>
  bust({ arm: armReachingTo(252, 224) }) +
  verticalPipe(290, 40, 30, 260, slate) +
  pressureGauge(340, 120, 40) +
  strokePath("M320 120h-10", lightSteel, 8) +
  rect(250, 180, 40, 50, lightSteel, cornerRadius(6)) +
  rect(256, 188, 28, 16, navy) +
  hand(252, 224);
roleFigures["qa-qc-engineer"] = () =>
  bust({ hat: white, vest: "", arm: armReachingTo(256, 214) }) +
  clipboard(250, 110, 80, 110) +
  checkMark(262, 140, 6, arcOrange, 4) +
  checkMark(262, 166, 6, arcOrange, 4) +
  magnifier(340, 210, 26) +
  hand(256, 214);
roleFigures["project-engineer"] = () =>
  bust({ hat: white, vest: "", arm: armReachingTo(252, 214) }) +
  tablet(248, 110, 110, 80, strokePath("M262 130h40M274 146h50M290 162h52M310 178h30", amber, 8)) +
  rect(300, 220, 90, 26, lightSteel, cornerRadius(13)) +
  hand(252, 214);
roleFigures["piping-supervisor"] = () =>
  bust({ hat: white, arm: armReachingTo(252, 220) }) +
  strokePath("M260 90h40l30-30h40M300 90v60l30 30h40M330 180v60", lightSteel, 14, roundCaps) +
  circle(300, 90, 10, arcOrange) +
  circle(330, 180, 10, arcOrange) +
  rect(240, 180, 22, 40, navy, cornerRadius(4)) +
  hand(252, 220);
roleFigures["fabrication-supervisor"] = () =>
  bust({ hat: white, arm: armReachingTo(252, 220) }) +
  steelBeam(270, 90, 110, 30, lightSteel) +
  verticalBead(330, 90, 30, 8) +
  clipboard(270, 160, 60, 80) +
  hand(252, 220);
roleFigures["lifting-inspector"] = () =>
  bust({ hat: white, arm: armReachingTo(256, 226) }) +
  strokePath("M320 30v50", lightSteel, 4) +
  place(320, 124, 1.4, hookBlock()) +
  rect(262, 200, 44, 56, amber, cornerRadius(4)) +
  circle(284, 212, 4, navy) +
  checkMark(274, 232, 6, navy, 4) +
  hand(256, 226);
roleFigures["document-controller"] = () =>
  bust({
    hat: "",
    vest: "",
    top: fillPath(`M${bustCentreX - 32} 120a32 32 0 0 1 64 0q-20-16-64 0z`, navy),
    arm: armReachingTo(248, 224),
  }) +
  rect(280, 80, 90, 120, slate, cornerRadius(4)) +
  rect(270, 96, 90, 120, lightSteel, cornerRadius(4)) +
  rect(260, 112, 90, 120, pale, cornerRadius(4)) +
  strokePath("M274 140h60M274 156h60M274 172h40", lightSteel, 4) +
  rect(230, 236, 150, 30, amber, cornerRadius(4)) +
  hand(248, 224);
for (const [role, figure] of Object.entries(roleFigures)) roles[`role-${role}.svg`] = () => rolePortrait(figure());
