import { useEffect, useState } from "react";
import { mayPlayBackgroundVideo, readVideoEnvironment } from "./video-policy";

/**
 * How long after the load event the player waits before it looks for an idle moment. The load event
 * comes when the page's scripts have arrived, which is while the page is still hydrating; the
 * player's own frame (a process of its own and about a megabyte of script) would then compete with
 * that for the phone's cores, and make the page slower to answer its first tap (decision 0007).
 */
export const videoSettleMs = 2000;
/** An idle moment is awaited at most this long, so a busy page still gets its video eventually. */
const idleTimeoutMs = 4000;

/**
 * Whether the hero's background video may be added now (never while `allowed` is false: no video
 * configured, or no consent yet). It becomes true only after the window's
 * load event, a settling time and an idle moment, so the video never competes with the page's own
 * resources or its hydration, and never for visitors who prefer reduced motion or save data. If the
 * visitor switches reduced motion on while the page is open, the video goes away again.
 */
export function useDeferredVideo(allowed: boolean): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!allowed) {
      setReady(false);
      return;
    }
    if (!mayPlayBackgroundVideo(readVideoEnvironment(window))) return;
    let idleId: number | undefined;
    let timer: number | undefined;
    const show = () => {
      if (mayPlayBackgroundVideo(readVideoEnvironment(window))) setReady(true);
    };
    const whenIdle = () => {
      // Safari has no requestIdleCallback: the settling time alone has to do.
      if (typeof window.requestIdleCallback === "function") {
        idleId = window.requestIdleCallback(show, { timeout: idleTimeoutMs });
      } else {
        show();
      }
    };
    const schedule = () => {
      timer = window.setTimeout(whenIdle, videoSettleMs);
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
  }, [allowed]);

  return ready;
}
