import { parseDocument } from "yaml";
import { type ZodType, z } from "zod";
import { type Locale, locales } from "~/lib/i18n";
import { expected, type SourceFile, show, text } from "./markdown-collection";

/**
 * The parts every collection of YAML records shares: reading a file's text, checking it against a zod
 * schema, and turning each problem into one line `<file>: <field.path>: <message>` that an editor can act
 * on. Free of Vite and the file system so collections can be tested on strings; each collection's loader
 * adds its own cross-file checks and throws a `ContentError` with every line at once. The Markdown
 * collections (`markdown-collection.ts`) share the same message helpers, re-exported here.
 */

export type { SourceFile } from "./markdown-collection";
// The Markdown collections' message helpers are the same for YAML records: one definition of each.
export { ContentError, expected, show, text } from "./markdown-collection";

/**
 * An identifier printed on a document (certificate, serial, policy number). YAML reads `123456` as a
 * number and would drop leading zeros, so a bare number is refused with the quoting that keeps it intact.
 */
export const identifier = z
  .string({
    error: (issue) =>
      typeof issue.input === "number"
        ? `must be text: write it in quotes ("${issue.input}") so YAML keeps it exactly as printed`
        : expected("text")(issue),
  })
  .refine((value) => value.trim() !== "", { error: "must not be empty" });

/** A calendar day written `YYYY-MM-DD`, kept as text so no time zone can move it. */
export const isoDate = z.iso.date({ error: expected("a date written YYYY-MM-DD") });

/** An absolute `https://` address. */
export const httpsUrl = z
  .string({ error: expected("a web address") })
  .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", {
    error: "must be a full https:// address",
  });

/** The same words in every language of the site: `{ en: "…", fr: "…" }`, none empty. */
export const localizedText = z.strictObject(
  Object.fromEntries(locales.map((locale) => [locale, text])) as Record<Locale, typeof text>,
  { error: expected(`a translation in each language (${locales.join(", ")})`) },
);

/** The file name without its folder and extension: the slug of `app/content/people/ada-lovelace.yaml`. */
export function baseName(fileName: string): string {
  return (fileName.split("/").pop() ?? "").replace(/\.ya?ml$/, "");
}

/** Joins an issue's path as `certificates.0.scheme`; the whole file is called "file". */
function fieldOf(path: readonly PropertyKey[]): string {
  return path.length > 0 ? path.map(String).join(".") : "file";
}

/** One line per zod issue; unknown keys get a line each, so a typo in a field name is named exactly. */
export function issueLines(fileName: string, issues: z.ZodError["issues"]): string[] {
  const lines: string[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) lines.push(`${fileName}: ${fieldOf([...issue.path, key])}: is not a known field`);
    } else {
      lines.push(`${fileName}: ${fieldOf(issue.path)}: ${issue.message}`);
    }
  }
  return lines;
}

/**
 * Reads a YAML file and checks it against `schema`. Issues are returned rather than thrown so a
 * collection can report every file's problems together; `data` is null when there is any.
 */
export function checkYamlRecord<T>(file: SourceFile, schema: ZodType<T>): { data: T | null; issues: string[] } {
  const { fileName, source } = file;
  // parseDocument collects every syntax error (duplicate keys included) instead of stopping at the first.
  const document = parseDocument(source);
  if (document.errors.length > 0) {
    const issues = document.errors.map((error) => {
      const line = error.linePos?.[0]?.line;
      // The library's own message ends its first line with the position, which is given here once.
      const reason = (error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "");
      return `${fileName}: file: is not valid YAML${line ? ` (line ${line})` : ""}: ${reason}`;
    });
    return { data: null, issues };
  }
  const raw: unknown = document.toJS();
  if (raw === null || raw === undefined) return { data: null, issues: [`${fileName}: file: is empty`] };

  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { data: null, issues: issueLines(fileName, parsed.error.issues) };
  return { data: parsed.data, issues: [] };
}

/**
 * Lines for values used more than once, each naming the later place and the first: unique slugs,
 * certificate numbers, serials. `key` returns undefined for an item that takes no part.
 */
export function duplicateLines<T>(
  items: readonly T[],
  key: (item: T) => string | undefined,
  place: (item: T) => { file: string; field: string },
): string[] {
  const lines: string[] = [];
  const seen = new Map<string, T>();
  for (const item of items) {
    const value = key(item);
    if (value === undefined) continue;
    const first = seen.get(value);
    if (first === undefined) {
      seen.set(value, item);
      continue;
    }
    const here = place(item);
    const there = place(first);
    const where = there.file === here.file ? there.field : `${there.file} (${there.field})`;
    lines.push(`${here.file}: ${here.field}: ${show(value)} is already used by ${where}`);
  }
  return lines;
}
