import type { IllustratedView } from "~/lib/content/illustrated-list";

/** One picture of the gallery as the page receives it from its loader: the page language's words only. */
export interface GalleryPicture extends IllustratedView {
  title: string;
  alt: string;
}

/** Intrinsic size of every gallery drawing, so the grid reserves its space before they load. */
export const galleryImageSize = { width: 800, height: 600 } as const;
