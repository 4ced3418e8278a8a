import type { Locale, Widen } from "~/lib/i18n";
import { industries as en } from "./en/industries";
import { industries as fr } from "./fr/industries";

/** The shape every translation of the industry pages' dictionary must have: English's keys, any words. */
export type IndustriesDictionary = Widen<typeof en>;

export const industriesDictionaries: Record<Locale, IndustriesDictionary> = { en, fr };
