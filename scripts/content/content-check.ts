import { parse as parseYaml } from "yaml";
import { companySchema } from "~/content/company-schema";
import {
  authorProblems,
  blogCollection,
  type ParsedPost,
  parseCollection as parsePosts,
} from "~/features/blog/post-source";
import { collectionLabel, fieldLabel, fileLabel } from "~/features/cms/field-labels";
import { loadStaffRoles, staffRolesFile } from "~/features/company-pages/staff-roles-source";
import { galleryFile, loadGallery } from "~/features/gallery/gallery-source";
import { type ParsedProject, parseProjects, projectCollection } from "~/features/projects/project-source";
import { checkPersonFile, loadProof, peopleFolder, qualificationFolder } from "~/features/proof/proof-source";
import { type QualificationFileName, qualificationSchemas } from "~/features/proof/schemas";
import type { ListChecks } from "~/lib/content/illustrated-list";
import type { SourceFile } from "~/lib/content/markdown-collection";
import { ContentError, type ContentProblem, missingPhoto, problem, type Said } from "~/lib/content/messages";
import { type Locale, locales } from "~/lib/i18n";
import { companyFactsProblems } from "./company-facts.mjs";

/**
 * The whole content checked as the build will check it, and told to the office (decision 0027): for the first
 * collection with problems, one line per problem naming the collection and the entry as the editor at /admin
 * shows them, the field by its label and what to do, in English and in French. Run by `npm run check:content`
 * before the build, and by the dev server in place of a page (`problems-page.mjs`). Pure but for the labels:
 * the files and what is in app/content/photos/ and public/ come in as `ContentInputs`.
 */

/** The editor's label of a field (`app/features/cms/field-labels.ts`), by collection and dotted path without list positions. */
export type FieldLabel = (collection: string, path: string, locale: Locale) => string | undefined;

/** Where each collection's files are, from the project root: what `scripts/check-content.mjs` reads. */
export const contentPaths = {
  posts: { folder: blogCollection.folder, extension: ".md" },
  projects: { folder: projectCollection.folder, extension: ".md" },
  people: { folder: peopleFolder.replace(/\/$/, ""), extension: ".yaml" },
  qualification: { folder: qualificationFolder.replace(/\/$/, ""), extension: ".yaml" },
  company: { file: "app/content/company.json" },
  gallery: { file: galleryFile },
  roles: { file: staffRolesFile },
  photos: { folder: "app/content/photos" },
} as const;

/** Everything the check reads, gathered by `scripts/check-content.mjs`. */
export interface ContentInputs {
  posts: SourceFile[];
  projects: SourceFile[];
  people: SourceFile[];
  qualification: SourceFile[];
  company: SourceFile;
  gallery: SourceFile;
  roles: SourceFile;
  /** The photo sources' keys (`uploads/tank.jpg`). */
  photoSources: readonly string[];
  /** Sources the photo pipeline would refuse, each named from the project root. */
  photoProblems: readonly ContentProblem[];
  /** Whether a drawing (`/images/role-welder.svg`) is in public/. */
  illustrationExists: (src: string) => boolean;
}

/** A name in each language, from the editor's configuration. */
const saidBy = (name: (locale: Locale) => string | undefined, fallback: string): Said => ({
  en: name("en") ?? fallback,
  fr: name("fr") ?? fallback,
});

const editorCollection = (name: string) => saidBy((locale) => collectionLabel(name, locale), name);

/**
 * The collections in the order they are checked, named as the editor's menu names them: the editor's
 * order, then the photos every collection shows.
 */
export const collectionNames = {
  posts: editorCollection("posts"),
  projects: editorCollection("projects"),
  people: editorCollection("people"),
  company: editorCollection("company"),
  qualification: editorCollection("qualification"),
  gallery: editorCollection("gallery"),
  roles: editorCollection("roles"),
  photos: { en: "Photos (app/content/photos)", fr: "Photos (app/content/photos)" },
} satisfies Record<string, Said>;
export type CollectionName = keyof typeof collectionNames;

/** The qualification pack's files as the editor lists them. */
export const qualificationFileNames = Object.fromEntries(
  (Object.keys(qualificationSchemas) as QualificationFileName[]).map((name) => [
    name,
    saidBy((locale) => fileLabel("qualification", name, locale), name),
  ]),
) as Record<QualificationFileName, Said>;

