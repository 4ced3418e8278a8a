import { describe, expect, it } from "vitest";
import { z } from "zod";
import { normaliseEditorOutput, untouched } from "./editor-output";

const text = z.string().min(1);
const schema = z.strictObject({
  title: text,
  subtitle: text.optional(),
  period: z.strictObject({ start: text, end: text.optional() }),
  tags: z.array(text).min(1),
  extras: z.array(text).optional(),
  certificates: z.array(z.strictObject({ number: text, issued: text.optional() })).default([]),
  testimonial: z.strictObject({ quote: text, role: text, consent: z.boolean() }).optional(),
  photo: z.strictObject({ src: text, alt: text, credit: text }).optional(),
  portrait: z.strictObject({ src: text, alt: z.strictObject({ en: text, fr: text }) }).optional(),
  items: z.array(z.strictObject({ id: text, photo: text.optional(), photoCredit: text.optional() })),
  count: z.number().optional(),
});

const required = { title: "Tank", period: { start: "2026-01" }, tags: ["a"], items: [{ id: "a" }] };
const read = (extra: Record<string, unknown>) => normaliseEditorOutput({ ...required, ...extra }, schema);

describe("normaliseEditorOutput", () => {
  it("takes out a testimonial left untouched: only its unticked consent", () => {
    expect(read({ testimonial: { consent: false } })).toEqual(required);
    expect(read({ testimonial: { quote: "", role: null, consent: false } })).toEqual(required);
  });

  it("keeps a testimonial given by halves, for the schema to refuse", () => {
    const testimonial = { quote: "Thorough work.", consent: false };
    expect(read({ testimonial })).toEqual({ ...required, testimonial });
    expect(schema.safeParse(read({ testimonial })).success).toBe(false);
    expect(read({ testimonial: { consent: true } })).toEqual({ ...required, testimonial: { consent: true } });
  });

  it("takes out a photo whose image was removed, with its alt text and credit", () => {
    expect(read({ photo: { src: "", alt: "A weld" } })).toEqual(required);
    expect(read({ photo: { src: "", alt: "A weld", credit: "Our team" } })).toEqual(required);
    expect(read({ photo: { src: null, alt: "", credit: "" } })).toEqual(required);
    expect(read({ portrait: { src: "", alt: { en: "", fr: "" } } })).toEqual(required);
    expect(read({ portrait: { src: "", alt: { en: "Ada", fr: "Ada" } } })).toEqual(required);
  });

  it("keeps a photo with its image, whatever else is missing", () => {
    const photo = { src: "uploads/a.jpg", alt: "" };
    expect(read({ photo })).toEqual({ ...required, photo });
  });

  it("takes out a list item's removed photo and its credit, and keeps the item", () => {
    expect(read({ items: [{ id: "a", photo: "", photoCredit: "" }] })).toEqual(required);
    expect(read({ items: [{ id: "a", photo: "", photoCredit: "J. E." }] })).toEqual(required);
    const kept = [{ id: "a", photo: "uploads/a.jpg", photoCredit: "" }];
    expect(read({ items: kept })).toEqual({ ...required, items: [{ id: "a", photo: "uploads/a.jpg" }] });
  });

  it("takes out blank optional fields of any kind, at any depth", () => {
    expect(
      read({
        subtitle: "",
        count: null,
        extras: [],
        period: { start: "2026-01", end: "" },
        certificates: [{ number: "1", issued: null }],
      }),
    ).toEqual({ ...required, certificates: [{ number: "1" }] });
    expect(read({ certificates: [] })).toEqual(required);
  });

  it("never takes out a required field, so its message is given", () => {
    const blank = { title: "", period: { start: "" }, tags: [], items: [{ id: "" }] };
    expect(normaliseEditorOutput(blank, schema)).toEqual(blank);
    expect(normaliseEditorOutput({ ...blank, title: null }, schema)).toEqual({ ...blank, title: null });
  });

  it("keeps unknown fields and values it cannot read, for the schema to name", () => {
    expect(read({ colour: "" })).toEqual({ ...required, colour: "" });
    expect(normaliseEditorOutput(["a"], schema)).toEqual(["a"]);
    expect(normaliseEditorOutput(null, schema)).toBeNull();
  });

  it("keeps a zero, a ticked box and words", () => {
    expect(read({ count: 0 })).toEqual({ ...required, count: 0 });
  });

  it("does not change what it is given", () => {
    const given = { ...required, subtitle: "", testimonial: { consent: false } };
    const copy = structuredClone(given);
    normaliseEditorOutput(given, schema);
    expect(given).toEqual(copy);
  });
});

describe("untouched", () => {
  it("is true of blanks, unticked boxes, empty lists and groups of them", () => {
    expect(untouched({ a: "", b: null, c: false, d: [], e: { f: "" } })).toBe(true);
  });

  it("is false as soon as anything was given", () => {
    expect(untouched({ a: "", b: true })).toBe(false);
    expect(untouched({ a: { b: "x" } })).toBe(false);
    expect(untouched({ a: [""] })).toBe(false);
    expect(untouched(0)).toBe(false);
  });
});
