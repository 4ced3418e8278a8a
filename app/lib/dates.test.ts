import { afterEach, describe, expect, it, vi } from "vitest";
import { formatLongDate, isTodayOrLater, todayInputValue } from "./dates";

afterEach(() => vi.unstubAllEnvs());

describe("date limits", () => {
  it("formats today's local date for a date input", () => {
    expect(todayInputValue(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(todayInputValue(new Date(2026, 11, 31, 0, 1))).toBe("2026-12-31");
  });

  it("uses the local day, not the UTC day, late in the evening", () => {
    // 23:30 local on 22 Nov is already 23 Nov in UTC for zones west of Greenwich? Either way the local date wins.
    const late = new Date(2026, 10, 22, 23, 30);
    expect(todayInputValue(late)).toBe("2026-11-22");
  });

  it("accepts today and later, refuses the past and garbage", () => {
    const now = new Date(2026, 10, 22, 10, 0);
    expect(isTodayOrLater("2026-11-22", now)).toBe(true);
    expect(isTodayOrLater("2027-01-01", now)).toBe(true);
    expect(isTodayOrLater("2026-11-21", now)).toBe(false);
    expect(isTodayOrLater("22/11/2026", now)).toBe(false);
    expect(isTodayOrLater("", now)).toBe(false);
  });

  it("formats long dates per locale", () => {
    const d = new Date(2026, 10, 22);
    expect(formatLongDate(d, "en-GB")).toBe("22 November 2026");
    expect(formatLongDate(d, "fr-CM")).toBe("22 novembre 2026");
  });
});
