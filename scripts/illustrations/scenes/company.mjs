// The about pages' pictures (800×500).
import { amber, arcOrange, lightSteel, navy, slate, steel, weldGlow, white } from "../palette.mjs";
import { armHeldOut, standingWelder, worker } from "../people.mjs";
import { glow, sparks, weldArc } from "../props/light.mjs";
import { gear, hookBlock } from "../props/machines.mjs";
import { checkMark, clipboard } from "../props/paperwork.mjs";
import { processColumn, tank } from "../props/plant.mjs";
import { circle, fillPath, opacity, place, rect, ring, roundCaps, strokePath } from "../svg.mjs";
import { sceneFrame } from "./frame.mjs";

const frame = sceneFrame(800, 500);

/** The about pages' pictures, by file name. */
export const company = frame.pictures;

frame.add("about-workshop.svg", () => {
  let art = frame.ground(400);
  for (let x = 80; x < 800; x += 160) art += rect(x, 60, 60, 160, lightSteel, opacity(0.12));
  art +=
    rect(0, 70, 800, 20, slate) +
    rect(300, 90, 60, 16, steel) +
    strokePath("M330 106v110", lightSteel, 3) +
    place(330, 250, 1, hookBlock());
  art += rect(430, 300, 220, 14, lightSteel) + rect(450, 314, 14, 86, slate) + rect(616, 314, 14, 86, slate);
  art += place(540, 400, 1.3, standingWelder()) + weldArc(595, 330, 60) + sparks(595, 330, 16, 80, -3, 0.2);
  /** A stack of pipes seen end-on. @type {[number, number][]} */
  const pipeEnds = [
    [50, 370],
    [110, 370],
    [170, 370],
    [80, 318],
    [140, 318],
    [110, 266],
  ];
  for (const [x, y] of pipeEnds) art += circle(x, y, 29, slate) + circle(x, y, 20, navy);
  art += rect(230, 320, 140, 80, slate) + rect(230, 320, 140, 12, lightSteel);
  return art;
});

frame.add("about-vision.svg", () => {
  let art = glow(400, 300, 340, 0.6);
  art += circle(400, 300, 70, weldGlow, opacity(0.6));
  art +=
    frame.ground(300, 1) +
    fillPath("M380 300h40l260 200H120z", slate) +
    strokePath("M400 310v20M400 350v30M400 410v40", weldGlow, 8);
  // a grid in perspective towards the horizon
  let rays = "";
  for (let i = 1; i < 6; i++) rays += `M${400 - i * 90} 500L400 300M${400 + i * 90} 500L400 300`;
  art += strokePath(`${rays}M0 340h800M0 390h800M0 450h800`, lightSteel, 1, opacity(0.25));
  art +=
    ring(400, 300, 150, lightSteel, 2, ' stroke-dasharray="6 10"') + ring(400, 300, 220, lightSteel, 1, opacity(0.4));
  art +=
    strokePath("M180 180L300 120L420 150L560 90L660 140", amber, 3, roundCaps) +
    circle(300, 120, 7, arcOrange) +
    circle(420, 150, 7, arcOrange) +
    circle(560, 90, 7, arcOrange);
  return art;
});

frame.add("about-mission.svg", () => {
  let art = ring(400, 250, 210, slate, 2) + ring(400, 250, 170, slate, 2, ' stroke-dasharray="10 10"');
  art +=
    fillPath("M400 70l130 50v110c0 90-60 140-130 170c-70-30-130-80-130-170V120z", steel) +
    strokePath(
      "M400 70l130 50v110c0 90-60 140-130 170c-70-30-130-80-130-170V120z",
      arcOrange,
      8,
      ' stroke-linejoin="round"',
    );
  art += strokePath("M320 220l24 24 24-24 24 24 24-24 24 24 24-24", amber, 14, roundCaps);
  art += checkMark(350, 300, 24, weldGlow, 14);
  art += gear(160, 250, 46, 9, slate, navy) + place(640, 290, 1, hookBlock(slate));
  return art;
});

frame.add("about-team.svg", () => {
  let art = glow(400, 420, 360, 0.2) + frame.ground(420);
  art +=
    tank(40, 420, 160, 120, steel) + processColumn(620, 420, 40, 260, steel) + processColumn(690, 420, 30, 200, steel);
  art += place(400, 470, 3, worker({ hat: white, vest: arcOrange }));
  art += place(270, 460, 2.8, worker({ hat: amber, vest: amber, arms: armHeldOut })) + clipboard(318, 260, 40, 50);
  art += place(530, 460, 2.8, worker({ hat: arcOrange, vest: arcOrange }));
  art += place(160, 450, 2.5, worker({ hat: amber, vest: "" }));
  art += place(640, 450, 2.5, worker({ hat: white, vest: amber }));
  return art;
});
