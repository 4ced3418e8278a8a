import { describe, expect, it } from "vitest";
import type { SourceFile } from "~/lib/content/yaml-records";
import { loadProof, ProofContentError } from "./proof-source";
import {
  accreditation,
  authorisation,
  certificate,
  hseYear,
  instrument,
  people,
  person,
  personFile,
  proofFiles,
  qualification,
  qualificationData,
  qualificationFile,
} from "./test-fixtures";

/** The problems `loadProof` throws for a set of files. */
function problems(files: SourceFile[]): readonly string[] {
  try {
    loadProof(files);
  } catch (error) {
    expect(error).toBeInstanceOf(ProofContentError);
    return (error as ProofContentError).issues;
  }
  throw new Error("expected the proof content to be rejected");
}

const ada = `${people}/ada.yaml`;
const withAda = (data: Record<string, unknown>) => proofFiles({ people: [personFile("ada", data), personFile("bo")] });

describe("loadProof", () => {
  it("returns the people sorted by name and every qualification file, each with its path", () => {
    const content = loadProof(proofFiles({ people: [personFile("bo"), personFile("ada")] }));
    expect(content.people.map((p) => [p.slug, p.file])).toEqual([
      ["ada", ada],
      ["bo", `${people}/bo.yaml`],
    ]);
    expect(content.qualification.radiation.file).toBe(`${qualification}/radiation.yaml`);
    expect(content.qualification.equipment.equipment[0]?.serial).toBe("SAMPLE-SN-1");
  });

  it("fills in an empty certificate list for a person shown for their role alone", () => {
    const { certificates: _, ...withoutCertificates } = person("ada");
    const content = loadProof(withAda(withoutCertificates));
    expect(content.people[0]?.certificates).toEqual([]);
  });

  it("reports every problem of every file in one error", () => {
    const issues = problems([
      personFile("ada", person("ada", { name: "" })),
      personFile("bo", person("bo", { languages: [] })),
      ...proofFiles({
        people: [],
        qualification: { hse: { reviewed: "2026-11-01", years: [hseYear({ year: "2025" })] } },
      }),
    ]);
    expect(issues).toEqual([
      `${ada}: name: must not be empty`,
      `${people}/bo.yaml: languages: must list at least one language`,
      `${qualification}/hse.yaml: years.0.year: must be a year such as 2025, got "2025"`,
    ]);
  });
});

