import type { Locale } from "~/lib/i18n";
import type { DecapField } from "./decap-fields";
import { localisedCollections } from "./editor-config";

/**
 * The editor's names for collections and fields, for messages about content (`npm run check:content`, the
 * dev server's problems page): a person reads there the words the editor shows them, in their language.
 */

const byLocale = new Map<Locale, ReturnType<typeof localisedCollections>>();
const collectionsIn = (locale: Locale) => {
  let collections = byLocale.get(locale);
  if (!collections) {
    collections = localisedCollections(locale);
    byLocale.set(locale, collections);
  }
  return collections;
};

/** A collection's name in the editor's menu (`projects` → "Projects (case studies)"). */
export function collectionLabel(collection: string, locale: Locale): string | undefined {
  return collectionsIn(locale).find((c) => c.name === collection)?.label;
}

/** A file's name within a collection of files (`qualification`, `equipment` → "Equipment register"). */
export function fileLabel(collection: string, file: string, locale: Locale): string | undefined {
  return collectionsIn(locale)
    .find((c) => c.name === collection)
    ?.files?.find((f) => f.name === file)?.label;
}

/** The field at a dotted path without list positions (`photos.alt`) in a list of fields, if there is one. */
export function fieldAt(fields: readonly DecapField[] | undefined, path: string): DecapField | undefined {
  const [head, ...rest] = path.split(".");
  const field = fields?.find((f) => f.name === head);
  if (!field || rest.length === 0) return field;
  return fieldAt(field.fields ?? (field.field ? [field.field] : undefined), rest.join("."));
}

/**
 * A field's label in the editor, by collection and dotted path without list positions (`photos.alt`); in a
 * collection of files, the first file that has the field.
 */
export function fieldLabel(collection: string, path: string, locale: Locale): string | undefined {
  const found = collectionsIn(locale).find((c) => c.name === collection);
  if (!found) return undefined;
  for (const fields of [found.fields, ...(found.files ?? []).map((f) => f.fields)]) {
    const field = fieldAt(fields, path);
    if (field) return field.label;
  }
  return undefined;
}
