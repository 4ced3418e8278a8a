import { stringify } from "yaml";
import type { SourceFile } from "~/lib/content/yaml-records";
import type { PersonView } from "./page-data";

/**
 * Small, valid proof files for the tests, built as data and written as YAML, so each test changes one
 * field and checks the one message it causes.
 */

export type Data = Record<string, unknown>;

export const people = "app/content/people";
export const qualification = "app/content/qualification";

export const certificate = (overrides: Data = {}): Data => ({
  scheme: "cswip",
  method: "welding-inspection",
  level: "3.1",
  number: "SAMPLE-CSWIP-1",
  issuer: "TWI Certification Ltd",
  issued: "2024-01-01",
  expires: "2028-01-01",
  ...overrides,
});

export const person = (slug: string, overrides: Data = {}): Data => ({
  slug,
  sample: true,
  name: `Person ${slug}`,
  role: { en: "Welding inspector", fr: "Inspecteur soudage" },
  languages: ["fr", "en"],
  bio: { en: "Inspects welds.", fr: "Inspecte les soudures." },
  certificates: [certificate({ number: `SAMPLE-CSWIP-${slug}` })],
  ...overrides,
});

export const accreditation = (overrides: Data = {}): Data => ({
  sample: true,
  kind: "certification",
  name: { en: "ISO 9001:2015", fr: "ISO 9001:2015" },
  scope: { en: "Inspection services", fr: "Prestations d'inspection" },
  number: "SAMPLE-QMS-1",
  issuer: "A certification body",
  expires: "2028-01-01",
  ...overrides,
});

export const authorisation = (overrides: Data = {}): Data => ({
  sample: true,
  authority: "Agence Nationale de Radioprotection (ANRP)",
  number: "SAMPLE-ANRP-1",
  scope: { en: "Gamma radiography", fr: "Gammagraphie" },
  expires: "2028-01-01",
  ...overrides,
});

export const hseYear = (overrides: Data = {}): Data => ({
  sample: true,
  year: 2025,
  hoursWorked: 500_000,
  lostTimeInjuries: 1,
  recordableInjuries: 2,
  ...overrides,
});

export const instrument = (overrides: Data = {}): Data => ({
  sample: true,
  item: { en: "Ultrasonic flaw detector", fr: "Appareil à ultrasons" },
  make: "Evident",
  model: "EPOCH 650",
  serial: "SAMPLE-SN-1",
  method: "ut",
  calibrationDue: "2028-01-01",
  certificate: "SAMPLE-CAL-1",
  ...overrides,
});

export const policy = (overrides: Data = {}): Data => ({
  sample: true,
  cover: { en: "Professional indemnity", fr: "Responsabilité civile professionnelle" },
  insurer: "Example Assurances SA",
  limit: { en: "XAF 100,000,000", fr: "100 000 000 FCFA" },
  expires: "2028-01-01",
  ...overrides,
});

export const qualificationData = (): Record<string, Data> => ({
  accreditations: { reviewed: "2026-11-01", accreditations: [accreditation()] },
  radiation: { reviewed: "2026-11-01", officer: "ada", authorisations: [authorisation()] },
  hse: { reviewed: "2026-11-01", years: [hseYear()] },
  equipment: { reviewed: "2026-11-01", equipment: [instrument()] },
  insurance: { reviewed: "2026-11-02", policies: [policy()] },
});

export const personFile = (slug: string, data: Data = person(slug)): SourceFile => ({
  fileName: `${people}/${slug}.yaml`,
  source: stringify(data),
});

export const qualificationFile = (name: string, data: Data): SourceFile => ({
  fileName: `${qualification}/${name}.yaml`,
  source: stringify(data),
});

/** A complete, valid set: two people (one of them the officer) and every qualification file. */
export function proofFiles(
  options: { people?: SourceFile[]; qualification?: Partial<Record<string, Data>> } = {},
): SourceFile[] {
  const data = { ...qualificationData(), ...options.qualification };
  return [
    ...(options.people ?? [personFile("ada"), personFile("bo")]),
    ...Object.entries(data).flatMap(([name, content]) => (content ? [qualificationFile(name, content)] : [])),
  ];
}

/** A person as the team page receives them: a real (not sample) inspector with one current certificate. */
export const personView = (overrides: Partial<PersonView> = {}): PersonView => ({
  slug: "ada",
  name: "Ada",
  initials: "A",
  role: "Senior welding inspector",
  bio: "Inspects welds.",
  languages: ["fr", "en"],
  languagesText: "French and English",
  sample: false,
  radiationOfficer: false,
  portrait: null,
  certificates: [
    {
      scheme: "CSWIP",
      method: "Welding inspection",
      level: "3.2",
      levelLang: null,
      number: "73210",
      issuer: "TWI Certification Ltd",
      expires: "2028-02-28",
      expiresText: "28 February 2028",
      verification: { url: "https://www.cswip.com/verification", kind: "register" },
    },
  ],
  ...overrides,
});
