import { once } from "~/lib/content/collection-files";
import { buildChecks, illustratedView } from "~/lib/content/illustrated-list.server";
import type { Locale } from "~/lib/i18n";
import source from "../../content/gallery/items.yaml?raw";
import type { GalleryPicture } from "./gallery";

/**
 * The gallery's pictures, validated on first use, which is at build time: a problem stops the build with one
 * line per field. The checker is loaded lazily, like the blog's, so the production server never loads the
 * YAML and schema libraries for a page it only serves as a file.
 */
const readGallery = once(async () => {
  const { galleryFile, loadGallery } = await import("./gallery-source");
  return loadGallery({ fileName: galleryFile, source }, buildChecks);
});

/** The gallery's pictures in their order, in the words of `locale`: the page's loader data. */
export async function galleryPictures(locale: Locale): Promise<GalleryPicture[]> {
  return (await readGallery()).map((item) => ({
    ...illustratedView(item),
    title: item.title[locale],
    alt: item.alt[locale],
  }));
}