describe("people files", () => {
  it("names the file and field of an unknown certification scheme", () => {
    const issues = problems(withAda(person("ada", { certificates: [certificate({ scheme: "twi" })] })));
    expect(issues).toEqual([
      `${ada}: certificates.0.scheme: must be one of asnt, iso9712-pcn, cswip, aws-cwi, iwe, ampp, api, got "twi"`,
    ]);
  });

  it("names the file and field of an unknown method", () => {
    const issues = problems(withAda(person("ada", { certificates: [certificate({ method: "xray" })] })));
    expect(issues[0]).toMatch(/^app\/content\/people\/ada\.yaml: certificates\.0\.method: must be one of ut, paut/);
  });

  it("refuses a photo without its French alt text, naming the field", () => {
    const photo = { src: "people/ada.jpg", alt: { en: "Ada at the UT bench" } };
    expect(problems(withAda(person("ada", { photo })))).toEqual([`${ada}: photo.alt.fr: is missing`]);
  });

  it("refuses a photo without any alt text, or with an empty one", () => {
    expect(problems(withAda(person("ada", { photo: { src: "people/ada.jpg" } })))).toEqual([
      `${ada}: photo.alt: is missing`,
    ]);
    const emptyEnglish = { src: "people/ada.jpg", alt: { en: " ", fr: "Ada au banc UT" } };
    expect(problems(withAda(person("ada", { photo: emptyEnglish })))).toEqual([
      `${ada}: photo.alt.en: must not be empty`,
    ]);
  });

  it("accepts a photo with both alt texts", () => {
    const photo = { src: "people/ada.jpg", alt: { en: "Ada at the UT bench", fr: "Ada au banc UT" } };
    expect(loadProof(withAda(person("ada", { photo }))).people[0]?.photo).toEqual(photo);
  });

  it("refuses a photo path outside the photo sources", () => {
    const photo = { src: "/images/ada.jpg", alt: { en: "Ada", fr: "Ada" } };
    expect(problems(withAda(person("ada", { photo })))[0]).toMatch(
      /^app\/content\/people\/ada\.yaml: photo\.src: must be a path inside app\/content\/photos\//,
    );
  });

  it("requires a sample person's certificate numbers to start with SAMPLE-", () => {
    const issues = problems(withAda(person("ada", { certificates: [certificate({ number: "73210" })] })));
    expect(issues).toEqual([
      `${ada}: certificates.0.number: must start with "SAMPLE-" because the record is a sample (sample: true), got "73210"`,
    ]);
  });

  it("refuses SAMPLE in a real person's certificate number", () => {
    const issues = problems(
      withAda(person("ada", { sample: false, certificates: [certificate({ number: "SAMPLE-1" })] })),
    );
    expect(issues).toEqual([
      `${ada}: certificates.0.number: mentions SAMPLE but the record is not a sample (sample: false): write the number printed on the real document, or set sample: true`,
    ]);
  });

  it("asks for quotes around a certificate number or level YAML reads as a number", () => {
    const issues = problems(
      withAda(person("ada", { sample: false, certificates: [certificate({ number: 73210, level: 3.1 })] })),
    );
    expect(issues).toEqual([
      `${ada}: certificates.0.level: must be text: write it in quotes ("3.1") so YAML keeps it exactly as printed`,
      `${ada}: certificates.0.number: must be text: write it in quotes ("73210") so YAML keeps it exactly as printed`,
    ]);
  });

  it("refuses a slug that differs from the file name", () => {
    expect(problems(withAda(person("ada-b")))).toEqual([`${ada}: slug: must match the file name "ada", got "ada-b"`]);
  });

  it("refuses a duplicate slug, naming both files", () => {
    const copy = {
      fileName: `${people}/ada-copy.yaml`,
      source: personFile("ada", person("ada", { certificates: [] })).source,
    };
    const issues = problems([copy, ...proofFiles()]);
    expect(issues).toContain(`${people}/ada-copy.yaml: slug: must match the file name "ada-copy", got "ada"`);
    expect(issues).toContain(`${ada}: slug: "ada" is already used by ${people}/ada-copy.yaml (slug)`);
  });

  it("refuses a certificate number held by two people", () => {
    const shared = [certificate({ number: "SAMPLE-CSWIP-9" })];
    const issues = problems(
      proofFiles({
        people: [
          personFile("ada", person("ada", { certificates: shared })),
          personFile("bo", person("bo", { certificates: shared })),
        ],
      }),
    );
    expect(issues).toEqual([
      `${people}/bo.yaml: certificates.0.number: "SAMPLE-CSWIP-9" is already held by Person ada (${ada})`,
    ]);
  });

  it("accepts one certificate number for several methods, but not the same method twice", () => {
    const asnt = (method: string) =>
      certificate({ scheme: "asnt", method, level: "NDT Level III", number: "SAMPLE-ASNT-1" });
    expect(() => loadProof(withAda(person("ada", { certificates: [asnt("ut"), asnt("rt")] })))).not.toThrow();
    expect(problems(withAda(person("ada", { certificates: [asnt("ut"), asnt("ut")] })))).toEqual([
      `${ada}: certificates.1: repeats certificates.0 (same scheme, number and method)`,
    ]);
  });

  it("refuses an expiry before the day of issue", () => {
    const issues = problems(
      withAda(person("ada", { certificates: [certificate({ issued: "2026-05-01", expires: "2026-04-30" })] })),
    );
    expect(issues).toEqual([`${ada}: certificates.0.expires: 2026-04-30 is before the day of issue (2026-05-01)`]);
  });

  it("refuses a language code that is not BCP 47, and one listed twice", () => {
    expect(problems(withAda(person("ada", { languages: ["French"] })))).toEqual([
      `${ada}: languages.0: must be a BCP 47 language code such as fr, en or ff, got "French"`,
    ]);
    expect(problems(withAda(person("ada", { languages: ["fr", "en", "fr"] })))).toEqual([
      `${ada}: languages.2: "fr" is listed twice`,
    ]);
  });

  it("accepts regional and script subtags", () => {
    expect(loadProof(withAda(person("ada", { languages: ["fr-CM", "ff-Latn-CM"] }))).people[0]?.languages).toEqual([
      "fr-CM",
      "ff-Latn-CM",
    ]);
  });

  it("refuses a verification link that is not https", () => {
    const issues = problems(withAda(person("ada", { certificates: [certificate({ verifyUrl: "www.cswip.com" })] })));
    expect(issues).toEqual([`${ada}: certificates.0.verifyUrl: must be a full https:// address`]);
  });

  it("refuses a person file outside the people folder's top level", () => {
    const nested = { fileName: `${people}/archive/ada.yaml`, source: personFile("ada").source };
    expect(problems([nested, ...proofFiles()])).toEqual([
      `${people}/archive/ada.yaml: file: must be at ${people}/<slug>.yaml`,
    ]);
  });
});

