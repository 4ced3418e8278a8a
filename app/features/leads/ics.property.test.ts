import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { consultationSlots } from "~/content/forms";
import { emailAddress, hostileString, leadRef, typedLine, typedLines } from "~/test/visitor-input";
import { consultationEvent, foldLine, icsText } from "./ics";

/**
 * The calendar event under random and hostile text: whatever the visitor wrote stays inside its property,
 * reads back the same once unfolded and unescaped (as RFC 5545 says a reader does), and ical.js parses it.
 */

/** Joins folded lines back (§3.1): a line break followed by a space or tab is removed. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
/** Reads a TEXT value back (§3.3.11). */
const unescapeText = (text: string) => text.replace(/\\([\\;,nN])/g, (_, c: string) => (/n/i.test(c) ? "\n" : c));
const octets = (text: string) => new TextEncoder().encode(text).length;
/** Whether `text` survives UTF-8: a character cut in two leaves half a surrogate pair, which does not. */
const wellFormed = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text)) === text;

/** What a TEXT value may hold once escaped: no bare `\`, `;`, `,` or line break, no control but the tab. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked for
const escapedText = /^(?:[^\\;,\u0000-\u0008\u000a-\u001f\u007f]|\\[\\;,n])*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked for
const controlButTab = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** The text a reader gets back: line breaks as LF, control characters (not tabs) shown as U+FFFD. */
const readBack = (text: string) => text.replace(/\r\n|\r|\n/g, "\n").replace(controlButTab, "\uFFFD");

const runs = { numRuns: 300 };

describe("iCalendar text", () => {
  it("is escaped so that unescaping gives the text back, and nothing is left bare", () => {
    fc.assert(
      fc.property(fc.oneof(typedLines(2000), hostileString), (text) => {
        const escaped = icsText(text);
        expect(escaped).toMatch(escapedText);
        expect(unescapeText(escaped)).toBe(readBack(text));
      }),
      runs,
    );
  });

  it("is folded at 75 octets, between characters, and unfolds to the same line", () => {
    // Lines are folded once escaped: they hold no line break of their own.
    const line = fc
      .tuple(fc.constantFrom("SUMMARY:", "DESCRIPTION:", ""), fc.oneof(typedLines(600), fc.string({ unit: "binary" })))
      .map(([name, value]) => name + value.replace(/[\r\n]/g, ""));
    fc.assert(
      fc.property(line, (text) => {
        const folded = foldLine(text);
        const [first = "", ...rest] = folded.split("\r\n");
        // One assertion per run, naming what is wrong: vitest's expect is slow enough to matter in a loop.
        expect({
          longer: [first, ...rest].filter((physical) => octets(physical) > 75),
          cut: [first, ...rest].filter((physical) => !wellFormed(physical)),
          unindented: rest.filter((continuation) => !/^ ./su.test(continuation)),
          unfolded: unfold(folded),
        }).toEqual({ longer: [], cut: [], unindented: [], unfolded: text });
      }),
      runs,
    );
  });
});

/** A consultation request's event with `summary` and `description` as given, the rest as the app makes it. */
const event = (summary: fc.Arbitrary<string>, description: fc.Arbitrary<string>) =>
  fc.record({
    ref: leadRef,
    date: fc
      .date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
      .map((day) => day.toISOString().slice(0, 10)),
    time: fc.constantFrom(...consultationSlots),
    summary,
    description,
    organizer: emailAddress,
    stamp: fc.date({
      min: new Date("2026-01-01T00:00:00Z"),
      max: new Date("2099-12-31T00:00:00Z"),
      noInvalidDate: true,
    }),
    host: fc.constantFrom("www.example.com", "localhost", "xn--dcouverte-b7a.cm"),
  });

/** The properties an event has, in order: a hostile text must not add one. */
const eventProperties = ["uid", "dtstamp", "dtstart", "dtend", "status", "summary", "description", "organizer"];

describe("a consultation's calendar event", () => {
  it("parses with ical.js into one event at the slot, with the visitor's text as written, lines of 75 octets at most", () => {
    fc.assert(
      fc.property(event(typedLine(300), typedLines(3000)), (request) => {
        const ics = consultationEvent(request);
        expect(ics.endsWith("\r\n")).toBe(true);
        const lines = ics.slice(0, -2).split("\r\n");
        expect(lines.filter((line) => /[\r\n]/.test(line) || octets(line) > 75)).toEqual([]);
        const calendar = new ICAL.Component(ICAL.parse(ics));
        const [vevent, ...others] = calendar.getAllSubcomponents("vevent");
        expect(others).toHaveLength(0);
        expect(vevent?.getAllProperties().map((property) => property.name)).toEqual(eventProperties);
        expect(vevent?.getFirstPropertyValue("summary")).toBe(readBack(request.summary));
        expect(vevent?.getFirstPropertyValue("description")).toBe(readBack(request.description));
        expect(String(vevent?.getFirstPropertyValue("dtstart"))).toBe(`${request.date}T${request.time}:00`);
        // The same text read by hand: unfolded, then unescaped.
        const description = unfold(ics)
          .split("\r\n")
          .find((line) => line.startsWith("DESCRIPTION:"))
          ?.slice("DESCRIPTION:".length);
        expect(unescapeText(description ?? "")).toBe(readBack(request.description));
      }),
      runs,
    );
  });

  it("keeps hostile text inside the summary and the description", () => {
    fc.assert(
      fc.property(event(hostileString, hostileString), (request) => {
        const calendar = new ICAL.Component(ICAL.parse(consultationEvent(request)));
        expect(calendar.getAllSubcomponents().map((component) => component.name)).toEqual(["vtimezone", "vevent"]);
        const vevent = calendar.getFirstSubcomponent("vevent");
        expect(vevent?.getAllProperties().map((property) => property.name)).toEqual(eventProperties);
        expect(vevent?.getFirstPropertyValue("summary")).toBe(readBack(request.summary));
        expect(vevent?.getFirstPropertyValue("description")).toBe(readBack(request.description));
      }),
      runs,
    );
  });
});
