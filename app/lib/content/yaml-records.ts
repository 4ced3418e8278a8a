import { parseDocument } from "yaml";
import { type ZodType, z } from "zod";
import { frenchSpacing } from "~/lib/french-spacing";
import { type Locale, locales } from "~/lib/i18n";
import { normaliseEditorOutput } from "./editor-output";
import { type SourceFile, text } from "./markdown-collection";
import { type ContentProblem, expected, problem, show, zodMessage, zodProblems } from "./messages";

/**
 * The parts every collection of YAML records shares: reading a file's text, checking it against a zod
 * schema (after taking out what the editor writes for parts left alone, `editor-output.ts`), and turning
 * each problem into a `ContentProblem` that an editor can act on. Free of Vite and the file system so
 * collections can be tested on strings; each collection's loader adds its own cross-file checks and throws a
 * `ContentError` with every problem at once. The Markdown collections share the same message helpers.
 */

export type { SourceFile } from "./markdown-collection";
export { text } from "./markdown-collection";
export type { ContentProblem, Said } from "./messages";
export { ContentError, expected, lineOf, problem, show, zodMessage } from "./messages";

/**
 * An identifier printed on a document (certificate, serial, policy number). YAML reads `123456` as a
 * number and would drop leading zeros, so a bare number is refused with the quoting that keeps it intact.
 */
export const identifier = z
  .string({
    error: (issue) =>
      typeof issue.input === "number"
        ? zodMessage({
            en: `must be text: write it in quotes ("${issue.input}") so YAML keeps it exactly as printed`,
            fr: `doit être du texte : écrivez-le entre guillemets ("${issue.input}") pour qu'il reste tel qu'imprimé`,
          })
        : expected({ en: "text", fr: "du texte" })(issue),
  })
  .refine((value) => value.trim() !== "", {
    error: zodMessage({ en: "must not be empty", fr: "ne doit pas être vide" }),
  });

/** A calendar day written `YYYY-MM-DD`, kept as text so no time zone can move it. */
export const isoDate = z.iso.date({
  error: expected({ en: "a date written YYYY-MM-DD", fr: "une date écrite AAAA-MM-JJ" }),
});

/** An absolute `https://` address. */
export const httpsUrl = z
  .string({ error: expected({ en: "a web address", fr: "une adresse web" }) })
  .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", {
    error: zodMessage({
      en: "must be a full https:// address",
      fr: "doit être une adresse complète commençant par https://",
    }),
  });

/** The same words in every language of the site: `{ en: "…", fr: "…" }`, none empty. */
export const localizedText = z.strictObject(
  Object.fromEntries(locales.map((locale) => [locale, text])) as Record<Locale, typeof text>,
  {
    error: expected({
      en: `a translation in each language (${locales.join(", ")})`,
      fr: `une traduction dans chaque langue (${locales.join(", ")})`,
    }),
  },
);

/** The file name without its folder and extension: the slug of `app/content/people/ada-lovelace.yaml`. */
export function baseName(fileName: string): string {
  return (fileName.split("/").pop() ?? "").replace(/\.ya?ml$/, "");
}

/**
 * Reads a YAML file and checks it against `schema`. Problems are returned rather than thrown so a
 * collection can report every file's problems together; `data` is null when there is any.
 */
export function checkYamlRecord<T>(
  file: SourceFile,
  schema: ZodType<T>,
): { data: T | null; problems: ContentProblem[] } {
  const { fileName, source } = file;
  // parseDocument collects every syntax error (duplicate keys included) instead of stopping at the first.
  const document = parseDocument(source);
  if (document.errors.length > 0) {
    const problems = document.errors.map((error) => {
      const line = error.linePos?.[0]?.line;
      // The library's own message ends its first line with the position, which is given here once.
      const reason = (error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "");
      return problem(fileName, "file", {
        en: `is not valid YAML${line ? ` (line ${line})` : ""}: ${reason}`,
        fr: `n'est pas du YAML valide${line ? ` (ligne ${line})` : ""} : ${reason}`,
      });
    });
    return { data: null, problems };
  }
  const raw: unknown = document.toJS();
  if (raw === null || raw === undefined)
    return { data: null, problems: [problem(fileName, "file", { en: "is empty", fr: "est vide" })] };

  const parsed = schema.safeParse(normaliseEditorOutput(raw, schema));
  if (!parsed.success) return { data: null, problems: zodProblems(fileName, parsed.error.issues) };
  return { data: withFrenchTranslationsSpaced(parsed.data), problems: [] };
}

/**
 * A checked record with French typography's fixed spaces in the French of each `{ en, fr }` pair: the staff
 * type an ordinary space in the editor, and the file keeps what they typed.
 */
function withFrenchTranslationsSpaced<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => withFrenchTranslationsSpaced(item)) as T;
  if (value === null || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  const isTranslation = locales.every((locale) => typeof record[locale] === "string");
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [
      key,
      isTranslation && key === "fr" && typeof item === "string"
        ? frenchSpacing(item)
        : withFrenchTranslationsSpaced(item),
    ]),
  ) as T;
}

/**
 * Problems for values used more than once, each naming the later place and the first: unique slugs,
 * certificate numbers, serials. `key` returns undefined for an item that takes no part.
 */
export function duplicateProblems<T>(
  items: readonly T[],
  key: (item: T) => string | undefined,
  place: (item: T) => { file: string; field: string },
): ContentProblem[] {
  const problems: ContentProblem[] = [];
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
    problems.push(
      problem(here.file, here.field, {
        en: `${show(value)} is already used by ${where}`,
        fr: `${show(value)} est déjà pris par ${where} : chacun doit être unique`,
      }),
    );
  }
  return problems;
}
