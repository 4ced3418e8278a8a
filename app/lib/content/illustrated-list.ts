import { type ZodType, z } from "zod";
import type { ResolvedPhoto } from "~/lib/photos";
import { photoKey, slugField, text } from "./markdown-collection";
import { type ContentProblem, missingPhoto, problem, type Said, zodMessage } from "./messages";
import { ContentError, checkYamlRecord, duplicateProblems, expected, type SourceFile, show } from "./yaml-records";

/**
 * An ordered list of illustrated items in one YAML file (the gallery's pictures, the staff roles; decision
 * 0025): each item has an id, a drawing under public/images/, an optional photo from the pipeline shown in
 * its place, and its words in each language. Free of Vite and the file system so it can be tested on
 * strings; the `*.server.ts` loaders feed it the real file and the real look-ups.
 */

/** A drawing served from public/images/ (`/images/gallery-01-pipeline-girth-weld.svg`). */
export const illustrationPath = z
  .string({ error: expected({ en: "a path under /images/", fr: "un chemin sous /images/" }) })
  .regex(/^\/images\/[a-z0-9-]+\.svg$/, {
    error: zodMessage({
      en: "must be an SVG drawing under /images/, e.g. /images/role-welder.svg",
      fr: "doit être un dessin SVG sous /images/, par exemple /images/role-welder.svg",
    }),
  });

/** A mapping's error: what was expected and what was found (unknown keys are reported one by one). */
export const mapping = { error: expected({ en: "a mapping of fields", fr: "un ensemble de champs" }) };

/** The fields every illustrated item has, before its words. */
export const illustratedFields = {
  /** Names the item in the page's element ids; lowercase words joined by hyphens. */
  id: slugField,
  /** The drawing shown when there is no photo, under public/. */
  illustration: illustrationPath,
  /** A photograph's key in app/content/photos/ (`uploads/tank.jpg`), shown instead of the drawing. */
  photo: photoKey.optional(),
  /** Who took the photograph (a person, the company), printed under it; required with a photo. */
  photoCredit: text.optional(),
};

/** What the checks need to know of the world outside the file. */
export interface ListChecks {
  /** Whether a site path (`/images/x.svg`) is served from public/. */
  illustrationExists: (src: string) => boolean;
  /** Whether the photo pipeline has a photo of this key. */
  photoExists: (key: string) => boolean;
}

/** The fields every illustrated item's file holds, as the checks and the loaders read them. */
export type IllustratedRecord = {
  id: string;
  illustration: string;
  photo?: string | undefined;
  photoCredit?: string | undefined;
};

/** What a page receives of every illustrated item, whatever its words (`illustratedView`). */
export interface IllustratedView {
  /** Names the item in the page's element ids. */
  id: string;
  /** The drawing under /images/, shown when there is no photo. */
  src: string;
  /** The photograph shown in the drawing's place, resolved from the pipeline's manifest. */
  photo: ResolvedPhoto | null;
  /** Who took the photograph; null with the drawing. */
  credit: string | null;
}

/**
 * The problems no schema can see: ids used twice, drawings missing from public/, photos missing from the pipeline
 * or without their credit. A credit left behind by a removed photo is harmless and not shown.
 */
function listProblems(
  fileName: string,
  listName: string,
  items: readonly IllustratedRecord[],
  checks: ListChecks,
): ContentProblem[] {
  const at = (index: number, field: string, message: Said) =>
    problem(fileName, `${listName}.${index}.${field}`, message);
  return [
    ...duplicateProblems(
      items.map((item, index) => ({ item, index })),
      ({ item }) => item.id,
      ({ index }) => ({ file: fileName, field: `${listName}.${index}.id` }),
    ),
    ...items.flatMap((item, index) => [
      ...(checks.illustrationExists(item.illustration)
        ? []
        : [
            at(index, "illustration", {
              en: `${show(item.illustration)} is not a file in public/`,
              fr: `${show(item.illustration)} n'est pas un fichier de public/`,
            }),
          ]),
      ...(item.photo === undefined || checks.photoExists(item.photo)
        ? []
        : [at(index, "photo", missingPhoto(item.photo))]),
      ...(item.photo !== undefined && item.photoCredit === undefined
        ? [
            at(index, "photoCredit", {
              en: "a photograph needs its credit (who took it)",
              fr: "une photographie doit avoir son crédit (qui l'a prise)",
            }),
          ]
        : []),
    ]),
  ];
}

/**
 * The items of `file` in their order, checked against `schema` (a mapping whose `listName` holds the
 * list) and the rules above; throws a `ContentError` listing every problem at once.
 */
export function loadIllustratedList<Item extends IllustratedRecord, Name extends string>(
  what: string,
  file: SourceFile,
  schema: ZodType<{ [K in Name]: Item[] }>,
  listName: Name,
  checks: ListChecks,
): Item[] {
  const { data, problems } = checkYamlRecord(file, schema);
  const all = data ? listProblems(file.fileName, listName, data[listName], checks) : problems;
  if (!data || all.length > 0) throw new ContentError(what, all);
  return data[listName];
}

/** A list of items with at least one. */
export const itemList = <T extends z.ZodType>(item: T, what: Said) =>
  z.array(item, { error: expected({ en: `a list of ${what.en}`, fr: `une liste de ${what.fr}` }) }).min(1, {
    error: zodMessage({ en: `must list at least one of the ${what.en}`, fr: `doit contenir au moins un élément` }),
  });
