// client:painted — an island loads once the page has been painted (the first contentful paint, then one
// more frame), as today's deferred hydration does: its script never competes with the text and the first
// photograph on a slow link. client:painted="visible" waits, after that, until the island is on screen.
/** @type {import("astro").ClientDirective} */
export default (load, options, el) => {
  let started = false;
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
  const go = () => {
    if (started) return;
    started = true;
    if (options.value === "visible") whenVisible();
    else hydrate();
  };
  const nextFrame = () => requestAnimationFrame(() => setTimeout(go));
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) {
        observer.disconnect();
        nextFrame();
      }
    }).observe({ type: "paint", buffered: true });
  } else nextFrame();
  setTimeout(go, 3000);
};
