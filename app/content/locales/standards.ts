import { withFrenchSpacing } from "~/lib/french-spacing";
import type { Locale } from "~/lib/i18n";
import { standards as en, type StandardsDictionary } from "./en/standards";
import { standards as fr } from "./fr/standards";

export type { StandardsDictionary };

export const standardsDictionaries: Record<Locale, StandardsDictionary> = { en, fr: withFrenchSpacing(fr) };
