import type { Locale } from "~/lib/i18n";

/**
 * What the content checks say, in every language the office works in: the build names a file and field in
 * English for the developer, `npm run check:content` and the dev server tell the staff in English and in
 * French what to do. Each message is written in both languages where it is raised, so a new one cannot
 * ship without its translation (the type asks for both).
 */

/** The same words in each language. */
export type Said = Readonly<Record<Locale, string>>;

/** One problem in the content: where it is and what to do about it. */
export interface ContentProblem {
  /** The file, from the project root (`app/content/projects/en/tank.md`). */
  file: string;
  /**
   * The field as a dotted path with list positions (`photos.0.alt`); `file`, `front matter` or `body` when
   * the problem is the file's, not a field's.
   */
  field: string;
  message: Said;
}

/** A problem as one line of the build's output: `<file>: <field>: <message>`, in English. */
export const lineOf = (problem: ContentProblem) => `${problem.file}: ${problem.field}: ${problem.message.en}`;

/** A problem of `file` at `field`. */
export const problem = (file: string, field: string, message: Said): ContentProblem => ({ file, field, message });

/** A value as a message quotes it: strings in quotes, everything else as JSON. */
export const show = (value: unknown) =>
  typeof value === "string" ? `"${value}"` : (JSON.stringify(value) ?? String(value));

// A zod issue carries one string. Both languages travel in it, joined by a character YAML and JSON cannot
// hold unescaped, and are parted again when the issue becomes a problem (`saidOf`).
const separator = "\u0000";

/** The message a zod schema gives (its `error` option) for words in both languages. */
export const zodMessage = (said: Said): string => `${said.en}${separator}${said.fr}`;

/**
 * The words of a zod issue's message. A message with no French (a library's own) reads the same in both
 * languages rather than not at all.
 */
export function saidOf(message: string): Said {
  const at = message.indexOf(separator);
  return at === -1 ? { en: message, fr: message } : { en: message.slice(0, at), fr: message.slice(at + 1) };
}

/** The English and French of a word list: `one of a, b, c` / `l'une des valeurs a, b, c`. */
export const oneOf = (values: readonly string[]): Said => ({
  en: `one of ${values.join(", ")}`,
  fr: `l'une des valeurs ${values.join(", ")}`,
});

/**
 * A zod error for a value of the wrong kind: "is missing" when absent, otherwise what was expected and
 * what was found.
 */
export const expected =
  (what: Said) =>
  (issue: { input?: unknown }): string =>
    zodMessage(
      issue.input === undefined
        ? { en: "is missing", fr: "est à remplir" }
        : {
            en: `must be ${what.en}, got ${show(issue.input)}`,
            fr: `doit être ${what.fr} (valeur actuelle : ${show(issue.input)})`,
          },
    );

/** A photo reference with no source in the photo pipeline's folder. */
export const missingPhoto = (key: string): Said => ({
  en: `no photo ${show(key)} in app/content/photos/`,
  fr: `aucune photo ${show(key)} dans app/content/photos/ : choisissez de nouveau la photo, ou retirez-la`,
});

/** Every problem of a zod error, one per issue; each unknown key gets its own, so a misspelt field is named. */
export function zodProblems(
  file: string,
  issues: readonly {
    code: string;
    path: readonly PropertyKey[];
    message: string;
    keys?: readonly string[];
  }[],
  wholeFile = "file",
): ContentProblem[] {
  const fieldOf = (path: readonly PropertyKey[]) => (path.length > 0 ? path.map(String).join(".") : wholeFile);
  return issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? (issue.keys ?? []).map((key) =>
          problem(file, fieldOf([...issue.path, key]), {
            en: "is not a known field",
            fr: "n'est pas un champ connu : supprimez-le, ou corrigez son nom",
          }),
        )
      : [problem(file, fieldOf(issue.path), saidOf(issue.message))],
  );
}

/** Every problem found in a collection, one line each, so one build run reports them all. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];
  /** The problems as the build prints them (`lineOf`). */
  readonly issues: readonly string[];
  constructor(name: string, problems: readonly ContentProblem[]) {
    const issues = problems.map(lineOf);
    super(
      `Invalid ${name} content (${issues.length} ${issues.length === 1 ? "problem" : "problems"}):\n${issues.map((i) => `  - ${i}`).join("\n")}`,
    );
    this.name = "ContentError";
    this.problems = problems;
    this.issues = issues;
  }
}
