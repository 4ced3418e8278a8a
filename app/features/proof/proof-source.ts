import type { ZodType } from "zod";
import {
  baseName,
  ContentError,
  checkYamlRecord,
  duplicateLines,
  type SourceFile,
  show,
} from "~/lib/content/yaml-records";
import { personSchema, type QualificationFileName, qualificationSchemas } from "./schemas";
import type { FromFile, Person, ProofContent, QualificationPack } from "./types";

/**
 * Validation of the proof records (people and qualification files), kept free of Vite and the file
 * system so it can be tested on strings. `proof.server.ts` feeds it the real files at build time: any
 * problem stops the build with one line per problem, `<file>: <field.path>: <message>`.
 */

export type { SourceFile } from "~/lib/content/yaml-records";

/** Where each kind of record lives, from the project root. */
export const peopleFolder = "app/content/people/";
export const qualificationFolder = "app/content/qualification/";

const qualificationNames = Object.keys(qualificationSchemas) as QualificationFileName[];

/** Every problem found in the proof records, one line each. */
export class ProofContentError extends ContentError {
  constructor(issues: readonly string[]) {
    super("proof (app/content/people, app/content/qualification)", issues);
    this.name = "ProofContentError";
  }
}

/** Sample numbers say so in their first characters, wherever the page shows them. */
export const samplePrefix = "SAMPLE-";

/**
 * A sample record's number must start with "SAMPLE-" so nobody mistakes it for a real one, and a real
 * record's must not mention SAMPLE at all: that would be a sample someone forgot to mark.
 */
function sampleNumberIssue(file: string, field: string, isSample: boolean, value: string): string | null {
  if (isSample && !value.startsWith(samplePrefix)) {
    return `${file}: ${field}: must start with "${samplePrefix}" because the record is a sample (sample: true), got ${show(value)}`;
  }
  if (!isSample && /sample/i.test(value)) {
    return `${file}: ${field}: mentions SAMPLE but the record is not a sample (sample: false): write the number printed on the real document, or set sample: true`;
  }
  return null;
}

function datesInOrder(file: string, field: string, issued: string | undefined, expires: string): string | null {
  return issued !== undefined && expires < issued
    ? `${file}: ${field}: ${expires} is before the day of issue (${issued})`
    : null;
}

const present = <T>(value: T | null): value is T => value !== null;

/** The checks of one person's file; issues are returned rather than thrown so a collection can report them all. */
export function checkPersonFile(file: SourceFile): {
  person: (Person & FromFile) | null;
  /** The slug the file declares when its fields are valid, even if another rule failed: for duplicate checks. */
  declaredSlug?: string;
  issues: string[];
} {
  const { fileName } = file;
  const slug = baseName(fileName);
  if (
    !fileName.startsWith(peopleFolder) ||
    !fileName.endsWith(".yaml") ||
    fileName.slice(peopleFolder.length).includes("/")
  ) {
    return { person: null, issues: [`${fileName}: file: must be at ${peopleFolder}<slug>.yaml`] };
  }

  const { data, issues } = checkYamlRecord(file, personSchema);
  if (!data) return { person: null, issues };

  const extra = [
    data.slug === slug ? null : `${fileName}: slug: must match the file name "${slug}", got ${show(data.slug)}`,
    ...data.languages.map((language, index) =>
      data.languages.indexOf(language) === index
        ? null
        : `${fileName}: languages.${index}: ${show(language)} is listed twice`,
    ),
    ...data.certificates.flatMap((certificate, index) => [
      sampleNumberIssue(fileName, `certificates.${index}.number`, data.sample, certificate.number),
      datesInOrder(fileName, `certificates.${index}.expires`, certificate.issued, certificate.expires),
    ]),
  ].filter(present);

  if (extra.length > 0) return { person: null, declaredSlug: data.slug, issues: extra };
  return { person: { ...data, file: fileName }, declaredSlug: data.slug, issues: [] };
}

type CheckedQualification = {
  [K in QualificationFileName]: { name: K; data: QualificationPack[K] };
}[QualificationFileName];

