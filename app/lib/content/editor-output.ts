import type { ZodType } from "zod";

/**
 * What the editor (Decap CMS, decision 0021) writes for a part a person left alone, read as what they meant:
 * nothing (decision 0027). Decap saves an untouched optional group with its empty fields (a testimonial as
 * `{consent: false}`), a removed image as an empty path beside its alt text and credit, and an untouched
 * optional field as `""`, `null` or `[]`. Every loader passes its data through `normaliseEditorOutput` before
 * its schema sees it, so such a file is read as one without those parts, while a part given by halves, and
 * any required field, reaches the schema as written and gets its message.
 */

/** The little of a zod schema the walk reads: its kind and the schemas inside it. */
interface SchemaDef {
  type: string;
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
}
interface Schema {
  _zod: { def: SchemaDef };
}

/** Wrappers that leave the value's shape alone; the first three make a field optional. */
const optionalWrappers = new Set(["optional", "default", "prefault"]);
const otherWrappers = new Set(["nullable", "readonly", "catch", "nonoptional"]);

/** The schema under its wrappers, and whether the field may be left out. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = inner._zod.def;
    if (optionalWrappers.has(def.type) && def.innerType) {
      optional = true;
      inner = def.innerType;
    } else if (otherWrappers.has(def.type) && def.innerType) {
      if (def.type === "nonoptional") optional = false;
      inner = def.innerType;
    } else if (def.type === "pipe" && def.in) {
      inner = def.in;
    } else {
      return { inner, optional };
    }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Nothing there: the values Decap writes for a field nobody filled in. */
const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/**
 * Left as the editor first showed it: every leaf blank, unticked (`false`) or an empty list. A ticked box
 * or a word anywhere makes the group a person's work, to be checked.
 */
export function untouched(value: unknown): boolean {
  if (isBlank(value) || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.values(value).every(untouched);
  return false;
}

/** The image of an optional photograph (`src`) is empty: "Remove image" was pressed, or none was chosen. */
function imageRemoved(value: unknown, shape: Record<string, Schema> | undefined): boolean {
  return isRecord(value) && shape !== undefined && "src" in shape && isBlank(value.src);
}

/** Whether an optional field's value means "not given". */
function leftOut(value: unknown, schema: Schema): boolean {
  if (isBlank(value)) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return untouched(value) || imageRemoved(value, unwrap(schema).inner._zod.def.shape);
  return false;
}

function normalise(value: unknown, schema: Schema): unknown {
  const { inner } = unwrap(schema);
  const { type, shape, element } = inner._zod.def;
  if (type === "array" && element && Array.isArray(value)) return value.map((item) => normalise(item, element));
  if (type !== "object" || !shape || !isRecord(value)) return value;

  const result: Record<string, unknown> = {};
  for (const [key, given] of Object.entries(value)) {
    const field = shape[key];
    // An unknown key is kept for the schema to name.
    if (!field) {
      result[key] = given;
      continue;
    }
    const read = normalise(given, field);
    if (unwrap(field).optional && leftOut(read, field)) continue;
    result[key] = read;
  }
  // A list item's photograph (gallery, roles) is a path with its credit beside it: a removed photo takes
  // its credit along, as a removed `src` takes its alt text and credit.
  const credit = shape.photoCredit;
  if (shape.photo && credit && unwrap(credit).optional && !("photo" in result)) delete result.photoCredit;
  return result;
}

/**
 * `value` (a file's data as YAML or JSON reads it) as `schema` should judge it: optional fields left
 * blank (`""`, `null`, `[]`), optional groups left untouched (`untouched`) and optional photographs without
 * their image are taken out; everything else, required fields above all, is left as it is. Pure: the
 * value is not changed, a new one is returned.
 */
export function normaliseEditorOutput(value: unknown, schema: ZodType): unknown {
  return normalise(value, schema as unknown as Schema);
}
