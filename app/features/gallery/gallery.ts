import type { ResolvedPhoto } from "~/lib/photos";

/** One picture of the gallery as the page receives it from its loader: the page language's words only. */
export interface GalleryPicture {
  /** Names the tile's title and image in element ids. */
  id: string;
  /** The drawing under /images/, shown when there is no photo. */
  src: string;
  /** The photograph shown in the drawing's place, resolved from the pipeline's manifest. */
  photo: ResolvedPhoto | null;
  /** Who took the photograph; null with the drawing. */
  credit: string | null;
  title: string;
  alt: string;
}

/** Intrinsic size of every gallery drawing, so the grid reserves its space before they load. */
export const galleryImageSize = { width: 800, height: 600 } as const;
