import { withFrenchSpacing } from "~/lib/french-spacing";
import type { Locale } from "~/lib/i18n";
import { type AboutDictionary, about as en } from "./en/about";
import { about as fr } from "./fr/about";

export type { AboutDictionary };

export const aboutDictionaries: Record<Locale, AboutDictionary> = { en, fr: withFrenchSpacing(fr) };
