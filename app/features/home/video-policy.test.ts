import { describe, expect, it } from "vitest";
import { mayLoadHeroVideo, mayPlayBackgroundVideo, readVideoEnvironment } from "./video-policy";

function fakeWindow({ reduce, saveData }: { reduce: boolean; saveData?: boolean }): Window {
  return {
    matchMedia: (query: string) => ({ matches: reduce && query.includes("reduce") }),
    navigator: saveData === undefined ? {} : { connection: { saveData } },
  } as unknown as Window;
}

describe("hero video policy", () => {
  it("plays only when neither reduced motion nor data saving is asked for", () => {
    expect(mayPlayBackgroundVideo({ reducedMotion: false, saveData: false })).toBe(true);
    expect(mayPlayBackgroundVideo({ reducedMotion: true, saveData: false })).toBe(false);
    expect(mayPlayBackgroundVideo({ reducedMotion: false, saveData: true })).toBe(false);
    expect(mayPlayBackgroundVideo({ reducedMotion: true, saveData: true })).toBe(false);
  });

  it("reads the preferences from the browser", () => {
    expect(readVideoEnvironment(fakeWindow({ reduce: true }))).toEqual({
      reducedMotion: true,
      saveData: false,
      slowNetwork: false,
    });
    expect(readVideoEnvironment(fakeWindow({ reduce: false, saveData: true }))).toEqual({
      reducedMotion: false,
      saveData: true,
      slowNetwork: false,
    });
    expect(readVideoEnvironment(fakeWindow({ reduce: false }))).toEqual({
      reducedMotion: false,
      saveData: false,
      slowNetwork: false,
    });
  });
});

describe("slow networks", () => {
  it("keep the poster on 2G-class connections", () => {
    expect(mayPlayBackgroundVideo({ reducedMotion: false, saveData: false, slowNetwork: true })).toBe(false);
    expect(mayPlayBackgroundVideo({ reducedMotion: false, saveData: false, slowNetwork: false })).toBe(true);
  });
});

describe("mayLoadHeroVideo", () => {
  it("asks the video service only with a configured video and the visitor's acceptance", () => {
    expect(mayLoadHeroVideo("WeldTestA01", "accepted")).toBe(true);
  });
  it("never before the visitor has answered, nor after a refusal", () => {
    expect(mayLoadHeroVideo("WeldTestA01", null)).toBe(false);
    expect(mayLoadHeroVideo("WeldTestA01", undefined)).toBe(false);
    expect(mayLoadHeroVideo("WeldTestA01", "declined")).toBe(false);
  });
  it("never when no video is configured, even once accepted", () => {
    expect(mayLoadHeroVideo("", "accepted")).toBe(false);
  });
});
