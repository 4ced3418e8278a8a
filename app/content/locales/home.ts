import { withFrenchSpacing } from "~/lib/french-spacing";
import type { Locale } from "~/lib/i18n";
import { home as en, type HomeDictionary } from "./en/home";
import { home as fr } from "./fr/home";

export type { HomeDictionary };

export const homeDictionaries: Record<Locale, HomeDictionary> = { en, fr: withFrenchSpacing(fr) };
