import { galleryItems } from "./illustrated-lists";

/**
 * The gallery's expected content: shared by the browser tests of `gallery.spec.ts` and the HTTP tests
 * that read the same page's prerendered HTML.
 */

/** The pictures' titles in their order, per locale, as the gallery's content gives them. */
export const titles = { en: galleryItems.map((i) => i.title.en), fr: galleryItems.map((i) => i.title.fr) };
