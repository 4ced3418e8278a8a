// The company's facts (decision 0023) checked inside Vite: whenever a build (client, server) or the dev
// server loads app/content/company.json, the file is parsed and checked against its zod schema before
// Vite's own JSON plugin turns it into a module, and any problem stops the build with one line per
// field: `app/content/company.json: phones.0.tel: must be …`. Nothing of the check reaches the bundle.
import { relative, resolve } from "node:path";

/** @import { Plugin } from "vite" */
/** @import { ZodType } from "zod" */

/** The facts' file, from Vite's root. */
export const defaultCompanyFile = "app/content/company.json";

/**
 * The schema's module, loaded by Node itself (its TypeScript is only types to strip) when a build first
 * needs it. Not a static import: Vite bundles vite.config.ts with the files it imports, and a `.ts` path
 * in an import would need the typecheck's `allowImportingTsExtensions`; without the extension, Vite warns
 * on every build that its coming native config loader could not follow it.
 */
const schemaModule = new URL("../../app/content/company-schema.ts", import.meta.url).href;

/** @returns {Promise<ZodType>} */
export async function loadCompanySchema() {
  const module = /** @type {{ companySchema: ZodType }} */ (await import(schemaModule));
  return module.companySchema;
}

/**
 * @typedef {object} CompanyFactsOptions
 * @property {string} [file] The file to check, from Vite's root; default `app/content/company.json`.
 */

/** The problems of one file, one line each, under a first line that says how many. */
export class CompanyFactsError extends Error {
  /** @param {readonly string[]} issues */
  constructor(issues) {
    const count = `${issues.length} ${issues.length === 1 ? "problem" : "problems"}`;
    super(`Invalid company facts (${count}):\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "CompanyFactsError";
    this.issues = issues;
  }
}

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
 * The problems of the file's text, each `<file>: <field.path>: <message>`; empty when it is valid. An
 * unknown key gets a line of its own, so a misspelt field is named exactly.
 * @param {string} fileName as the lines name it, e.g. `app/content/company.json`
 * @param {string} source the file's text
 * @param {ZodType} schema
 * @returns {string[]}
 */
export function companyFactsIssues(fileName, source, schema) {
  let data;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return [`${fileName}: file: ${jsonSyntaxIssue(source, error)}`];
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  /** @param {readonly PropertyKey[]} path */
  const field = (path) => (path.length > 0 ? path.map(String).join(".") : "file");
  return parsed.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => `${fileName}: ${field([...issue.path, key])}: is not a known field`)
      : [`${fileName}: ${field(issue.path)}: ${issue.message}`],
  );
}

/**
 * @param {CompanyFactsOptions} [options]
 * @returns {Plugin}
 */
export function companyFacts(options = {}) {
  let root = process.cwd();
  const file = () => resolve(root, options.file ?? defaultCompanyFile);
  /** @type {Promise<ZodType> | undefined} */
  let schema;

  return {
    name: "weld-inspect:company-facts",
    // Before vite:json, which turns the text into JavaScript: the check reads the file as the editor wrote it.
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    transform: {
      filter: { id: /\.json(?:$|\?)/ },
      async handler(source, id) {
        const path = id.split("?", 1)[0] ?? id;
        if (resolve(path) !== file()) return undefined;
        schema ??= loadCompanySchema();
        const fileName = relative(root, path).split("\\").join("/");
        const issues = companyFactsIssues(fileName, source, await schema);
        if (issues.length > 0) throw new CompanyFactsError(issues);
        return undefined;
      },
    },
  };
}
