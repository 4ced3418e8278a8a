import type { Consent } from "~/features/cookies/consent";

/** What the browser tells us about the visitor's preferences before a background video is added. */
export interface VideoEnvironment {
  /** `prefers-reduced-motion: reduce` matches. */
  reducedMotion: boolean;
  /** The visitor asked the browser to save data (`navigator.connection.saveData`). */
  saveData: boolean;
  /** The connection is 2G-class (`navigator.connection.effectiveType`): a video would eat the visitor's data and time. */
  slowNetwork?: boolean;
}

/** The hero video is decoration: it never plays for visitors who asked for less motion or less data. */
export function mayPlayBackgroundVideo({ reducedMotion, saveData, slowNetwork = false }: VideoEnvironment): boolean {
  return !reducedMotion && !saveData && !slowNetwork;
}

/** Reads the environment from the browser; missing APIs count as "no preference". */
export function readVideoEnvironment(win: Window): VideoEnvironment {
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return {
    reducedMotion: win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false,
    saveData: connection?.saveData === true,
    slowNetwork: connection?.effectiveType === "slow-2g" || connection?.effectiveType === "2g",
  };
}

/**
 * Whether the hero may contact the video service at all: only when the company configured a video and the
 * visitor accepted the cookie banner (the provider sees their address and browser). Before either, the
 * poster stays and no request leaves for the video host.
 */
export function mayLoadHeroVideo(videoId: string, consent: Consent | null | undefined): boolean {
  return videoId !== "" && consent === "accepted";
}
