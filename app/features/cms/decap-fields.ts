import { type ZodType, z } from "zod";
import { type Locale, localeAutonyms } from "~/lib/i18n";

/**
 * The editor's fields, generated from the same zod schemas the build validates content with, so the two
 * cannot drift: a field the schema gains appears in the editor, one it loses disappears. The schema goes
 * through zod's JSON Schema export (its input side: what the file holds, defaults optional), whose plain
 * types, enums, patterns, lists and objects map onto Decap CMS's widgets one to one.
 */

/** One Decap CMS field, as its configuration reads it. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  i18n?: boolean | "duplicate";
  pattern?: [string, string];
  multiple?: boolean;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  default?: unknown;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  field?: DecapField;
  fields?: DecapField[];
  collapsed?: boolean;
  summary?: string;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
  /** Choices of a select, each with the name the editor shows and the code the file keeps. */
  options?: (string | { label: string; value: string })[];
  /** The list's name for one item ("1 standard", "Add certificate"). */
  label_singular?: string;
  /**
   * Our own keys, read by the editor's extensions (public/admin/editor.js) and ignored by Decap: a part the
   * schema requires once its optional group is filled in, and a date that must not have passed.
   */
  group_required?: boolean;
  expiry?: boolean;
  placeholder?: string;
}

/** A JSON Schema node as zod writes it (only what the mapping reads). */
interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
  anyOf?: JsonSchemaNode[];
  minItems?: number;
  maxItems?: number;
}

/** How a collection's fields depart from the plain mapping, by dotted path (`photos.photo`, `need`). */
export interface FieldOptions {
  /** Widgets by path: `markdown`, `text` (several lines), `image` (a photo into the pipeline's folder). */
  widgets?: Record<string, "markdown" | "text" | "image">;
  /**
   * For a collection whose languages are separate files: top-level fields equal in every language, which
   * the editor copies from the default language instead of asking again.
   */
  sharedFields?: readonly string[];
  /** Whether the collection has a file per language (`i18n` on every top-level field). */
  translated?: boolean;
  /** Hints shown under a field, by path. */
  hints?: Record<string, string>;
  /** Labels where the schema's description or the field's name would not do, by path. */
  labels?: Record<string, string>;
}

/**
 * "keyTakeaways" → "Key takeaways": the label when the schema gives no description. A translated
 * text's parts (`en`, `fr`) are named in their own language.
 */
