// The check of app/content/company.json's text against its schema, one problem per field in English and in
// French: what the build's plugin (`company-plugin.mjs`) throws, and what `npm run check:content` and the dev
// server's content page list (`content-check.ts`). Free of Vite, so the check can load it in its module runner.
import { companyMessageInFrench } from "./company-messages.mjs";

/** @import { ZodType } from "zod" */

/**
 * Where a `JSON.parse` error points, as `(line 3, column 5)`, and its reason without V8's own position. V8
 * gives the offset for most errors; for an unexpected character (a single quote, a comment, a bare word) it
 * quotes the ten characters either side instead, which are found in the text, and a text cut short ends
 * at its end.
 * @param {string} source
 * @param {unknown} error
 */
function jsonSyntaxIssue(source, error) {
  const message = error instanceof Error ? error.message : String(error);
  const at = /^(.*?) (in|after) JSON at position (\d+)/.exec(message);
  const around = /^(Unexpected token '[\s\S]{1,2}'), \.\.\."([\s\S]*)"(?:\.\.\.)? is not valid JSON$/.exec(message);
  let reason = message;
  let offset = -1;
  if (at) {
    reason = at[2] === "after" ? `${at[1]} after the data` : (at[1] ?? message);
    offset = Number(at[3]);
  } else if (around) {
    const context = around[2] ?? "";
    const start = source.indexOf(context);
    // Only where the quoted characters occur once: elsewhere the position would be a guess.
    if (start !== -1 && source.indexOf(context, start + 1) === -1) {
      reason = around[1] ?? message;
      offset = start + 10;
    }
  } else if (/^Unexpected end of JSON input$/.test(message)) {
    reason = "the text ends before the data does";
    offset = source.length;
  }
  if (offset < 0) return `is not valid JSON: ${reason}`;
  const lines = source.slice(0, offset).split("\n");
  const column = (lines.at(-1)?.length ?? 0) + 1;
  return `is not valid JSON (line ${lines.length}, column ${column}): ${reason}`;
}

/**
 * The problems of the file's text, each naming its field (`phones.0.tel`, or `file` for the whole) and
 * saying what is wrong in English and in French; empty when it is valid. An unknown key gets a problem of
 * its own, so a misspelt field is named exactly.
 * @param {string} fileName as the problems name it, e.g. `app/content/company.json`
 * @param {string} source the file's text
 * @param {ZodType} schema
 * @returns {{ file: string, field: string, message: { en: string, fr: string } }[]}
 */
export function companyFactsProblems(fileName, source, schema) {
  /** @param {string} field @param {string} en */
  const problem = (field, en) => ({ file: fileName, field, message: { en, fr: companyMessageInFrench(en) } });
  let data;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return [problem("file", jsonSyntaxIssue(source, error))];
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  /** @param {readonly PropertyKey[]} path */
  const field = (path) => (path.length > 0 ? path.map(String).join(".") : "file");
  return parsed.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => problem(field([...issue.path, key]), "is not a known field"))
      : [problem(field(issue.path), issue.message)],
  );
}

/**
 * The problems of the file's text, each `<file>: <field.path>: <message>`; empty when it is valid.
 * @param {string} fileName as the lines name it, e.g. `app/content/company.json`
 * @param {string} source the file's text
 * @param {ZodType} schema
 * @returns {string[]}
 */
export function companyFactsIssues(fileName, source, schema) {
  return companyFactsProblems(fileName, source, schema).map(
    (found) => `${found.file}: ${found.field}: ${found.message.en}`,
  );
}
