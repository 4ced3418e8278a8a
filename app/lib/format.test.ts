import { describe, expect, it } from "vitest";
import { formatClock } from "./format";
import type { Locale } from "./i18n";

/** Each time of `examples` (`HH:MM` as stored → as shown) is written so in `locale`. */
function expectClock(locale: Locale, examples: Record<string, string>) {
  for (const [hhmm, shown] of Object.entries(examples)) expect(formatClock(hhmm, locale), hhmm).toBe(shown);
}

describe("formatClock", () => {
  it("writes English hours on a 12-hour clock", () => {
    expectClock("en", { "08:00": "8:00 AM", "18:00": "6:00 PM", "14:00": "2:00 PM" });
    // The hours after noon and after midnight are 12, never 0.
    expectClock("en", { "12:30": "12:30 PM", "00:15": "12:15 AM" });
  });

  it("writes French hours on a 24-hour clock", () => {
    expectClock("fr", { "08:00": "08:00", "18:00": "18:00", "0:05": "00:05" });
  });

  it("agrees with Intl's own formatting for every quarter hour", () => {
    const utc = { minute: "2-digit", timeZone: "UTC" } as const;
    const en = new Intl.DateTimeFormat("en-US", { ...utc, hour: "numeric", hourCycle: "h12" });
    const fr = new Intl.DateTimeFormat("fr-FR", { ...utc, hour: "2-digit", hourCycle: "h23" });
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
