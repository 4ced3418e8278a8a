import type { GalleryPicture } from "./gallery";

/** A gallery picture that is still a drawing, as the page's loader sends it. */
export const drawing: GalleryPicture = {
  id: "tank",
  src: "/images/gallery-06-storage-tank-inspection.svg",
  photo: null,
  credit: null,
  title: "Storage Tank Inspection",
  alt: "A crawler scans the shell of a storage tank.",
};
