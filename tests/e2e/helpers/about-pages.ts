import { about as aboutEn } from "../../../app/content/locales/en/about";

/**
 * The about pages' expected content: shared by the browser tests of `company-pages.spec.ts` and the HTTP
 * tests that read the same pages' prerendered HTML.
 */

/** The titles of the four 2030 goals on `/about/vision`, in English. */
export const vision2030 = aboutEn.vision.goals.map((g) => g.title);

/** The titles of a dictionary list's items, in order. */
export const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
