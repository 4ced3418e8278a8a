import { afterEach, describe, expect, it, vi } from "vitest";
import { common as en } from "~/content/locales/en/common";
import { common as fr } from "~/content/locales/fr/common";
import { bookableSlots, slotRefusal } from "./bookable";
import { checkLead } from "./lead-schema";

// Wednesday 25 November 2026, 14:20 in Douala (UTC+1).
const now = new Date("2026-11-25T13:20:00Z");
const wednesday = "2026-11-25";
const thursday = "2026-11-26";
const saturday = "2026-11-28";
const sunday = "2026-11-29";

describe("slotRefusal", () => {
  it("takes every slot from 9:00 to 16:00 on a weekday to come", () => {
    for (const slot of ["09:00", "12:00", "16:00"]) expect(slotRefusal(thursday, slot, now)).toBeNull();
  });

  it("refuses Sunday, when the office is closed, whatever the slot", () => {
    expect(slotRefusal(sunday, "10:00", now)).toBe("closedDay");
  });

  it("takes Saturday slots that end by 14:00 only", () => {
    expect(slotRefusal(saturday, "13:00", now)).toBeNull();
    expect(slotRefusal(saturday, "14:00", now)).toBe("closedSlot");
    expect(slotRefusal(saturday, "16:00", now)).toBe("closedSlot");
  });

  it("refuses a slot of today that has begun or gone by in Douala, and takes a later one", () => {
    expect(slotRefusal(wednesday, "09:00", now)).toBe("pastSlot");
    expect(slotRefusal(wednesday, "14:00", now)).toBe("pastSlot");
    expect(slotRefusal(wednesday, "15:00", now)).toBeNull();
  });

  it("counts today in Douala, not in UTC: at 23:30 UTC on Wednesday it is already Thursday there", () => {
    const lateUtc = new Date("2026-11-25T23:30:00Z");
    expect(slotRefusal(thursday, "09:00", lateUtc)).toBeNull();
    // 00:30 on Thursday in Douala: every Thursday slot is still to come.
    expect(bookableSlots(thursday, lateUtc)).toHaveLength(8);
  });

  it("leaves days gone by and values that are no day or slot to the fields' own checks", () => {
    expect(slotRefusal("2026-11-24", "10:00", now)).toBeNull();
    expect(slotRefusal("", "10:00", now)).toBeNull();
    expect(slotRefusal("2026-02-31x", "10:00", now)).toBeNull();
    expect(slotRefusal(thursday, "", now)).toBeNull();
  });
});

describe("bookableSlots", () => {
  it("offers the slots the office can take on the day", () => {
    expect(bookableSlots(saturday, now)).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00"]);
    expect(bookableSlots(sunday, now)).toEqual([]);
    expect(bookableSlots(wednesday, now)).toEqual(["15:00", "16:00"]);
    expect(bookableSlots("", now)).toHaveLength(8);
  });
});

describe("the consultation schema, as the server and the browser check it", () => {
  afterEach(() => vi.useRealTimers());
  const request = (preferredDate: string, preferredTime: string) => ({
    name: "Amina Bello",
    email: "amina@example.org",
    service: "ndt",
    preferredDate,
    preferredTime,
  });

  it("puts a closed day on the date and a closed or past hour on the slot, with a message in each language", () => {
    vi.useFakeTimers({ now, toFake: ["Date"] });
    const cases = [
      { values: request(sunday, "10:00"), field: "preferredDate", error: "closedDay" },
      { values: request(saturday, "15:00"), field: "preferredTime", error: "closedSlot" },
      { values: request(wednesday, "09:00"), field: "preferredTime", error: "pastSlot" },
    ] as const;
    for (const { values, field, error } of cases) {
      const result = checkLead("consultation", values);
      expect(result.ok, `${values.preferredDate} ${values.preferredTime}`).toBe(false);
      if (result.ok) continue;
      expect(result.errors).toEqual({ [field]: error });
      expect(en.leads.errors[error]).toBeTruthy();
      expect(fr.leads.errors[error]).not.toBe(en.leads.errors[error]);
    }
    expect(checkLead("consultation", request(wednesday, "15:00")).ok).toBe(true);
  });
});