/** A problem told in each language. */
export type ReportLine = Said;

/** The first collection with problems, and every one of its problems. */
export interface ContentReport {
  collection: CollectionName;
  /** The collection's name in the editor. */
  name: Said;
  lines: ReportLine[];
}

/** What a loader returns, or the problems of the `ContentError` it throws instead. */
function attempt<T>(load: () => T): { value: T | null; problems: ContentProblem[] } {
  try {
    return { value: load(), problems: [] };
  } catch (error) {
    if (error instanceof ContentError) return { value: null, problems: [...error.problems] };
    throw error;
  }
}

const baseName = (file: string) => (file.split("/").pop() ?? file).replace(/\.(?:md|ya?ml)$/, "");

/** The problems of each collection, computed when asked for, so the check stops at the first with any. */
function collectionChecks(inputs: ContentInputs): Record<CollectionName, () => ContentProblem[]> {
  const photoExists = (key: string) => inputs.photoSources.includes(key);
  const listChecks: ListChecks = { illustrationExists: inputs.illustrationExists, photoExists };
  const unknownPhoto = (file: string, field: string, key: string) =>
    photoExists(key) ? [] : [problem(file, field, missingPhoto(key))];
  const proof = () => attempt(() => loadProof([...inputs.people, ...inputs.qualification])).problems;

  return {
    posts: () => {
      const { value, problems } = attempt(() => parsePosts(inputs.posts));
      if (!value) return problems;
      const posts: ParsedPost[] = locales.flatMap((locale) => value[locale]);
      return [
        // A person file that is itself wrong is the People collection's problem, reported there.
        ...authorProblems(
          posts,
          inputs.people.map((file) => baseName(file.fileName)),
        ),
        ...posts.flatMap(({ fileName, frontMatter }) =>
          frontMatter.photo ? unknownPhoto(fileName, "photo.src", frontMatter.photo.src) : [],
        ),
      ];
    },
    projects: () => {
      const { value, problems } = attempt(() => parseProjects(inputs.projects));
      if (!value) return problems;
      return locales
        .flatMap((locale): ParsedProject[] => value[locale])
        .flatMap(({ fileName, frontMatter }) =>
          frontMatter.photos.flatMap(({ photo }, index) => unknownPhoto(fileName, `photos.${index}.photo`, photo)),
        );
    },
    people: () => [
      ...proof().filter((found) => found.file.startsWith(peopleFolder)),
      ...inputs.people.flatMap((file) => {
        const { person } = checkPersonFile(file);
        return person?.photo ? unknownPhoto(file.fileName, "photo.src", person.photo.src) : [];
      }),
    ],
    company: () => companyFactsProblems(inputs.company.fileName, inputs.company.source, companySchema),
    qualification: () => proof().filter((found) => !found.file.startsWith(peopleFolder)),
    gallery: () => attempt(() => loadGallery(inputs.gallery, listChecks)).problems,
    roles: () => attempt(() => loadStaffRoles(inputs.roles, listChecks)).problems,
    photos: () => [...inputs.photoProblems],
  };
}

/**
 * The first collection, in the editor's order, that the build would refuse, with all its problems told in
 * both languages; null when the content is ready to build.
 */
export function checkContent(inputs: ContentInputs, label: FieldLabel = fieldLabel): ContentReport | null {
  const checks = collectionChecks(inputs);
  for (const collection of Object.keys(collectionNames) as CollectionName[]) {
    const problems = checks[collection]();
    if (problems.length > 0)
      return {
        collection,
        name: collectionNames[collection],
        lines: problems.map((found) => reportLine(collection, found, inputs, label)),
      };
  }
  return null;
}

/** A file's data as YAML reads it, or null: only to name its entry, so a broken file is simply not named. */
function looseData(source: string | undefined, markdown: boolean): Record<string, unknown> | null {
  if (source === undefined) return null;
  try {
    const text = markdown ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "") : source;
    const data: unknown = parseYaml(text);
    return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const textOf = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined);
const quoted = (title: Said): Said => ({ en: `"${title.en}"`, fr: `« ${title.fr} »` });
const versions: Record<Locale, Said> = {
  en: { en: "English version", fr: "version anglaise" },
  fr: { en: "French version", fr: "version française" },
};