/** The checks of one qualification file on its own (the officer's file is checked with the people). */
export function checkQualificationFile(file: SourceFile): { checked: CheckedQualification | null; issues: string[] } {
  const { fileName } = file;
  const name = baseName(fileName);
  const known = (qualificationNames as string[]).includes(name);
  if (!fileName.startsWith(qualificationFolder) || !fileName.endsWith(".yaml") || !known) {
    const expected = qualificationNames.map((n) => `${n}.yaml`).join(", ");
    return { checked: null, issues: [`${fileName}: file: is not a qualification file (expected one of ${expected})`] };
  }
  const kind = name as QualificationFileName;
  // Checked as any schema, then re-tied to its name below: TypeScript cannot follow `kind` into the union.
  const schema: ZodType = qualificationSchemas[kind];
  const { data, issues } = checkYamlRecord(file, schema);
  if (!data) return { checked: null, issues };

  const extra: (string | null)[] = [];
  const checked = { name: kind, data: { ...data, file: fileName } } as CheckedQualification;
  switch (checked.name) {
    case "accreditations":
      checked.data.accreditations.forEach((record, index) => {
        extra.push(sampleNumberIssue(fileName, `accreditations.${index}.number`, record.sample, record.number));
        extra.push(datesInOrder(fileName, `accreditations.${index}.expires`, record.issued, record.expires));
      });
      extra.push(
        ...duplicateLines(
          checked.data.accreditations.map((record, index) => ({ record, index })),
          ({ record }) => record.number,
          ({ index }) => ({ file: fileName, field: `accreditations.${index}.number` }),
        ),
      );
      break;
    case "radiation":
      checked.data.authorisations.forEach((record, index) => {
        extra.push(sampleNumberIssue(fileName, `authorisations.${index}.number`, record.sample, record.number));
        extra.push(datesInOrder(fileName, `authorisations.${index}.expires`, record.issued, record.expires));
      });
      break;
    case "hse":
      checked.data.years.forEach((record, index) => {
        if (record.recordableInjuries < record.lostTimeInjuries) {
          extra.push(
            `${fileName}: years.${index}.recordableInjuries: ${record.recordableInjuries} is fewer than the ${record.lostTimeInjuries} lost-time injuries, which are recordable too`,
          );
        }
      });
      extra.push(
        ...duplicateLines(
          checked.data.years.map((record, index) => ({ record, index })),
          ({ record }) => String(record.year),
          ({ index }) => ({ file: fileName, field: `years.${index}.year` }),
        ),
      );
      break;
    case "equipment":
      checked.data.equipment.forEach((record, index) => {
        extra.push(sampleNumberIssue(fileName, `equipment.${index}.serial`, record.sample, record.serial));
        extra.push(sampleNumberIssue(fileName, `equipment.${index}.certificate`, record.sample, record.certificate));
      });
      extra.push(
        ...duplicateLines(
          checked.data.equipment.map((record, index) => ({ record, index })),
          ({ record }) => `${record.make} ${record.serial}`,
          ({ index }) => ({ file: fileName, field: `equipment.${index}.serial` }),
        ),
      );
      break;
    case "insurance":
      break;
  }
  const found = extra.filter(present);
  if (found.length > 0) return { checked: null, issues: found };
  return { checked, issues: [] };
}

/**
 * Validates every proof file together: each file alone, then unique slugs and certificate numbers
 * across people, every qualification file present once, and a radiation protection officer who has a
 * file among the people. Returns the records, or throws a `ProofContentError` listing every problem.
 */
export function loadProof(files: readonly SourceFile[]): ProofContent {
  const issues: string[] = [];
  const people: (Person & FromFile)[] = [];
  const pack: Partial<QualificationPack> = {};
  const seenQualification = new Set<string>();
  // Slugs of every person file, valid or not, so a broken file is not also reported as a missing officer.
  const peopleSlugs = new Set<string>();
  const declaredSlugs: { file: string; slug: string }[] = [];

  for (const file of [...files].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    if (file.fileName.startsWith(peopleFolder)) {
      peopleSlugs.add(baseName(file.fileName));
      const result = checkPersonFile(file);
      issues.push(...result.issues);
      if (result.person) people.push(result.person);
      if (result.declaredSlug !== undefined) declaredSlugs.push({ file: file.fileName, slug: result.declaredSlug });
    } else if (file.fileName.startsWith(qualificationFolder)) {
      seenQualification.add(baseName(file.fileName));
      const result = checkQualificationFile(file);
      issues.push(...result.issues);
      if (result.checked) Object.assign(pack, { [result.checked.name]: result.checked.data });
    } else {
      issues.push(`${file.fileName}: file: is neither in ${peopleFolder} nor in ${qualificationFolder}`);
    }
  }

  for (const name of qualificationNames) {
    if (!seenQualification.has(name)) issues.push(`${qualificationFolder}${name}.yaml: file: is missing`);
  }

  issues.push(
    // A copied file whose slug was not changed is caught here as well as by the file-name rule.
    ...duplicateLines(
      declaredSlugs,
      (entry) => entry.slug,
      (entry) => ({ file: entry.file, field: "slug" }),
    ),
  );
  const certificates = people.flatMap((person) =>
    person.certificates.map((certificate, index) => ({ person, certificate, index })),
  );
  // One certificate number may cover several methods (an ASNT Level III, a PCN card), but it belongs to
  // one holder, and lists each method once.
  for (const person of people) {
    const seen = new Map<string, number>();
    person.certificates.forEach((certificate, index) => {
      const key = `${certificate.scheme} ${certificate.number} ${certificate.method}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else
        issues.push(
          `${person.file}: certificates.${index}: repeats certificates.${first} (same scheme, number and method)`,
        );
    });
  }
  const holders = new Map<string, Person & FromFile>();
  for (const { person, certificate, index } of certificates) {
    const key = `${certificate.scheme} ${certificate.number}`;
    const holder = holders.get(key);
    if (!holder) holders.set(key, person);
    else if (holder !== person) {
      issues.push(
        `${person.file}: certificates.${index}.number: ${show(certificate.number)} is already held by ${holder.name} (${holder.file})`,
      );
    }
  }

  const radiation = pack.radiation;
  if (radiation) {
    const officer = people.find((person) => person.slug === radiation.officer);
    if (!peopleSlugs.has(radiation.officer)) {
      issues.push(
        `${radiation.file}: officer: no person "${radiation.officer}" (expected a file ${peopleFolder}${radiation.officer}.yaml)`,
      );
    } else if (officer?.sample && radiation.authorisations.some((authorisation) => !authorisation.sample)) {
      issues.push(
        `${radiation.file}: officer: "${radiation.officer}" is a sample person, but a real authorisation needs the real officer`,
      );
    }
  }

  if (issues.length > 0) throw new ProofContentError(issues);
  return {
    people: people.sort((a, b) => a.name.localeCompare(b.name, "en")),
    qualification: pack as QualificationPack,
  };
}
