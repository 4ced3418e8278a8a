import type { ZodType } from "zod";
import {
  baseName,
  ContentError,
  type ContentProblem,
  checkYamlRecord,
  duplicateProblems,
  problem,
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
  constructor(problems: readonly ContentProblem[]) {
    super("proof (app/content/people, app/content/qualification)", problems);
    this.name = "ProofContentError";
  }
}

/** Sample numbers say so in their first characters, wherever the page shows them. */
export const samplePrefix = "SAMPLE-";

/**
 * A sample record's number must start with "SAMPLE-" so nobody mistakes it for a real one, and a real
 * record's must not mention SAMPLE at all: that would be a sample someone forgot to mark.
 */
function sampleNumberIssue(file: string, field: string, isSample: boolean, value: string): ContentProblem | null {
  if (isSample && !value.startsWith(samplePrefix)) {
    return problem(file, field, {
      en: `must start with "${samplePrefix}" because the record is a sample (sample: true), got ${show(value)}`,
      fr: `doit commencer par "${samplePrefix}" car l'enregistrement est un exemple (sample: true) (valeur actuelle : ${show(value)})`,
    });
  }
  if (!isSample && /sample/i.test(value)) {
    return problem(file, field, {
      en: "mentions SAMPLE but the record is not a sample (sample: false): write the number printed on the real document, or set sample: true",
      fr: "mentionne SAMPLE alors que l'enregistrement n'est pas un exemple (sample: false) : écrivez le numéro imprimé sur le vrai document, ou cochez « exemple » (sample: true)",
    });
  }
  return null;
}

function datesInOrder(file: string, field: string, issued: string | undefined, expires: string): ContentProblem | null {
  return issued !== undefined && expires < issued
    ? problem(file, field, {
        en: `${expires} is before the day of issue (${issued})`,
        fr: `${expires} précède la date de délivrance (${issued})`,
      })
    : null;
}

const present = <T>(value: T | null): value is T => value !== null;

/** The checks of one person's file; problems are returned rather than thrown so a collection can report them all. */
export function checkPersonFile(file: SourceFile): {
  person: (Person & FromFile) | null;
  /** The slug the file declares when its fields are valid, even if another rule failed: for duplicate checks. */
  declaredSlug?: string;
  problems: ContentProblem[];
} {
  const { fileName } = file;
  const slug = baseName(fileName);
  if (
    !fileName.startsWith(peopleFolder) ||
    !fileName.endsWith(".yaml") ||
    fileName.slice(peopleFolder.length).includes("/")
  ) {
    const where = `${peopleFolder}<slug>.yaml`;
    return {
      person: null,
      problems: [problem(fileName, "file", { en: `must be at ${where}`, fr: `doit se trouver à ${where}` })],
    };
  }

  const { data, problems } = checkYamlRecord(file, personSchema);
  if (!data) return { person: null, problems };

  const extra = [
    data.slug === slug
      ? null
      : problem(fileName, "slug", {
          en: `must match the file name "${slug}", got ${show(data.slug)}`,
          fr: `doit être le nom du fichier, "${slug}" (valeur actuelle : ${show(data.slug)})`,
        }),
    ...data.languages.map((language, index) =>
      data.languages.indexOf(language) === index
        ? null
        : problem(fileName, `languages.${index}`, {
            en: `${show(language)} is listed twice`,
            fr: `${show(language)} figure deux fois`,
          }),
    ),
    ...data.certificates.flatMap((certificate, index) => [
      sampleNumberIssue(fileName, `certificates.${index}.number`, data.sample, certificate.number),
      datesInOrder(fileName, `certificates.${index}.expires`, certificate.issued, certificate.expires),
    ]),
  ].filter(present);

  if (extra.length > 0) return { person: null, declaredSlug: data.slug, problems: extra };
  return { person: { ...data, file: fileName }, declaredSlug: data.slug, problems: [] };
}

type CheckedQualification = {
  [K in QualificationFileName]: { name: K; data: QualificationPack[K] };
}[QualificationFileName];

