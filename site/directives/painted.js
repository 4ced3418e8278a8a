// client:painted — an island loads once the page has been painted (the first contentful paint, then one
// more frame), as today's deferred hydration does: its script never competes with the text and the first
// photograph on a slow link. client:painted="visible" waits, after that, until the island is on screen.
import { afterFirstPaint } from "./after-paint";

/** @type {import("astro").ClientDirective} */
export default (load, options, el) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  const whenVisible = () => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        hydrate();
      }
    });
    for (const child of el.children) observer.observe(child);
    if (el.children.length === 0) observer.observe(el);
  };
  afterFirstPaint(() => {
    if (options.value === "visible") whenVisible();
    else hydrate();
  });
};
