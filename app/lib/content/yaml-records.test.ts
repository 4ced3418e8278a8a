import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  baseName,
  ContentError,
  checkYamlRecord,
  duplicateProblems,
  expected,
  httpsUrl,
  identifier,
  isoDate,
  lineOf,
  localizedText,
  text,
} from "./yaml-records";

const file = "app/content/things/bolt.yaml";
const schema = z.strictObject(
  {
    name: text,
    number: identifier,
    day: isoDate,
    link: httpsUrl.optional(),
    label: localizedText,
    nested: z.strictObject({ inner: text }).optional(),
  },
  { error: expected({ en: "a mapping of fields", fr: "un ensemble de champs" }) },
);

/** The file's data and its problems as the build prints them. */
const check = (source: string) => {
  const { data, problems } = checkYamlRecord({ fileName: file, source }, schema);
  return { data, issues: problems.map(lineOf) };
};
const valid = 'name: Bolt\nnumber: "0012"\nday: 2026-11-26\nlabel:\n  en: Bolt\n  fr: Boulon\n';

describe("checkYamlRecord", () => {
  it("returns the data of a valid file, with unquoted dates kept as text", () => {
    expect(check(valid)).toEqual({
      data: { name: "Bolt", number: "0012", day: "2026-11-26", label: { en: "Bolt", fr: "Boulon" } },
      issues: [],
    });
  });

  it("gives the French of each translation its fixed spaces, and leaves the other text as typed", () => {
    const source =
      'name: "Bolt : M16"\nnumber: "0012"\nday: 2026-11-26\nlabel:\n  en: "Bolt: M16?"\n  fr: "Boulon : M16 ?"\n';
    expect(check(source).data).toEqual({
      name: "Bolt : M16",
      number: "0012",
      day: "2026-11-26",
      label: { en: "Bolt: M16?", fr: "Boulon\u00a0: M16\u202f?" },
    });
  });

  it("names the file and the line of a YAML syntax error", () => {
    const { data, issues } = check("name: [unclosed\n");
    expect(data).toBeNull();
    expect(issues[0]).toMatch(new RegExp(`^${file}: file: is not valid YAML \\(line \\d+\\): `));
  });

  it("reports a key written twice as invalid YAML", () => {
    expect(check(`${valid}name: Nut\n`).issues[0]).toContain(`${file}: file: is not valid YAML`);
  });

  it("says an empty file is empty", () => {
    expect(check("# nothing yet\n").issues).toEqual([`${file}: file: is empty`]);
  });

  it("says what the whole file should be when it is a list", () => {
    expect(check("- a\n- b\n").issues).toEqual([`${file}: file: must be a mapping of fields, got ["a","b"]`]);
  });

  it("names each missing field, nested ones by their path", () => {
    const { issues } = check('number: "1"\nday: 2026-01-01\nlabel:\n  en: Bolt\n');
    expect(issues).toContain(`${file}: name: is missing`);
    expect(issues).toContain(`${file}: label.fr: is missing`);
  });

  it("names an unknown field with its full path", () => {
    const { issues } = check(`${valid}nested:\n  inner: x\n  iner: y\ncolour: red\n`);
    expect(issues).toEqual([`${file}: nested.iner: is not a known field`, `${file}: colour: is not a known field`]);
  });

  it("asks for quotes around a number YAML read as a number", () => {
    const { issues } = check(valid.replace('number: "0012"', "number: 0012"));
    expect(issues).toEqual([
      `${file}: number: must be text: write it in quotes ("12") so YAML keeps it exactly as printed`,
    ]);
  });

  it("says each problem in French too", () => {
    const { problems } = checkYamlRecord(
      { fileName: file, source: 'number: "1"\nday: 26/11/2026\nlabel:\n  en: Bolt\n  fr: " "\n' },
      schema,
    );
    expect(problems.map((p) => `${p.field}: ${p.message.fr}`)).toEqual([
      "name: est à remplir",
      'day: doit être une date écrite AAAA-MM-JJ (valeur actuelle : "26/11/2026")',
      "label.fr: ne doit pas être vide",
    ]);
  });

  it("reads a field the editor left blank as absent, and still names a blank required one", () => {
    expect(check(`${valid}link: ""\nnested:\n  inner: ""\n`)).toEqual(check(valid));
    expect(check(valid.replace("name: Bolt", 'name: ""')).issues).toEqual([`${file}: name: must not be empty`]);
  });

  it("refuses a date that is not YYYY-MM-DD and a link that is not https", () => {
    const { issues } = check(valid.replace("day: 2026-11-26", "day: 26/11/2026").concat("link: http://x.org\n"));
    expect(issues).toEqual([
      `${file}: day: must be a date written YYYY-MM-DD, got "26/11/2026"`,
      `${file}: link: must be a full https:// address`,
    ]);
  });

  it("refuses empty text", () => {
    expect(check(valid.replace("name: Bolt", 'name: "  "')).issues).toEqual([`${file}: name: must not be empty`]);
  });
});

describe("duplicateProblems", () => {
  const items = [
    { file: "a.yaml", id: "x" },
    { file: "b.yaml", id: "y" },
    { file: "c.yaml", id: "x" },
    { file: "c.yaml", id: undefined },
  ];
  it("names the later place and the first one", () => {
    const problems = duplicateProblems(
      items,
      (item) => item.id,
      (item) => ({ file: item.file, field: "id" }),
    );
    expect(problems.map(lineOf)).toEqual(['c.yaml: id: "x" is already used by a.yaml (id)']);
    expect(problems[0]?.message.fr).toBe('"x" est déjà pris par a.yaml (id) : chacun doit être unique');
  });
});

describe("ContentError", () => {
  it("lists every issue under a count", () => {
    const said = (text: string) => ({ en: text, fr: `${text} (fr)` });
    const error = new ContentError("things", [
      { file: "a", field: "b", message: said("c") },
      { file: "d", field: "e", message: said("f") },
    ]);
    expect(error.message).toBe("Invalid things content (2 problems):\n  - a: b: c\n  - d: e: f");
    expect(error.issues).toEqual(["a: b: c", "d: e: f"]);
  });
});

describe("baseName", () => {
  it("drops the folder and the extension", () => {
    expect(baseName("app/content/people/ada-lovelace.yaml")).toBe("ada-lovelace");
  });
});