describe("qualification files", () => {
  const file = (name: string) => `${qualification}/${name}.yaml`;

  it("requires the radiation protection officer to have a file among the people", () => {
    const radiation = { ...qualificationData().radiation, officer: "carla" };
    expect(problems(proofFiles({ qualification: { radiation } }))).toEqual([
      `${file("radiation")}: officer: no person "carla" (expected a file ${people}/carla.yaml)`,
    ]);
  });

  it("does not call a broken person file a missing officer", () => {
    const issues = problems(withAda(person("ada", { name: 7 })));
    expect(issues).toEqual([`${ada}: name: must be text, got 7`]);
  });

  it("refuses a sample officer for a real authorisation", () => {
    const radiation = {
      ...qualificationData().radiation,
      authorisations: [authorisation({ sample: false, number: "ANRP/AUT/2026/001" })],
    };
    expect(problems(proofFiles({ qualification: { radiation } }))).toEqual([
      `${file("radiation")}: officer: "ada" is a sample person, but a real authorisation needs the real officer`,
    ]);
  });

  it("applies the SAMPLE- rule to accreditation, authorisation, serial and calibration certificate numbers", () => {
    const issues = problems(
      proofFiles({
        qualification: {
          accreditations: { reviewed: "2026-11-01", accreditations: [accreditation({ number: "QMS-1" })] },
          radiation: { reviewed: "2026-11-01", officer: "ada", authorisations: [authorisation({ number: "AUT-1" })] },
          equipment: {
            reviewed: "2026-11-01",
            equipment: [
              instrument({ serial: "SN-1" }),
              instrument({ sample: false, serial: "SN-2", certificate: "sample-cal" }),
            ],
          },
        },
      }),
    );
    expect(issues).toEqual([
      `${file("accreditations")}: accreditations.0.number: must start with "SAMPLE-" because the record is a sample (sample: true), got "QMS-1"`,
      `${file("equipment")}: equipment.0.serial: must start with "SAMPLE-" because the record is a sample (sample: true), got "SN-1"`,
      `${file("equipment")}: equipment.1.certificate: mentions SAMPLE but the record is not a sample (sample: false): write the number printed on the real document, or set sample: true`,
      `${file("radiation")}: authorisations.0.number: must start with "SAMPLE-" because the record is a sample (sample: true), got "AUT-1"`,
    ]);
  });

  it("refuses fewer recordable injuries than lost-time ones, and a year given twice", () => {
    const hse = { reviewed: "2026-11-01", years: [hseYear({ lostTimeInjuries: 3, recordableInjuries: 2 }), hseYear()] };
    expect(problems(proofFiles({ qualification: { hse } }))).toEqual([
      `${file("hse")}: years.0.recordableInjuries: 2 is fewer than the 3 lost-time injuries, which are recordable too`,
      `${file("hse")}: years.1.year: "2025" is already used by years.0.year`,
    ]);
  });

  it("refuses zero hours and negative or fractional counts", () => {
    const hse = {
      reviewed: "2026-11-01",
      years: [hseYear({ hoursWorked: 0, lostTimeInjuries: -1, recordableInjuries: 1.5 })],
    };
    expect(problems(proofFiles({ qualification: { hse } }))).toEqual([
      `${file("hse")}: years.0.hoursWorked: must be more than zero`,
      `${file("hse")}: years.0.lostTimeInjuries: must not be negative`,
      `${file("hse")}: years.0.recordableInjuries: must be a whole number`,
    ]);
  });

  it("refuses an unknown credential kind and a misspelt field", () => {
    const accreditations = {
      reviewed: "2026-11-01",
      accreditations: [accreditation({ kind: "licence", expiry: "2028-01-01" })],
    };
    expect(problems(proofFiles({ qualification: { accreditations } }))).toEqual([
      `${file("accreditations")}: accreditations.0.kind: must be one of accreditation, certification, approval, got "licence"`,
      `${file("accreditations")}: accreditations.0.expiry: is not a known field`,
    ]);
  });

  it("names a missing qualification file and an unknown one", () => {
    const files = [
      ...proofFiles({ qualification: { insurance: undefined } }),
      qualificationFile("references", { list: [] }),
    ];
    expect(problems(files)).toEqual([
      `${file("references")}: file: is not a qualification file (expected one of accreditations.yaml, radiation.yaml, hse.yaml, equipment.yaml, insurance.yaml)`,
      `${file("insurance")}: file: is missing`,
    ]);
  });

  it("refuses a file in neither folder", () => {
    expect(problems([...proofFiles(), { fileName: "app/content/other.yaml", source: "a: 1" }])).toEqual([
      "app/content/other.yaml: file: is neither in app/content/people/ nor in app/content/qualification/",
    ]);
  });
});

