// The brand mark and the favicon.
import { amber, arcOrange, navy } from "../palette.mjs";
import { circle, fillPath, roundCaps, strokePath, svgDocument } from "../svg.mjs";

/** @type {Record<string, () => string>} */
export const brand = {};

/** The mark's hexagon (a nut), path data in its 64×64 box. */
const hexagon = "M32 3l25 14v30L32 61 7 47V17z";
brand["logo-mark.svg"] = () =>
  svgDocument(
    64,
    64,
    fillPath(hexagon, navy) +
      strokePath("M12 22l8 10-8 10M21 22l8 10-8 10M30 22l8 10-8 10", arcOrange, 5, roundCaps) +
      fillPath("M47 23l2.5 6.5L56 32l-6.5 2.5L47 41l-2.5-6.5L38 32l6.5-2.5z", amber),
  );
brand["favicon.svg"] = () =>
  svgDocument(
    32,
    32,
    fillPath("M16 1l14 8v14l-14 8-14-8V9z", navy) +
      strokePath("M7 10l6 6-6 6M14 10l6 6-6 6", arcOrange, 3.5, roundCaps) +
      circle(24, 16, 3.5, amber),
  );
