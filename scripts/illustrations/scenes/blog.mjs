// The articles' cover pictures (1200×630, the size of a link preview).
import { amber, arcOrange, lightSteel, navy, pale, slate, steel, weldGlow, white } from "../palette.mjs";
import { armHeldOut, kneelingWelder, worker } from "../people.mjs";
import { aScan, cable, instrument, phasedArrayProbe, sectorScan } from "../props/instruments.mjs";
import { glow, sparks, weldArc } from "../props/light.mjs";
import { offshorePlatform } from "../props/machines.mjs";
import { checkMark, tablet } from "../props/paperwork.mjs";
import {
  circle,
  cornerRadius,
  dottedLine,
  fillPath,
  opacity,
  place,
  rect,
  ring,
  round,
  roundCaps,
  strokePath,
} from "../svg.mjs";
import { sceneFrame } from "./frame.mjs";

const frame = sceneFrame(1200, 630);

/** The articles' cover pictures, by file name. */
export const blog = frame.pictures;

frame.add("blog-advanced-ndt-techniques.svg", () => {
  let art = frame.ground(500);
  art += rect(0, 400, 1200, 100, slate) + rect(0, 400, 1200, 10, lightSteel, opacity(0.5));
  art +=
    fillPath("M330 400l40 100h80l40-100z", lightSteel) +
    fillPath("M326 402q84-30 168 0z", pale) +
    strokePath("M350 420l30 80h60l30-80", navy, 2, opacity(0.3));
  art +=
    fillPath("M206 404L340 500h60l90-30z", amber, opacity(0.3)) + glow(410, 462, 40) + circle(410, 462, 8, arcOrange);
  art += place(206, 400, 2, phasedArrayProbe()) + cable("M206 332C206 180 560 280 640 160", 4);
  art += instrument(
    620,
    60,
    520,
    380,
    sectorScan(660, 84, 300, 25, 75, [
      [48, 0.62, 14],
      [62, 0.45, 8],
    ]) +
      aScan(970, 100, 140, 110) +
      strokePath("M970 270h140M970 310h100", slate, 12),
  );
  return art;
});

frame.add("blog-offshore-welding-safety.svg", () => {
  let art = glow(900, 300, 500, 0.35);
  art += frame.sea(470, 5);
  art += place(560, 470, 1.35, offshorePlatform(steel));
  // welding habitat on the cellar deck
  art +=
    rect(640, 320, 160, 110, amber, cornerRadius(4)) +
    rect(650, 330, 140, 90, arcOrange, opacity(0.5)) +
    rect(700, 380, 40, 50, slate);
  art +=
    glow(720, 360, 90, 0.8) +
    dottedLine("M660 320h130", navy, 4, 26) +
    rect(800, 350, 40, 40, lightSteel, cornerRadius(4));
  art +=
    rect(600, 430, 340, 8, slate) +
    strokePath("M600 400h340M680 400v30M760 400v30M840 400v30M920 400v30", lightSteel, 3);
  art += ring(900, 406, 14, arcOrange, 7) + ring(900, 406, 14, white, 7, ' stroke-dasharray="11 11"');
  art += place(860, 430, 1, worker({ hat: white }));
  return art;
});

frame.add("blog-pipeline-construction-quality-assurance.svg", () => {
  let art = glow(640, 300, 420, 0.3);
  art += fillPath("M0 300q300-40 600-10t600-10v40H0z", steel) + frame.ground(300, 1);
  art +=
    fillPath("M520 300h180l500 330H-20z", slate, opacity(0.45)) +
    fillPath("M660 300h14l330 330H900z", steel) +
    fillPath("M640 300h16l260 330h-60z", navy);
  art += fillPath("M560 300h14L430 630H250z", lightSteel) + fillPath("M567 300h7L430 630H345z", slate, opacity(0.5));
  // the pipe's supports, closer together into the distance
  let supports = "";
  for (const along of [0.05, 0.12, 0.22, 0.38, 0.62])
    supports += `M${round(560 - 310 * along)} ${round(300 + 330 * along)}H${round(574 - 144 * along)}`;
  art += strokePath(supports, steel, 4);
  art += rect(772, 282, 34, 16, slate) + strokePath("M800 286l24-18 12 22", slate, 5, roundCaps);
  art += place(470, 393, 0.6, kneelingWelder()) + weldArc(495, 372, 50) + sparks(495, 372, 10, 50);
  art +=
    place(860, 580, 2.4, worker({ hat: white, arms: armHeldOut })) +
    tablet(897, 354, 60, 44, checkMark(912, 374, 8, weldGlow, 4));
  return art;
});