export function labelOf(name: string): string {
  if (name in localeAutonyms) return localeAutonyms[name as Locale];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The JSON Schema of a zod schema's input, with what JSON Schema cannot say (refinements) left out. */
export function jsonSchemaOf(schema: ZodType): JsonSchemaNode {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode;
}

/** The node a nullable or optional union stands for: its one non-null member. */
function unwrap(node: JsonSchemaNode): JsonSchemaNode {
  if (!node.anyOf) return node;
  const members = node.anyOf.filter((member) => member.type !== "null");
  return members.length === 1 && members[0] ? { ...members[0], description: node.description } : node;
}

function typeOf(node: JsonSchemaNode): string | undefined {
  return Array.isArray(node.type) ? node.type.find((t) => t !== "null") : node.type;
}

/** What the editor says when a value misses a pattern the schemas share, in the words a person uses. */
const patternMessages: Record<string, string> = {
  "^[a-z0-9]+(?:-[a-z0-9]+)*$": "lower-case words and digits joined by hyphens, e.g. tank-inspection-2026",
  "^\\d{4}-(?:0[1-9]|1[0-2])$": "a month written YYYY-MM, e.g. 2026-03",
};

/** One property as a Decap field; `path` is its dotted path from the collection's root. */
function fieldOf(
  name: string,
  raw: JsonSchemaNode,
  required: boolean,
  path: string,
  options: FieldOptions,
): DecapField {
  const node = unwrap(raw);
  const base: DecapField = {
    name,
    label: options.labels?.[path] ?? node.description ?? labelOf(name),
    widget: "string",
  };
  if (!required) base.required = false;
  const hint = options.hints?.[path];
  if (hint) base.hint = hint;
  const override = options.widgets?.[path];
  const type = typeOf(node);
  if (override) return { ...base, widget: override, ...(override === "image" ? { choose_url: false } : {}) };
  if (node.enum) return { ...base, widget: "select", options: node.enum.map(String) };
  switch (type) {
    case "boolean":
      return { ...base, widget: "boolean", default: node.default ?? false };
    case "integer":
    case "number": {
      const field: DecapField = { ...base, widget: "number", value_type: type === "integer" ? "int" : "float" };
      const min = node.minimum ?? (node.exclusiveMinimum === undefined ? undefined : node.exclusiveMinimum + 1);
      if (min !== undefined) field.min = min;
      if (node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER) field.max = node.maximum;
      return field;
    }
    case "array": {
      const items = unwrap(node.items ?? {});
      const list: DecapField = { ...base, widget: "list" };
      if (items.enum) return { ...base, widget: "select", multiple: true, options: items.enum.map(String) };
      if (typeOf(items) === "object") {
        list.fields = fieldsOfObject(items, `${path}`, options);
        list.collapsed = true;
      } else {
        list.field = fieldOf(labelOf(name).toLowerCase().replace(/\s+/g, "-"), items, true, path, options);
      }
      if (node.minItems) list.min = node.minItems;
      if (node.maxItems !== undefined) list.max = node.maxItems;
      return list;
    }
    case "object": {
      const fields = fieldsOfObject(node, path, options);
      // Decap checks an object's own required fields even when the object is optional: an optional photo or
      // testimonial would become compulsory. Its parts are optional there, and the build's schema still
      // refuses one given by halves.
      return { ...base, widget: "object", fields: required ? fields : fields.map(optional) };
    }
    default: {
      // A day typed as it is written on a certificate (31/12/2028) and kept as ISO (2028-12-31): Decap's own
      // date picker follows the browser's locale and turned 31/12/2028 into mm/dd/122028.
      if (node.format === "date")
        return { ...base, widget: "day", ...(expiryFields.has(name) ? { expiry: true } : {}) };
      if (node.pattern) {
        base.pattern = [node.pattern, patternMessages[node.pattern] ?? "does not have the expected form"];
        // Decap takes an empty required field for a missing one: a value the schema allows empty is optional there.
        if (new RegExp(node.pattern).test("")) base.required = false;
      }
      return base;
    }
  }
}

/** Dates after which a record no longer holds: the editor refuses one that has passed and warns before. */
const expiryFields = new Set(["expires", "calibrationDue"]);

/** A field and every field inside it, optional; what the schema requires of a filled-in group stays marked. */
function optional(field: DecapField): DecapField {
  return {
    ...field,
    required: false,
    ...(field.required === false ? {} : { group_required: true }),
    ...(field.fields ? { fields: field.fields.map(optional) } : {}),
    ...(field.field ? { field: optional(field.field) } : {}),
  };
}

function fieldsOfObject(node: JsonSchemaNode, path: string, options: FieldOptions): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, child, required.has(name), path ? `${path}.${name}` : name, options),
  );
}

/**
 * The fields of a content type, from its schema. A translated collection's top-level fields carry
 * `i18n`: `duplicate` for the shared ones (copied from the default language), `true` for the rest.
 */
export function decapFields(schema: ZodType, options: FieldOptions = {}): DecapField[] {
  const fields = fieldsOfObject(jsonSchemaOf(schema), "", options);
  if (!options.translated) return fields;
  const shared = new Set(options.sharedFields ?? []);
  return fields.map((field) => (shared.has(field.name) ? duplicated(field) : translated(field)));
}

/** A field written in each language: Decap shows a nested field in the other languages only when it says so too. */
function translated(field: DecapField): DecapField {
  return {
    ...field,
    i18n: true,
    ...(field.fields ? { fields: field.fields.map(translated) } : {}),
    ...(field.field ? { field: translated(field.field) } : {}),
  };
}

/**
 * A field copied from the default language. Decap takes `duplicate` on plain widgets only: a list or an
 * object is translated (`true`) and its own fields are the duplicated ones.
 */
function duplicated(field: DecapField): DecapField {
  if (field.fields) return { ...field, i18n: true, fields: field.fields.map(duplicated) };
  if (field.field) return { ...field, i18n: true, field: duplicated(field.field) };
  return { ...field, i18n: "duplicate" };
}
