import { describe, expect, it } from "vitest";
import { consultationHours } from "~/content/forms";
import { formatSlot } from "./format";

describe("time slots", () => {
  it("lists the spec's eight English slots", () => {
    expect(consultationHours.map((h) => formatSlot(h, "en"))).toEqual([
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
    ]);
  });

  it("writes French slots on the 24-hour clock", () => {
    expect(formatSlot(9, "fr")).toBe("09:00");
    expect(formatSlot(16, "fr")).toBe("16:00");
  });
});
