import { describe, expect, it } from "vitest";
import { formatClock } from "./format-clock";

describe("formatClock", () => {
  it("writes English hours on a 12-hour clock", () => {
    expect(formatClock("08:00", "en")).toBe("8:00 AM");
    expect(formatClock("18:00", "en")).toBe("6:00 PM");
    expect(formatClock("14:00", "en")).toBe("2:00 PM");
    expect(formatClock("12:30", "en")).toBe("12:30 PM");
  });

  it("writes French hours on a 24-hour clock", () => {
    expect(formatClock("08:00", "fr")).toBe("08:00");
    expect(formatClock("18:00", "fr")).toBe("18:00");
  });

  it("refuses anything that is not HH:MM", () => {
    expect(() => formatClock("8am", "en")).toThrow(/8am/);
  });
});
