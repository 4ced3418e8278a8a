import type { GalleryDictionary } from "~/content/locales/gallery";
import { type Locale, plural } from "~/lib/i18n";
import type { GalleryPicture } from "./gallery";

/**
 * The sentence under the gallery's heading for the pictures the list holds now: their number, the note that
 * drawings are not photographs of a client's site while any drawing is left, and how to open one. Staff add,
 * remove and photograph pictures in the editor, so none of this can be fixed text.
 */
export function galleryLead(
  locale: Locale,
  copy: Pick<GalleryDictionary, "gridLead" | "drawingsNote" | "openNote">,
  pictures: readonly Pick<GalleryPicture, "photo">[],
): string {
  const hasDrawing = pictures.some((picture) => picture.photo === null);
  return [plural(locale, pictures.length, copy.gridLead), hasDrawing ? copy.drawingsNote : null, copy.openNote]
    .filter((sentence) => sentence !== null)
    .join(" ");
}
