import { withFrenchSpacing } from "~/lib/french-spacing";
import type { Locale } from "~/lib/i18n";
import { proof as en, type ProofDictionary } from "./en/proof";
import { proof as fr } from "./fr/proof";

export type { ProofDictionary };

export const proofDictionaries: Record<Locale, ProofDictionary> = { en, fr: withFrenchSpacing(fr) };
