import { common as enCommon } from "../../../app/content/locales/en/common";
import { legal as enLegal } from "../../../app/content/locales/en/legal";
import { standards as enStandards } from "../../../app/content/locales/en/standards";
import { common as frCommon } from "../../../app/content/locales/fr/common";
import { legal as frLegal } from "../../../app/content/locales/fr/legal";
import { standards as frStandards } from "../../../app/content/locales/fr/standards";
import { type Locale, locales, localizePath } from "../../../app/lib/i18n";

/**
 * The standards and legal pages' expected content: shared by the browser tests of
 * `standards-legal.spec.ts` and the HTTP tests that read the same pages' prerendered HTML.
 */

/** The dictionaries these pages read, per locale. */
export const dictionaries = {
  en: { common: enCommon, legal: enLegal, standards: enStandards },
  fr: { common: frCommon, legal: frLegal, standards: frStandards },
} as const;

/** The titles of the standards page's groups, in the dictionary's order. */
export const groups = (locale: Locale) => Object.values(dictionaries[locale].standards.groups).map((g) => g.title);
/** The titles of the standards page's blurbs, in the dictionary's order. */
export const blurbs = (locale: Locale) => Object.values(dictionaries[locale].standards.blurbs).map((b) => b.title);

/** The titles of the sections named by `keys`, in that order. */
function titles<K extends string>(sections: Record<K, { title: string }>, keys: readonly NoInfer<K>[]): string[] {
  return keys.map((key) => sections[key].title);
}

/** Each legal page in each language, with the sections it must have (some of those it has). */
export const legalPages = locales.flatMap((locale) => {
  const { common, legal } = dictionaries[locale];
  const { terms, privacy, accessibility } = legal;
  const page = (id: "terms" | "privacy" | "accessibility", sections: string[]) => ({
    locale,
    updated: common.updated,
    contents: legal.onThisPage,
    path: localizePath(`/${id}`, locale),
    h1: common.pages[id].title,
    sections,
  });
  return [
    page("terms", titles(terms.sections, ["acceptance", "services", "client", "liability", "ip", "law"])),
    page("privacy", titles(privacy.sections, ["collected", "use", "cookies", "security", "rights", "contact"])),
    page("accessibility", titles(accessibility.sections, ["commitment", "testing", "limitations", "feedback"])),
  ];
});
