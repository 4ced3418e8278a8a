// Runs `go` once the page has been painted (the first contentful paint, then one more frame), or after 3 s
// where the browser says nothing of its paints: an island's script then never competes with the text and
// the first photograph on a slow link.
export function afterFirstPaint(go) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    go();
  };
  const nextFrame = () => requestAnimationFrame(() => setTimeout(once));
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) {
        observer.disconnect();
        nextFrame();
      }
    }).observe({ type: "paint", buffered: true });
  } else nextFrame();
  setTimeout(once, 3000);
}
