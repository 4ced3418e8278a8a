import type { Locale, Widen } from "~/lib/i18n";
import { standards as en } from "./en/standards";
import { standards as fr } from "./fr/standards";

/** The shape every translation of the standards page must have: English's keys, any words. */
export type StandardsDictionary = Widen<typeof en>;

export const standardsDictionaries: Record<Locale, StandardsDictionary> = { en, fr };