/** A new person as the editor saves them: the portrait's fields empty, no certificate yet. */
const personFromEditor = (photo = "photo:\n  src: ''\n  alt:\n    en: ''\n    fr: ''\n") => ({
  fileName: `${people}/ada.yaml`,
  source: `slug: ada
sample: true
name: Ada
role:
  en: Welding inspector
  fr: Inspectrice soudage
${photo}languages:
  - fr
bio:
  en: Inspects welds.
  fr: Inspecte les soudures.
certificates: []
`,
});

describe("proof records as the editor writes them", () => {
  it("accepts a person whose portrait was never chosen, or removed with its alt text", () => {
    const removed = "photo:\n  src: ''\n  alt:\n    en: Ada at the bench\n    fr: Ada à l'établi\n";
    for (const file of [personFromEditor(), personFromEditor(removed), personFromEditor("photo: null\n")]) {
      const [ada] = loadProof(proofFiles({ people: [file, personFile("bo")] })).people;
      expect(ada?.photo).toBeUndefined();
      expect(ada?.certificates).toEqual([]);
    }
  });

  it("accepts a certificate whose optional day of issue and verification page were left blank", () => {
    const blank = certificate({ issued: "", verifyUrl: null });
    const [ada] = loadProof(withAda(person("ada", { certificates: [blank] }))).people;
    expect(ada?.certificates[0]).not.toHaveProperty("issued");
    expect(ada?.certificates[0]).not.toHaveProperty("verifyUrl");
  });

  it("accepts qualification records whose optional fields were left blank", () => {
    const pack = loadProof(
      proofFiles({
        qualification: {
          accreditations: { reviewed: "2026-11-01", accreditations: [accreditation({ issued: "", verifyUrl: "" })] },
          radiation: { reviewed: "2026-11-01", officer: "ada", authorisations: [authorisation({ issued: null })] },
        },
      }),
    ).qualification;
    expect(pack.accreditations.accreditations[0]).not.toHaveProperty("verifyUrl");
    expect(pack.radiation.authorisations[0]).not.toHaveProperty("issued");
  });

  it("still names a required field left blank", () => {
    expect(problems(withAda(person("ada", { name: "", bio: { en: "", fr: "x" } })))).toEqual([
      `${ada}: name: must not be empty`,
      `${ada}: bio.en: must not be empty`,
    ]);
  });
});
