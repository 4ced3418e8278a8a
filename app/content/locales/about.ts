import type { Locale, Widen } from "~/lib/i18n";
import { about as en } from "./en/about";
import { about as fr } from "./fr/about";

/** The shape every translation of the about pages' dictionary must have: English's keys, any words. */
export type AboutDictionary = Widen<typeof en>;

export const aboutDictionaries: Record<Locale, AboutDictionary> = { en, fr };
