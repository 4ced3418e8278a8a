import { sectorCards } from "~/content/home";
import { industryKeys } from "~/content/industry-page-facts";
import { blogDictionaries } from "~/content/locales/blog";
import { editorDictionaries } from "~/content/locales/editor";
import { homeDictionaries } from "~/content/locales/home";
import { commonDictionaries } from "~/content/locales/index";
import { proofDictionaries } from "~/content/locales/proof";
import { projectServices } from "~/content/project-facets";
import { categories } from "~/features/blog/types";
import { industryPageId, servicePageId } from "~/features/projects/facets";
import { credentialKinds, methodCodes, schemeCodes, schemes } from "~/features/proof/vocabulary";
import type { Locale } from "~/lib/i18n";
import type { DecapField } from "./decap-fields";

/**
 * The editor in one language: every label, hint and message of the generated configuration through the
 * editor's dictionary, and the choices of a list shown by their names ("Oil & Gas", "Pétrole et gaz")
 * while the files keep their codes (`oil-gas`).
 */

/** Every code a choice list offers, with the name the site gives it in `locale`. */
export function optionNames(locale: Locale): Record<string, string> {
  const pages = commonDictionaries[locale].pages;
  const proof = proofDictionaries[locale];
  const cards = homeDictionaries[locale].industries.cards;
  return {
    // A sector without a page of its own (aerospace) is named by its home page card.
    ...Object.fromEntries(Object.entries(sectorCards).map(([code, { card }]) => [code, cards[card].title])),
    ...Object.fromEntries(categories.map((code) => [code, blogDictionaries[locale].categories[code]])),
    ...Object.fromEntries(industryKeys.map((code) => [code, pages[industryPageId(code)].name])),
    ...Object.fromEntries(projectServices.map((code) => [code, pages[servicePageId(code)].name])),
    ...Object.fromEntries(schemeCodes.map((code) => [code, schemes[code].name])),
    ...Object.fromEntries(methodCodes.map((code) => [code, proof.methods[code]])),
    ...Object.fromEntries(credentialKinds.map((code) => [code, proof.qualification.accreditations.kinds[code]])),
  };
}

/** Text of the English configuration in `locale`: itself in English, its translation otherwise. */
export function translator(locale: Locale): (english: string) => string {
  const terms = editorDictionaries[locale].terms;
  return (english) => terms[english] ?? english;
}

/**
 * A localiser of fields in `locale`: each field, and the fields inside it. The names of the choices and the
 * translator are made once, for every field of the configuration.
 */
export function fieldLocaliser(locale: Locale): (field: DecapField) => DecapField {
  const t = translator(locale);
  const names = optionNames(locale);
  const { datePlaceholder } = editorDictionaries[locale].messages;
  const localise = (field: DecapField): DecapField => {
    const singular = editorDictionaries.en.singular[field.label];
    const localised: DecapField = { ...field, label: t(field.label) };
    if (field.hint) localised.hint = t(field.hint);
    if (field.pattern) localised.pattern = [field.pattern[0], t(field.pattern[1])];
    if (field.widget === "list" && singular) localised.label_singular = t(singular);
    if (field.widget === "day") localised.placeholder = datePlaceholder;
    if (field.options)
      localised.options = field.options.map((option) => {
        const value = typeof option === "string" ? option : option.value;
        return { label: names[value] ?? value, value };
      });
    if (field.fields) localised.fields = field.fields.map(localise);
    if (field.field) localised.field = localise(field.field);
    return localised;
  };
  return localise;
}
