import { describe, expect, it } from "vitest";
import { formatClock } from "~/lib/format";
import { consultationSlots } from "./forms";

describe("time slots", () => {
  it("lists eight hourly English slots from 9:00 AM", () => {
    expect(consultationSlots.map((slot) => formatClock(slot, "en"))).toEqual([
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
    expect(formatClock(consultationSlots[0] ?? "", "fr")).toBe("09:00");
    expect(formatClock(consultationSlots[7] ?? "", "fr")).toBe("16:00");
  });
});
