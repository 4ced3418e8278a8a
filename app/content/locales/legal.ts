import type { Locale, Widen } from "~/lib/i18n";
import { legal as en } from "./en/legal";
import { legal as fr } from "./fr/legal";

/** The shape every translation of the legal pages must have: English's keys, any words. */
export type LegalDictionary = Widen<typeof en>;

export const legalDictionaries: Record<Locale, LegalDictionary> = { en, fr };
