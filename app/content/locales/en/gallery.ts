import type { Widen } from "~/lib/i18n";
/**
 * English copy of the gallery page. The pictures, with their titles and alternative texts in each
 * language, are content the editor writes: app/content/gallery/items.yaml (decision 0025).
 */
export const gallery = {
  eyebrow: "Our work",
  gridTitle: "On site with our inspectors and welders",
  // The lead is put together by galleryLead: the count follows the list, the drawings' note shows while one is left.
  gridLead: {
    one: "The work we do every week, in one picture.",
    other:
      "The work we do every week, in {count} pictures: from pipeline girth welds and phased array scans to load tests and welder qualification.",
  },
  drawingsNote: "The drawings show the methods; they are not photographs of a client's site.",
  openNote: "Select one to see it larger.",
  /** Before the name of whoever took a photograph, in the larger view. */
  photoCredit: "Photo:",
  openHint: "Opens a larger view",
  previous: "Previous image",
  previousShort: "Previous",
  next: "Next image",
  nextShort: "Next",
  close: "Close the larger view",
  counter: "Image {position} of {total}",
  keyboardHint: "Use the left and right arrow keys to move between images.",
  cta: {
    title: "Have a similar job coming up?",
    text: "Tell us the scope, the code and the location. We reply with the method, the people and a price.",
    button: "Request a Quote",
  },
} as const;

/** The shape every translation of the gallery page must have: English's keys, any words. */
export type GalleryDictionary = Widen<typeof gallery>;
