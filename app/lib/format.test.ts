import { describe, expect, it } from "vitest";
import { formatClock } from "./format";

describe("formatClock", () => {
  it("writes English hours on a 12-hour clock", () => {
    expect(formatClock("08:00", "en")).toBe("8:00 AM");
    expect(formatClock("18:00", "en")).toBe("6:00 PM");
    expect(formatClock("14:00", "en")).toBe("2:00 PM");
    expect(formatClock("12:30", "en")).toBe("12:30 PM");
    expect(formatClock("00:15", "en")).toBe("12:15 AM");
  });

  it("writes French hours on a 24-hour clock", () => {
    expect(formatClock("08:00", "fr")).toBe("08:00");
    expect(formatClock("18:00", "fr")).toBe("18:00");
    expect(formatClock("0:05", "fr")).toBe("00:05");
  });

  it("agrees with Intl's own formatting for every quarter hour", () => {
    const en = new Intl.DateTimeFormat("en-US", {
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h12",
      timeZone: "UTC",
    });
    const fr = new Intl.DateTimeFormat("fr-FR", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    });
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      const date = new Date(Date.UTC(2000, 0, 1, 0, minutes));
      expect(formatClock(hhmm, "en")).toBe(en.format(date).replace(/\u202f/g, " "));
      expect(formatClock(hhmm, "fr")).toBe(fr.format(date));
    }
  });

  it("refuses anything that is not HH:MM", () => {
    expect(() => formatClock("8am", "en")).toThrow(/8am/);
    expect(() => formatClock("24:00", "en")).toThrow(/24:00/);
    expect(() => formatClock("12:60", "fr")).toThrow(/12:60/);
  });
});
