import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { consultationServiceCodes, consultationSlots, inquiryServiceCodes, maxHeadcount } from "~/content/forms";
import { emailAddress, hostileSamples, hostileString, typedLine, typedLines } from "~/test/visitor-input";
import { checkLead, fieldErrors, type LeadKind, leadFieldsOf, leadKinds, staffFields } from "./lead-schema";

/**
 * The schemas under random and hostile input: whatever arrives, `checkLead` answers; a refusal names the
 * fields at fault and gives back exactly what was sent; an acceptance gives back the same text, trimmed,
 * with line breaks as LF, and never a control character a one-line field (a mail header, a CSV cell)
 * cannot hold.
 */

// The office's today is fixed, so "today or later" cannot change while a property runs.
const today = "2030-03-14";
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${today}T09:00:00Z`) });
});
afterAll(() => vi.useRealTimers());

/** Fields that keep line breaks and tabs; every other field is one line. */
const multiLineFields = new Set(["details", "message", "roles"]);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked for
const controlInLine = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked for
const controlInText = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** What an accepted value should be: the text as sent, line breaks as LF, surrounding white space gone. */
const normalized = (value: string) => value.replace(/\r\n?/g, "\n").trim();

/** White space a browser or a careless paste puts around an answer. */
const padded = (answer: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom("", " ", "\t", "\n", "\r\n", "\u00a0"), answer, fc.constantFrom("", "  ", "\n", "\u3000"))
    .map((parts) => parts.join(""));

const nonBlank = (answer: fc.Arbitrary<string>) => answer.filter((value) => value.trim() !== "");

const phoneNumber = fc
  .array(fc.constantFrom(..."0123456789 +().-"), { maxLength: 40 })
  .map((characters) => characters.join(""));

/** A day from the office's today up to ten years on, as a date field sends it. */
const comingDay = fc.integer({ min: 0, max: 3650 }).map((offset) => {
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
});

/** A day from tomorrow on, Monday to Friday: any consultation slot can be booked on it. */
const workingDay = comingDay.filter((day) => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return day > today && weekday >= 1 && weekday <= 5;
});

/** A complete, acceptable submission of each form, as a visitor fills it. */
const acceptable: { [K in LeadKind]: fc.Arbitrary<Record<string, string>> } = {
  inquiry: fc.record({
    name: padded(nonBlank(typedLine(200))),
    email: padded(emailAddress),
    company: padded(typedLine(200)),
    phone: padded(phoneNumber),
    service: padded(fc.constantFrom(...inquiryServiceCodes)),
    details: padded(nonBlank(typedLines(5000))),
  }),
  consultation: fc.record({
    name: padded(nonBlank(typedLine(200))),
    email: padded(emailAddress),
    phone: padded(phoneNumber),
    company: padded(typedLine(200)),
    service: padded(fc.constantFrom(...consultationServiceCodes)),
    preferredDate: padded(workingDay),
    preferredTime: padded(fc.constantFrom(...consultationSlots)),
    message: padded(typedLines(5000)),
  }),
  quote: fc.record({
    name: padded(nonBlank(typedLine(200))),
    email: padded(emailAddress),
    company: padded(typedLine(200)),
    phone: padded(phoneNumber),
    service: padded(fc.constantFrom(...inquiryServiceCodes)),
    // Given for every service: a staff quote needs them, and any other quote may carry them.
    roles: padded(nonBlank(typedLines(2000))),
    headcount: padded(fc.integer({ min: 1, max: maxHeadcount }).map(String)),
    startDate: padded(fc.oneof(fc.constant(""), comingDay)),
    duration: padded(typedLine(200)),
    location: padded(typedLine(200)),
    details: padded(nonBlank(typedLines(5000))),
  }),
};

/** A form and an acceptable submission of it. */
const anyAcceptable = fc.constantFrom(...leadKinds).chain((kind) => acceptable[kind].map((input) => ({ kind, input })));

/** Checks what an accepted value may hold: no control character but a multi-line field's LF and tab, no CR. */
function expectStorable(values: Record<string, string>) {
  const unfit = Object.entries(values).filter(([field, value]) =>
    (multiLineFields.has(field) ? controlInText : controlInLine).test(value),
  );
  expect(unfit).toEqual([]);
}

const runs = { numRuns: 200 };

describe("lead schemas, for any input", () => {
  it("accept what a visitor types as the same text, trimmed, line breaks as LF, markup and all", () => {
    fc.assert(
      fc.property(anyAcceptable, ({ kind, input }) => {
        const result = checkLead(kind, input);
        const expected = Object.fromEntries(leadFieldsOf(kind).map((field) => [field, normalized(input[field] ?? "")]));
        expect(result).toEqual({ ok: true, values: expected });
        expectStorable(result.values);
        // What was accepted once is accepted again unchanged: the server checks what the browser sent.
        expect(checkLead(kind, result.values)).toEqual(result);
      }),
      runs,
    );
  });

  it("keep markup, formulas and escapes typed into a text field as they were typed", () => {
    const typedSamples = hostileSamples.filter((sample) => !controlInLine.test(sample) && sample.trim() !== "");
    const markup = fc.array(fc.constantFrom(...typedSamples), { minLength: 1, maxLength: 3 }).map((s) => s.join(" "));
    fc.assert(
      fc.property(acceptable.inquiry, markup, markup, (input, name, details) => {
        const result = checkLead("inquiry", { ...input, name, company: name, details });
        expect(result.ok).toBe(true);
        expect(result.values).toMatchObject({
          name: normalized(name),
          company: normalized(name),
          details: normalized(details),
        });
      }),
      runs,
    );
  });

  it("answer one hostile field by refusing that field alone, with every value given back as sent, or by taking it as text", () => {
    const oneHostile = anyAcceptable.chain(({ kind, input }) =>
      fc.record({
        kind: fc.constant(kind),
        input: fc.constant(input),
        field: fc.constantFrom(...leadFieldsOf(kind)),
        hostile: fc.oneof(hostileString, fc.constantFrom(...hostileSamples)),
      }),
    );
    fc.assert(
      fc.property(oneHostile, ({ kind, input, field, hostile }) => {
        const sent = { ...input, [field]: hostile };
        const result = checkLead(kind, sent);
        if (result.ok) {
          expect(result.values[field as keyof typeof result.values]).toBe(normalized(hostile));
          expectStorable(result.values);
          return;
        }
        // Another service may make the staff questions required; nothing else can become wrong.
        const answerable: string[] = kind === "quote" && field === "service" ? [field, ...staffFields] : [field];
        const refused = Object.keys(result.errors);
        expect(refused.length).toBeGreaterThan(0);
        expect(refused.filter((name) => !answerable.includes(name))).toEqual([]);
        expect(result.values).toEqual(sent);
      }),
      runs,
    );
  });

  it("refuse a control character inside an answer, and in a one-line field a line break or tab too", () => {
    const withControl = anyAcceptable.chain(({ kind, input }) =>
      fc.record({
        kind: fc.constant(kind),
        input: fc.constant(input),
        field: fc.constantFrom(...leadFieldsOf(kind)),
        control: fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f)).map((c) => String.fromCharCode(c)),
        at: fc.nat(),
      }),
    );
    fc.assert(
      fc.property(withControl, ({ kind, input, field, control, at }) => {
        const answer = normalized(input[field] ?? "");
        // Inside the answer: at either end, trimming takes white space away before any check.
        fc.pre(answer.length >= 2);
        if (multiLineFields.has(field)) fc.pre(!"\t\n\r".includes(control));
        const position = 1 + (at % (answer.length - 1));
        const sent = { ...input, [field]: answer.slice(0, position) + control + answer.slice(position) };
        const result = checkLead(kind, sent);
        expect(result.ok ? "accepted" : result.errors[field]).toMatch(/^(control|email|phone|choice|date|count)$/);
      }),
      runs,
    );
  });

  it("never throw, whatever the fields hold or lack, and refuse with a known reason and the values as sent", () => {
    const anyValue = fc.option(fc.oneof(hostileString, fc.anything()), { nil: undefined });
    const anything = fc.constantFrom(...leadKinds).chain((kind) =>
      fc.record({
        kind: fc.constant(kind),
        input: fc.record(Object.fromEntries(leadFieldsOf(kind).map((field) => [field, anyValue])), {
          requiredKeys: [],
        }),
      }),
    );
    fc.assert(
      fc.property(anything, ({ kind, input }) => {
        const fields: string[] = leadFieldsOf(kind);
        const result = checkLead(kind, input);
        expect(Object.keys(result.values)).toEqual(fields);
        if (result.ok) {
          expectStorable(result.values);
          return;
        }
        const unknown = Object.entries(result.errors).filter(
          ([field, reason]) => !fields.includes(field) || !(fieldErrors as readonly unknown[]).includes(reason),
        );
        expect(unknown).toEqual([]);
        const asSent = (value: unknown) => (typeof value === "string" ? value : "");
        expect(result.values).toEqual(Object.fromEntries(fields.map((field) => [field, asSent(input[field])])));
      }),
      runs,
    );
  });

  it("refuse a day that is not on the calendar", () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
    const anyDay = fc.tuple(digits(4), digits(2), digits(2)).map(([y, m, d]) => `${y}-${m}-${d}`);
    fc.assert(
      fc.property(acceptable.consultation, anyDay, (input, preferredDate) => {
        const result = checkLead("consultation", { ...input, preferredDate });
        const day = new Date(`${preferredDate}T00:00:00Z`);
        const onCalendar = !Number.isNaN(day.getTime()) && day.toISOString().startsWith(preferredDate);
        if (!onCalendar) expect(result.ok ? null : result.errors.preferredDate).toBe("date");
        else {
          // A day on the calendar is refused for being gone or a Sunday (a closed or gone slot is the time's fault).
          const expected = preferredDate < today ? "past" : day.getUTCDay() === 0 ? "closedDay" : undefined;
          expect(result.ok ? undefined : result.errors.preferredDate).toBe(expected);
        }
      }),
      runs,
    );
  });
});
