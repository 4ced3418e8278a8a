import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, createLogger, createServer, type Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyFacts, companyFactsIssues, defaultCompanyFile, loadCompanySchema } from "./company-plugin.mjs";

/** The real file: every fixture is a copy of it, broken in one place. */
const real = readFileSync(defaultCompanyFile, "utf8");
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "company-plugin-"));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/**
 * A project holding `source` as its app/content/company.json and an entry that imports it the way
 * app/content/company.ts does (and uses it, or the build would drop it).
 */
async function project(name: string, source: string) {
  const dir = join(root, name);
  await mkdir(join(dir, "app", "content"), { recursive: true });
  await writeFile(join(dir, "app", "content", "company.json"), source);
  await writeFile(join(dir, "other.json"), '{ "unrelated": true }\n');
  await writeFile(
    join(dir, "entry.js"),
    'import facts from "./app/content/company.json" with { type: "json" };\n' +
      'import other from "./other.json";\nglobalThis.facts = [facts, other];\n',
  );
  return dir;
}

/** Builds the project's entry with the plugin, as `vite build` would, and returns the bundle's code. */
async function bundle(dir: string) {
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: "silent",
    plugins: [companyFacts()],
    build: { write: false, rolldownOptions: { input: join(dir, "entry.js") }, minify: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) => output.output.map((file) => ("code" in file ? file.code : ""))).join("\n");
}

/** The message a build of `source` fails with. */
async function buildError(name: string, source: string): Promise<string> {
  const error = await bundle(await project(name, source)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(Error);
  return (error as Error).message;
}

/** Where the end of `text` is, as the messages place it: "line 3, column 5". */
function endOf(text: string) {
  const lines = text.split("\n");
  return `line ${lines.length}, column ${(lines.at(-1)?.length ?? 0) + 1}`;
}

/** The real file with one text replaced; fails if the text is not there, so a test cannot pass by accident. */
function edited(search: string, replacement: string) {
  if (!real.includes(search)) throw new Error(`app/content/company.json no longer holds ${search}`);
  return real.replace(search, replacement);
}

describe("the companyFacts() Vite plugin", () => {
  it("lets a copy of the real file through, unchanged", async () => {
    const code = await bundle(await project("ok", real));
    expect(code).toContain("info@example.com");
    expect(code).toContain("+237690000001");
    expect(code).not.toMatch(/zod|must be/);
  });

  it("fails the build on a bad value, naming the file and the field, one line per problem", async () => {
    const message = await buildError(
      "values",
      edited('"tel": "+237690000001"', '"tel": "+237 690 000 001"').replace('"timeZone"', '"fax": "", "timeZone"'),
    );
    expect(message).toContain("Invalid company facts (2 problems):");
    expect(message).toContain(
      '  - app/content/company.json: phones.0.tel: must be a phone number in international form such as +237690000001 (a + and 8 to 15 digits), got "+237 690 000 001"\n',
    );
    expect(message).toContain("  - app/content/company.json: fax: is not a known field");
  });

  it("fails the build on a JSON syntax error, naming the file, the line and the column", async () => {
    // A trailing comma after the last figure.
    const source = edited('"confirmed": false', '"confirmed": false,');
    const line = source.split("\n").findIndex((text) => text.includes('"confirmed": false,')) + 2;
    const message = await buildError("syntax", source);
    expect(message).toContain(
      `app/content/company.json: file: is not valid JSON (line ${line}, column 3): Expected double-quoted property name`,
    );
  });

  it("checks the file when the dev server serves it too, and keeps serving the facts as they last were right", async () => {
    const dir = await project("dev", real);
    const warnings: string[] = [];
    const logger = createLogger("silent");
    const server = await createServer({
      root: dir,
      configFile: false,
      customLogger: { ...logger, warn: (message) => warnings.push(message) },
      plugins: [companyFacts()],
      server: { middlewareMode: true, ws: false },
      appType: "custom",
    });
    try {
      const transform = (query: string) =>
        server.environments.client.transformRequest(`/app/content/company.json${query}`);
      expect((await transform(""))?.code).toContain("info@example.com");
      // A module that failed to load would bring up Vite's error overlay: the dev server's content page lists
      // the problem instead, and the module keeps the facts as they last were right.
      await writeFile(
        join(dir, "app", "content", "company.json"),
        edited('"email": "info@example.com"', '"email": "info"'),
      );
      expect((await transform("?t=1"))?.code).toContain("info@example.com");
      expect(warnings.join("\n")).toContain("app/content/company.json: email: must be an email address");
      await writeFile(
        join(dir, "app", "content", "company.json"),
        edited('"email": "info@example.com"', '"email": "office@example.com"'),
      );
      expect((await transform("?t=2"))?.code).toContain("office@example.com");
    } finally {
      await server.close();
    }
  });
});

describe("companyFactsIssues", () => {
  const check = async (source: string) => companyFactsIssues("company.json", source, await loadCompanySchema());

  it("finds nothing in the real file", async () => {
    expect(await check(real)).toEqual([]);
  });

  it.each([
    ["a comma missing", edited('"CM",', '"CM"'), "line 24, column 5): Expected ',' or '}' after property value"],
    ["a value in single quotes", edited('"Cameroon"', "'Cameroon'"), "line 22, column 16): Unexpected token '''"],
    [
      "a misspelt false",
      edited('"confirmed": false', '"confirmed": flase'),
      `${endOf(real.slice(0, real.indexOf('"confirmed": false') + '"confirmed": f'.length))}): Unexpected token 'l'`,
    ],
    ["a comment", edited('  "name"', '  // the brand\n  "name"'), "line 2, column 3): Expected property name"],
    // The last three are placed at the end of the text, wherever the file's last field happens to be.
    [
      "a file cut short",
      real.slice(0, real.lastIndexOf("}")),
      `${endOf(real.slice(0, real.lastIndexOf("}")))}): Expected ',' or '}' after`,
    ],
    [
      "a file cut in a word",
      real.slice(0, real.lastIndexOf("false") + 3),
      `${endOf(real.slice(0, real.lastIndexOf("false") + 3))}): the text ends before`,
    ],
    ["text after the data", `${real}x`, `${endOf(real)}): Unexpected non-whitespace character after the data`],
  ])("places %s in the file", async (_what, source, where) => {
    const issues = await check(source);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain(`company.json: file: is not valid JSON (${where}`);
  });

  it("names a file that is not JSON data at all", async () => {
    expect(await check("")).toEqual([
      "company.json: file: is not valid JSON (line 1, column 1): the text ends before the data does",
    ]);
    expect(await check("[]")).toEqual(["company.json: file: must be a group of fields, got []"]);
  });
});
