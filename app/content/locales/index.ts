import type { Locale } from "~/lib/i18n";
import { type CommonDictionary, common as en } from "./en/common";
import { common as fr } from "./fr/common";

export type { CommonDictionary };

export const commonDictionaries: Record<Locale, CommonDictionary> = { en, fr };