/** The checks of one qualification file on its own (the officer's file is checked with the people). */
export function checkQualificationFile(file: SourceFile): {
  checked: CheckedQualification | null;
  problems: ContentProblem[];
} {
  const { fileName } = file;
  const name = baseName(fileName);
  const known = (qualificationNames as string[]).includes(name);
  if (!fileName.startsWith(qualificationFolder) || !fileName.endsWith(".yaml") || !known) {
    const expected = qualificationNames.map((n) => `${n}.yaml`).join(", ");
    return {
      checked: null,
      problems: [
        problem(fileName, "file", {
          en: `is not a qualification file (expected one of ${expected})`,
          fr: `n'est pas un fichier du dossier de qualification (attendu : l'un de ${expected})`,
        }),
      ],
    };
  }
  const kind = name as QualificationFileName;
  // Checked as any schema, then re-tied to its name below: TypeScript cannot follow `kind` into the union.
  const schema: ZodType = qualificationSchemas[kind];
  const { data, problems } = checkYamlRecord(file, schema);
  if (!data) return { checked: null, problems };

  const extra: (ContentProblem | null)[] = [];
  const checked = { name: kind, data: { ...data, file: fileName } } as CheckedQualification;
  switch (checked.name) {
    case "accreditations":
      checked.data.accreditations.forEach((record, index) => {
        extra.push(sampleNumberIssue(fileName, `accreditations.${index}.number`, record.sample, record.number));
        extra.push(datesInOrder(fileName, `accreditations.${index}.expires`, record.issued, record.expires));
      });
      extra.push(
        ...duplicateProblems(
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
            problem(fileName, `years.${index}.recordableInjuries`, {
              en: `${record.recordableInjuries} is fewer than the ${record.lostTimeInjuries} lost-time injuries, which are recordable too`,
              fr: `${record.recordableInjuries} est inférieur aux ${record.lostTimeInjuries} accidents avec arrêt, qui sont aussi à enregistrer`,
            }),
          );
        }
      });
      extra.push(
        ...duplicateProblems(
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
        ...duplicateProblems(
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
  if (found.length > 0) return { checked: null, problems: found };
  return { checked, problems: [] };
}

/**
 * Validates every proof file together: each file alone, then unique slugs and certificate numbers
 * across people, every qualification file present once, and a radiation protection officer who has a
 * file among the people. Returns the records, or throws a `ProofContentError` listing every problem.
 */
export function loadProof(files: readonly SourceFile[]): ProofContent {
  const problems: ContentProblem[] = [];
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
      problems.push(...result.problems);
      if (result.person) people.push(result.person);
      if (result.declaredSlug !== undefined) declaredSlugs.push({ file: file.fileName, slug: result.declaredSlug });
    } else if (file.fileName.startsWith(qualificationFolder)) {
      seenQualification.add(baseName(file.fileName));
      const result = checkQualificationFile(file);
      problems.push(...result.problems);
      if (result.checked) Object.assign(pack, { [result.checked.name]: result.checked.data });
    } else {
      problems.push(
        problem(file.fileName, "file", {
          en: `is neither in ${peopleFolder} nor in ${qualificationFolder}`,
          fr: `n'est ni dans ${peopleFolder} ni dans ${qualificationFolder}`,
        }),
      );
    }
  }

  for (const name of qualificationNames) {
    if (!seenQualification.has(name))
      problems.push(problem(`${qualificationFolder}${name}.yaml`, "file", { en: "is missing", fr: "manque" }));
  }

  problems.push(
    // A copied file whose slug was not changed is caught here as well as by the file-name rule.
    ...duplicateProblems(
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
        problems.push(
          problem(person.file, `certificates.${index}`, {
            en: `repeats certificates.${first} (same scheme, number and method)`,
            fr: `répète le certificat n° ${first + 1} (même organisme, numéro et méthode) : supprimez l'un des deux`,
          }),
        );
    });
  }
  const holders = new Map<string, Person & FromFile>();
  for (const { person, certificate, index } of certificates) {
    const key = `${certificate.scheme} ${certificate.number}`;
    const holder = holders.get(key);
    if (!holder) holders.set(key, person);
    else if (holder !== person) {
      problems.push(
        problem(person.file, `certificates.${index}.number`, {
          en: `${show(certificate.number)} is already held by ${holder.name} (${holder.file})`,
          fr: `${show(certificate.number)} appartient déjà à ${holder.name} (${holder.file})`,
        }),
      );
    }
  }

  const radiation = pack.radiation;
  if (radiation) {
    const officer = people.find((person) => person.slug === radiation.officer);
    if (!peopleSlugs.has(radiation.officer)) {
      problems.push(
        problem(radiation.file, "officer", {
          en: `no person "${radiation.officer}" (expected a file ${peopleFolder}${radiation.officer}.yaml)`,
          fr: `personne ne s'appelle "${radiation.officer}" (fichier attendu : ${peopleFolder}${radiation.officer}.yaml)`,
        }),
      );
    } else if (officer?.sample && radiation.authorisations.some((authorisation) => !authorisation.sample)) {
      problems.push(
        problem(radiation.file, "officer", {
          en: `"${radiation.officer}" is a sample person, but a real authorisation needs the real officer`,
          fr: `"${radiation.officer}" est une personne d'exemple, mais une vraie autorisation demande le vrai responsable`,
        }),
      );
    }
  }

  if (problems.length > 0) throw new ProofContentError(problems);
  return {
    people: people.sort((a, b) => a.name.localeCompare(b.name, "en")),
    qualification: pack as QualificationPack,
  };
}
