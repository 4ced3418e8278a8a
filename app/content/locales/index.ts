import type { Locale, Widen } from "~/lib/i18n";
import { common as en } from "./en/common";
import { common as fr } from "./fr/common";

/** The shape every translation of the shell dictionary must have: English's keys, any words. */
export type CommonDictionary = Widen<typeof en>;

export const commonDictionaries: Record<Locale, CommonDictionary> = { en, fr };
