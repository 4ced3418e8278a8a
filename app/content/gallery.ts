/**
 * The gallery's twelve pictures as data: id and file. Titles and alternative
 * texts live in the `gallery` dictionary under the same ids, so a missing translation fails the typecheck.
 */
export const galleryItems = [
  { id: "pipeline-girth-weld", src: "/images/gallery-01-pipeline-girth-weld.svg" },
  { id: "phased-array-ut", src: "/images/gallery-02-phased-array-ut.svg" },
  { id: "magnetic-particle", src: "/images/gallery-03-magnetic-particle.svg" },
  { id: "dye-penetrant", src: "/images/gallery-04-dye-penetrant.svg" },
  { id: "radiography-film", src: "/images/gallery-05-radiography-film.svg" },
  { id: "storage-tank-inspection", src: "/images/gallery-06-storage-tank-inspection.svg" },
  { id: "offshore-platform", src: "/images/gallery-07-offshore-platform.svg" },
  { id: "coating-thickness", src: "/images/gallery-08-coating-thickness.svg" },
  { id: "crane-load-test", src: "/images/gallery-09-crane-load-test.svg" },
  { id: "pressure-vessel", src: "/images/gallery-10-pressure-vessel.svg" },
  { id: "structural-steel", src: "/images/gallery-11-structural-steel.svg" },
  { id: "welder-training", src: "/images/gallery-12-welder-training.svg" },
] as const satisfies readonly { id: string; src: `/images/${string}.svg` }[];

export type GalleryItemId = (typeof galleryItems)[number]["id"];

/** Intrinsic size of every gallery picture, so the grid reserves its space before they load. */
export const galleryImageSize = { width: 800, height: 600 } as const;
