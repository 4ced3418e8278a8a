import { describe, expect, it } from "vitest";
import { isPlainClick } from "./plain-click";

const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe("isPlainClick", () => {
  it("takes a main-button click with no modifier", () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it("leaves a new-tab or new-window click, another button and a handled click to the browser", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
      expect(isPlainClick({ ...click, [key]: true }), key).toBe(false);
    }
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});
