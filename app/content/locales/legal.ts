import { withFrenchSpacing } from "~/lib/french-spacing";
import type { Locale } from "~/lib/i18n";
import { legal as en, type LegalDictionary } from "./en/legal";
import { legal as fr } from "./fr/legal";

export type { LegalDictionary };

export const legalDictionaries: Record<Locale, LegalDictionary> = { en, fr: withFrenchSpacing(fr) };
