import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { consultationEvent, foldLine, icsText } from "./ics";

const event = consultationEvent({
  ref: "WI-7K3Q9",
  date: "2027-03-04",
  time: "14:00",
  summary: "Consultation request: Amina; Bello, Kribi",
  description:
    "Line 1\nÉloïse wants PAUT on 40 girth welds, 12 in. \\ schedule 80 — with a long line that must be folded properly",
  organizer: "amina@example.org",
  stamp: new Date("2027-02-01T10:00:00Z"),
  host: "leads.example.com",
});

describe("consultation events", () => {
  it("parse with ical.js: one tentative hour at the requested slot, in Douala's time", () => {
    const calendar = new ICAL.Component(ICAL.parse(event));
    const vevent = calendar.getFirstSubcomponent("vevent");
    expect(vevent).not.toBeNull();
    const parsed = new ICAL.Event(vevent as ICAL.Component);
    expect(parsed.uid).toBe("WI-7K3Q9@leads.example.com");
    expect(vevent?.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(vevent?.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Africa/Douala");
    expect(vevent?.getFirstProperty("dtend")?.getParameter("tzid")).toBe("Africa/Douala");
    expect(parsed.startDate.toString()).toBe("2027-03-04T14:00:00");
    expect(parsed.endDate.toString()).toBe("2027-03-04T15:00:00");
    // Douala is UTC+1 all year: 14:00 there is 13:00 UTC.
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone") as ICAL.Component);
    const start = parsed.startDate.clone();
    start.zone = zone;
    expect(start.toUnixTime()).toBe(Date.parse("2027-03-04T13:00:00Z") / 1000);
    expect(parsed.summary).toBe("Consultation request: Amina; Bello, Kribi");
    expect(parsed.description).toContain("Éloïse wants PAUT");
    expect(parsed.description).toContain("\\ schedule 80");
  });

  it("fold lines at 75 octets without cutting a character, and use CRLF", () => {
    for (const line of event.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(event.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(
      foldLine(`DESCRIPTION:${"é".repeat(60)}`)
        .split("\r\n ")
        .join(""),
    ).toBe(`DESCRIPTION:${"é".repeat(60)}`);
  });

  it("escape what TEXT values cannot hold", () => {
    expect(icsText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
  });
});