/** Where a problem is, as the editor shows it: the entry, and the path of the field inside it. */
function placeOf(
  collection: CollectionName,
  found: ContentProblem,
  inputs: ContentInputs,
): { entry?: Said; path: string[] } {
  const path = ["file", "front matter"].includes(found.field) ? [] : found.field.split(".");
  const fileName = found.file.split("/").pop() ?? found.file;
  switch (collection) {
    case "posts":
    case "projects": {
      const place = /\/(\w+)\/([^/]+)\.md$/.exec(found.file);
      const locale = locales.find((l) => l === place?.[1]);
      const titleIn = (l: Locale) => {
        const file = found.file.replace(`/${locale}/`, `/${l}/`);
        const source = inputs[collection].find((f) => f.fileName === file)?.source;
        return textOf(looseData(source, true)?.title);
      };
      const title = (l: Locale) => titleIn(l) ?? locales.map(titleIn).find(Boolean) ?? fileName;
      const named = quoted({ en: title("en"), fr: title("fr") });
      if (!locale) return { entry: named, path };
      const version = versions[locale];
      return { entry: { en: `${named.en} (${version.en})`, fr: `${named.fr} (${version.fr})` }, path };
    }
    case "people": {
      const source = inputs.people.find((f) => f.fileName === found.file)?.source;
      const name = textOf(looseData(source, false)?.name) ?? fileName;
      return { entry: quoted({ en: name, fr: name }), path };
    }
    case "qualification": {
      const name = baseName(found.file) as QualificationFileName;
      return { entry: qualificationFileNames[name] ?? { en: fileName, fr: fileName }, path };
    }
    case "gallery":
    case "roles": {
      const [list, index, ...rest] = path;
      const position = Number(index);
      if (!list || !Number.isInteger(position)) return { path };
      const item = (looseData(inputs[collection].source, false)?.[list] as unknown[] | undefined)?.[position];
      const words = (item as Record<string, Record<string, unknown>> | undefined)?.[
        collection === "gallery" ? "title" : "name"
      ];
      const title = (l: Locale) => textOf(words?.[l]) ?? `${list} #${position + 1}`;
      return { entry: quoted({ en: title("en"), fr: title("fr") }), path: [list, ...rest] };
    }
    case "photos": {
      const key = found.file.replace(/^.*?app\/content\/photos\//, "");
      return { entry: { en: key, fr: key }, path: [] };
    }
    default:
      return { path };
  }
}

/**
 * The fields of `path` by their labels in `locale`, a list's item by its position: `Photos #2 › Alt text`.
 * A label the editor does not give is the field's name.
 */
function fieldsOf(
  collection: CollectionName,
  path: readonly string[],
  locale: Locale,
  fieldLabel: FieldLabel,
  skipFirst: boolean,
): string[] {
  const labels: string[] = [];
  const keys: string[] = [];
  for (const [index, part] of path.entries()) {
    if (/^\d+$/.test(part)) {
      const last = labels.pop();
      if (last !== undefined) labels.push(`${last} ${locale === "fr" ? "n° " : "#"}${Number(part) + 1}`);
      continue;
    }
    keys.push(part);
    if (skipFirst && index === 0) continue;
    labels.push(fieldLabel(collection, keys.join("."), locale) ?? part);
  }
  return labels;
}

/** One problem as a line in each language: collection › entry › field: what to do. */
export function reportLine(
  collection: CollectionName,
  found: ContentProblem,
  inputs: ContentInputs,
  label: FieldLabel = fieldLabel,
): ReportLine {
  const { entry, path } = placeOf(collection, found, inputs);
  // A gallery's or roles' item is named by its title: the list it is in goes without saying.
  const itemNamed = (collection === "gallery" || collection === "roles") && entry !== undefined;
  const line = (locale: Locale) => {
    const parts = [
      collectionNames[collection][locale],
      ...(entry ? [entry[locale]] : []),
      ...fieldsOf(collection, path, locale, label, itemNamed),
    ];
    return `${parts.join(" › ")}${locale === "fr" ? " : " : ": "}${found.message[locale]}`;
  };
  return { en: line("en"), fr: line("fr") };
}
