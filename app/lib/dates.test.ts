import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDay, formatMonth, todayInputValue } from "./dates";

afterEach(() => vi.unstubAllEnvs());

/**
 * The module as a reader in `zone` runs it. Loaded afresh, because `Intl` formatters are made once
 * per language and settle on the zone of the moment they are made.
 */
async function inZone(zone: string): Promise<typeof import("./dates")> {
  vi.stubEnv("TZ", zone);
  vi.resetModules();
  return import("./dates");
}

describe("todayInputValue", () => {
  it("formats today's local date for a date input", () => {
    expect(todayInputValue(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(todayInputValue(new Date(2026, 11, 31, 0, 1))).toBe("2026-12-31");
  });

  it("uses the local day, not the UTC day, late in the evening", () => {
    // 23:30 local on 22 Nov is already 23 Nov in UTC for zones west of Greenwich? Either way the local date wins.
    const late = new Date(2026, 10, 22, 23, 30);
    expect(todayInputValue(late)).toBe("2026-11-22");
  });
});

describe("formatDay", () => {
  it("writes the day in the page's language", () => {
    expect(formatDay("2026-09-15", "en")).toBe("15 September 2026");
    expect(formatDay("2026-09-15", "fr")).toBe("15 septembre 2026");
    expect(formatDay("2026-11-22", "en")).toBe("22 November 2026");
    expect(formatDay("2026-08-20", "fr")).toBe("20 août 2026");
  });

  it("writes the first of a month as French writes it, an ordinal, and leaves the 10th and 21st alone", () => {
    expect(formatDay("2029-03-01", "fr")).toBe("1er mars 2029");
    expect(formatDay("2029-03-10", "fr")).toBe("10 mars 2029");
    expect(formatDay("2029-03-21", "fr")).toBe("21 mars 2029");
    expect(formatDay("2029-03-01", "en")).toBe("1 March 2029");
  });

  // UTC+14 and UTC−11: midnight UTC is already the next day in one and still the day before in the other.
  it.each(["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Los_Angeles", "Africa/Douala"])(
    "keeps the calendar day at the turn of the year in %s",
    async (zone) => {
      const { formatDay } = await inZone(zone);
      expect(formatDay("2026-01-01", "en")).toBe("1 January 2026");
      expect(formatDay("2026-12-31", "fr")).toBe("31 décembre 2026");
    },
  );

  it("writes the visitor's day just before midnight, as the legal pages' “last updated” does", async () => {
    const { formatDay, todayInputValue } = await inZone("Pacific/Pago_Pago");
    const late = new Date(2026, 11, 31, 23, 50);
    // Proves the zone took hold: 23:50 local is already the next day in UTC.
    expect(late.toISOString().slice(0, 10)).toBe("2027-01-01");
    expect(formatDay(todayInputValue(late), "en")).toBe("31 December 2026");
    expect(formatDay(todayInputValue(late), "fr")).toBe("31 décembre 2026");
  });
});

describe("formatMonth", () => {
  it("writes a month out in each language", () => {
    expect(formatMonth("2025-03", "en")).toBe("March 2025");
    expect(formatMonth("2025-12", "fr")).toBe("décembre 2025");
  });
});
