import { z } from "zod";
import {
  illustratedFields,
  itemList,
  type ListChecks,
  loadIllustratedList,
  mapping,
} from "~/lib/content/illustrated-list";
import { localizedText, type SourceFile } from "~/lib/content/yaml-records";

/**
 * The gallery's pictures as a content file the editor writes (decision 0025): one ordered list, checked at
 * build time by `gallery.server.ts`. Every problem stops the build, one line each, `<file>: <field.path>: <message>`.
 */

/** The one file of the gallery, from the project root: its list's order is the page's. */
export const galleryFile = "app/content/gallery/items.yaml";

export const galleryItemSchema = z.strictObject(
  {
    ...illustratedFields,
    /** The tile's and the larger view's name. */
    title: localizedText,
    /** What the picture shows, for readers who cannot see it; the larger view prints it too. */
    alt: localizedText,
  },
  mapping,
);

export const galleryFileSchema = z.strictObject(
  { items: itemList(galleryItemSchema, { en: "pictures", fr: "images" }) },
  mapping,
);

/** One picture of the gallery as its file holds it, in every language. */
export type GalleryRecord = z.output<typeof galleryItemSchema>;

/** The gallery's pictures in order, or a `ContentError` listing every problem of the file. */
export function loadGallery(file: SourceFile, checks: ListChecks): GalleryRecord[] {
  return loadIllustratedList("gallery", file, galleryFileSchema, "items", checks);
}
