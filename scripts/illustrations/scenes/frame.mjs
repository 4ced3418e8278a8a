// The frame the scenes are drawn in: all the pictures of one scene module share a size and the night-sky
// backdrop, so the module states its size once, here, and each picture draws only what stands in front.
import { ground, nightPicture, sea } from "../props/backdrops.mjs";

/**
 * The pictures of one scene module, all `width`×`height`: `add` draws one over the night sky; `ground` and
 * `sea` reach down to the bottom edge of that size.
 * @param {number} width
 * @param {number} height
 */
export function sceneFrame(width, height) {
  /** @type {Record<string, () => string>} */
  const pictures = {};
  return {
    /** The pictures added so far, by file name. */
    pictures,
    /**
     * Adds a picture: what `draw` returns, over the night-sky backdrop.
     * @param {string} name its file name
     * @param {() => string} draw
     */
    add(name, draw) {
      pictures[name] = () => nightPicture(width, height, draw());
    },
    /**
     * Dark ground from `top` down to the bottom edge.
     * @param {number} top
     * @param {number} [shade] its opacity; none: the usual half-dark ground
     */
    ground: (top, shade) => ground(top, width, height, shade),
    /**
     * The sea from `top` down to the bottom edge.
     * @param {number} top
     * @param {number} [rows] of waves; none: four
     */
    sea: (top, rows) => sea(top, width, height, rows),
  };
}
