// The company's facts (decision 0023) checked inside Vite: whenever a build (client, server) or the dev
// server loads app/content/company.json, the file is parsed and checked against its zod schema before
// Vite's own JSON plugin turns it into a module, and any problem stops the build with one line per
// field: `app/content/company.json: phones.0.tel: must be …`. Nothing of the check reaches the bundle.
// The dev server does not stop: it shows, in place of its pages, every content problem of every collection,
// the company's facts among them, as `npm run check:content` lists them (decision 0027).
import { relative, resolve } from "node:path";
import { contentReport } from "../check-content.mjs";
import { companyFactsIssues } from "./company-facts.mjs";
import { serveContentProblems } from "./problems-page.mjs";

/** @import { Plugin } from "vite" */
/** @import { ContentCheckModule } from "../check-content.mjs" */
/** @import { ZodType } from "zod" */

export { companyFactsIssues, companyFactsProblems } from "./company-facts.mjs";

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
 * @param {CompanyFactsOptions} [options]
 * @returns {Plugin}
 */
export function companyFacts(options = {}) {
  let root = process.cwd();
  // Only a dev server keeps going: a build, and check:launch's module runner, stop on the first problem.
  let serving = false;
  const file = () => resolve(root, options.file ?? defaultCompanyFile);
  /** @type {Promise<ZodType> | undefined} */
  let schema;
  /** The file as it last passed, which the dev server keeps serving while the file on disk is wrong. */
  let lastGood = "{}";

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
        if (issues.length === 0) {
          lastGood = source;
          return undefined;
        }
        if (!serving) throw new CompanyFactsError(issues);
        // A module that fails to load would bring up Vite's error overlay: the dev server's pages list the
        // problems instead (`problems-page.mjs`), and the modules keep the facts as they last were right.
        for (const issue of issues) this.warn(issue);
        return { code: lastGood, map: null };
      },
    },
    // The dev server lists every content problem in place of its pages, as `npm run check:content` prints them.
    configureServer(server) {
      serving = true;
      serveContentProblems(server, () =>
        contentReport({ root, load: (id) => /** @type {Promise<ContentCheckModule>} */ (server.ssrLoadModule(id)) }),
      );
    },
  };
}
