import type { Locale, Widen } from "~/lib/i18n";
import { home as en } from "./en/home";
import { home as fr } from "./fr/home";

/** The shape every translation of the home page's copy must have: English's keys, any words. */
export type HomeDictionary = Widen<typeof en>;

export const homeDictionaries: Record<Locale, HomeDictionary> = { en, fr };
