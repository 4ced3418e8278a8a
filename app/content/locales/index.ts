import { withFrenchSpacing } from "../../lib/french-spacing.ts";
import type { Locale } from "../../lib/i18n.ts";
import { type CommonDictionary, common as en } from "./en/common.ts";
import { common as fr } from "./fr/common.ts";

export type { CommonDictionary };

export const commonDictionaries: Record<Locale, CommonDictionary> = { en, fr: withFrenchSpacing(fr) };
