import { describe, expect, it } from "vitest";
import { formatPublishDate } from "./format-date";

describe("formatPublishDate", () => {
  it("writes the date in the page's language", () => {
    expect(formatPublishDate("2026-09-15", "en")).toBe("15 September 2026");
    expect(formatPublishDate("2026-09-15", "fr")).toBe("15 septembre 2026");
  });

  it("keeps the calendar day whatever the time zone", () => {
    expect(formatPublishDate("2026-01-01", "en")).toBe("1 January 2026");
    expect(formatPublishDate("2026-12-31", "fr")).toBe("31 décembre 2026");
  });
});
