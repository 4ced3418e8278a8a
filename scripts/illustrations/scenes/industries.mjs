// The industry pages' pictures (800×500).
import { amber, arcOrange, lightSteel, pale, slate, steel, white } from "../palette.mjs";
import { worker } from "../people.mjs";
import { instrument } from "../props/instruments.mjs";
import { glow, sparks, weldArc } from "../props/light.mjs";
import { airplane, containerCrane, containerShip, gear, pumpjack, pylon, towerCrane } from "../props/machines.mjs";
import { flareStack, pipe, processColumn, tank } from "../props/plant.mjs";
import { steelBeam, steelFrame } from "../props/steelwork.mjs";
import { circle, dottedLine, fillPath, opacity, place, rect, roundCaps, strokePath } from "../svg.mjs";
import { sceneFrame } from "./frame.mjs";

const frame = sceneFrame(800, 500);

/** The industry pages' pictures, by file name. */
export const industries = frame.pictures;

frame.add("industry-oil-gas.svg", () => {
  let art = glow(660, 140, 300, 0.4) + frame.ground(400, 1);
  art += place(140, 400, 1.3, pumpjack(slate));
  art +=
    processColumn(300, 400, 40, 260, slate) +
    processColumn(360, 400, 30, 200, steel) +
    processColumn(410, 400, 46, 300, slate);
  art += tank(480, 400, 130, 90, slate) + tank(620, 400, 100, 70, steel);
  art += flareStack(740, 400, 260, slate);
  art += pipe(0, 420, 800, 24, steel) + pipe(0, 456, 800, 18, slate);
  return art;
});

frame.add("industry-maritime.svg", () => {
  let art = glow(640, 300, 300, 0.3);
  art += place(560, 330, 1.2, containerCrane(slate)) + rect(500, 330, 300, 20, steel);
  art += frame.sea(330) + place(300, 360, 1, containerShip(steel));
  art += fillPath("M40 420h120l-14 24H56z", slate) + rect(80, 396, 40, 24, slate) + rect(88, 380, 8, 18, arcOrange);
  return art;
});

frame.add("industry-construction.svg", () => {
  let art = frame.ground(440);
  art += steelFrame([100, 250, 400], [160, 250, 340], 440, 18, 16);
  art += strokePath("M118 176L250 250M268 266L400 340", lightSteel, 3, opacity(0.4));
  art +=
    place(600, 440, 1, towerCrane(lightSteel, 340, 180)) +
    strokePath("M700 94V200", pale, 2) +
    steelBeam(640, 200, 120, 14, amber);
  art += place(480, 440, 1.2, worker({ hat: white })) + rect(320, 410, 120, 30, slate);
  return art;
});

frame.add("industry-manufacturing.svg", () => {
  let art = frame.ground(400);
  art += fillPath(
    "M0 220l80-60v60l80-60v60l80-60v60l80-60v60l80-60v60l80-60v60l80-60v60l80-60v60l80-60v60V230H0z",
    steel,
  );
  // robot arm welding on conveyor
  art +=
    rect(170, 370, 80, 30, slate) +
    strokePath("M210 370V300L320 230L390 310", lightSteel, 22, roundCaps) +
    circle(210, 300, 16, slate) +
    circle(320, 230, 16, slate);
  art +=
    strokePath("M390 310l16 30", lightSteel, 8, roundCaps) + weldArc(408, 344, 90) + sparks(408, 344, 20, 120, -3, 0.1);
  art +=
    rect(300, 360, 460, 20, slate) +
    dottedLine("M310 390h440", lightSteel, 14, 40) +
    rect(380, 346, 60, 14, lightSteel) +
    rect(560, 340, 70, 20, lightSteel);
  art += gear(640, 150, 60, 10, slate, steel) + gear(720, 210, 36, 8, lightSteel, steel);
  return art;
});

frame.add("industry-power.svg", () => {
  let art = glow(200, 380, 260, 0.3) + frame.ground(400, 1);
  art +=
    fillPath("M60 400q40-90 20-190h150q-20 100 20 190z", slate) +
    rect(260, 160, 28, 240, steel) +
    rect(300, 280, 150, 120, slate);
  art += circle(160, 160, 40, pale, opacity(0.12)) + circle(200, 120, 50, pale, opacity(0.1));
  art += place(540, 400, 1.3, pylon(lightSteel)) + place(720, 400, 1, pylon(lightSteel));
  art += strokePath(
    "M450 300Q470 260 483 205M483 205Q590 250 676 250M597 205Q690 250 764 250M470 254Q580 300 666 288M610 254Q700 300 774 288M764 250Q780 260 800 262",
    lightSteel,
    2,
    opacity(0.7),
  );
  art += fillPath("M700 60l-30 60h24l-14 50 50-70h-26l20-40z", amber);
  return art;
});

frame.add("industry-aerospace.svg", () => {
  let art = frame.ground(420);
  art += fillPath("M0 120Q400 0 800 120V60H0z", steel) + strokePath("M0 120Q400 0 800 120", slate, 8);
  art += place(400, 300, 1.3, airplane(lightSteel));
  art += place(250, 420, 1.1, worker({ hat: white, arms: "M-15-76l-5 32M15-76l12-20" }));
  art += instrument(150, 360, 50, 60, "") + glow(265, 328, 30) + circle(265, 328, 5, arcOrange);
  return art;
});
