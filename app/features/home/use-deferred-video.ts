import { useEffect, useState } from "react";
import { mayPlayBackgroundVideo, readVideoEnvironment } from "./video-policy";

/** Browsers without `requestIdleCallback` (Safari) wait this long after the load event instead. */
const idleFallbackMs = 1500;
/** An idle moment is awaited at most this long, so a busy page still gets its video eventually. */
const idleTimeoutMs = 4000;

/**
 * Whether the hero's background video may be added now. It becomes true only after the window's
 * load event and an idle moment, so the video never competes with the page's own resources, and
 * never for visitors who prefer reduced motion or save data. If the visitor switches reduced motion
 * on while the page is open, the video goes away again.
 */
export function useDeferredVideo(): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!mayPlayBackgroundVideo(readVideoEnvironment(window))) return;
    let idleId: number | undefined;
    let timer: number | undefined;
    const show = () => {
      if (mayPlayBackgroundVideo(readVideoEnvironment(window))) setReady(true);
    };
    const schedule = () => {
      if (typeof window.requestIdleCallback === "function") {
        idleId = window.requestIdleCallback(show, { timeout: idleTimeoutMs });
      } else {
        timer = window.setTimeout(show, idleFallbackMs);
      }
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });

    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onMotionChange = () => {
      if (motion.matches) setReady(false);
    };
    motion.addEventListener("change", onMotionChange);

    return () => {
      window.removeEventListener("load", schedule);
      motion.removeEventListener("change", onMotionChange);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);

  return ready;
}
