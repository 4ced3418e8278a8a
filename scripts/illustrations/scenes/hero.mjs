// The home page's hero poster (1600×900): an industrial skyline at night, a welder at work on a pipe in front.
import { arcOrange, navy, slate, steel, weldGlow } from "../palette.mjs";
import { kneelingWelder } from "../people.mjs";
import { glow, sparks, weldArc } from "../props/light.mjs";
import { containerCrane } from "../props/machines.mjs";
import { flareStack, pipe, pipeEnd, processColumn, tank } from "../props/plant.mjs";
import { verticalBead } from "../props/welds.mjs";
import { ellipse, fadeGradient, opacity, place, rect, strokePath } from "../svg.mjs";
import { sceneFrame } from "./frame.mjs";

const frame = sceneFrame(1600, 900);

/** The hero poster, by file name. */
export const hero = frame.pictures;

frame.add("hero-poster.svg", () => {
  let art = glow(1190, 760, 760, 0.45);
  art += place(300, 620, 1.05, containerCrane(steel));
  art += tank(760, 620, 120, 70, steel) + tank(900, 620, 150, 96, slate) + tank(1070, 620, 110, 60, steel);
  art += place(1200, 620, 1.2, containerCrane(slate));
  art += processColumn(1330, 620, 34, 210, slate) + processColumn(1384, 620, 24, 150, steel);
  art += flareStack(1500, 620, 300, slate);
  art += rect(0, 618, 1600, 14, navy, opacity(0.6)) + frame.ground(632, 1);
  art += strokePath("M980 650h90M1240 660h60M1380 648h110", weldGlow, 3, opacity(0.25));
  art += rect(900, 810, 40, 60, steel) + rect(1460, 810, 40, 60, steel);
  art += pipe(820, 660, 780, 150) + pipeEnd(820, 660, 150);
  art += verticalBead(1190, 660, 150, 12) + rect(1184, 730, 12, 56, arcOrange, opacity(0.8));
  art += ellipse(1240, 872, 380, 14, arcOrange, opacity(0.15));
  art += place(1059, 870, 3.2, kneelingWelder(steel));
  art += weldArc(1190, 758, 190) + sparks(1190, 758, 30, 240, -3.2, 0.5, 3);
  art += rect(0, 0, 1600, 900, fadeGradient);
  return art;
});
