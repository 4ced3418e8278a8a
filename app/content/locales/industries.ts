import { withFrenchSpacing } from "~/lib/french-spacing";
import type { Locale } from "~/lib/i18n";
import { industries as en, type IndustriesDictionary } from "./en/industries";
import { industries as fr } from "./fr/industries";

export type { IndustriesDictionary };

export const industriesDictionaries: Record<Locale, IndustriesDictionary> = { en, fr: withFrenchSpacing(fr) };
