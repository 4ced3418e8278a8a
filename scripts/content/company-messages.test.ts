import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { companySchema } from "~/content/company-schema";
import { companyFactsProblems } from "./company-facts.mjs";
import { companyMessageInFrench } from "./company-messages.mjs";

const file = "app/content/company.json";
const real = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

/** The problems of the real facts with some of them changed. */
const problemsWith = (changes: Record<string, unknown>) =>
  companyFactsProblems(file, JSON.stringify({ ...real, ...changes }), companySchema);

describe("companyMessageInFrench", () => {
  it("translates the patterns of the schema's messages, with the value found", () => {
    expect(companyMessageInFrench("is missing")).toBe("est à remplir");
    expect(companyMessageInFrench('must be a two-letter country code in capitals, such as CM, got "cm"')).toBe(
      'doit être un code de pays de deux lettres majuscules, comme CM (valeur actuelle : "cm")',
    );
    expect(companyMessageInFrench("must be between -90 and 90, got 91")).toBe(
      "doit être entre -90 et 90 (valeur actuelle : 91)",
    );
  });

  it("gives a message it does not know in English rather than nothing", () => {
    expect(companyMessageInFrench("must rhyme")).toBe("must rhyme");
  });
});

describe("companyFactsProblems", () => {
  it("names each field with what to do in both languages, French for every kind of mistake", () => {
    const problems = [
      ...problemsWith({ email: "info", whatsapp: "+237 6", fax: "x", name: "" }),
      ...problemsWith({ siteUrl: "http://example.com/", timeZone: "Douala", phones: [] }),
      ...companyFactsProblems(file, "{ 'name': 1 }", companySchema),
    ];
    expect(problems.map((p) => p.field)).toEqual([
      "name",
      "email",
      "whatsapp",
      "fax",
      "siteUrl",
      "phones",
      "timeZone",
      "file",
    ]);
    for (const { message } of problems) expect(message.fr).not.toBe(message.en);
  });
});
