import { withFrenchSpacing } from "~/lib/french-spacing";
import type { Locale, Widen } from "~/lib/i18n";
import { startup as en } from "./en/startup";
import { startup as fr } from "./fr/startup";

/** The error copy of both languages: a few hundred bytes that every page's bundle carries. */
export const startupDictionaries: Record<Locale, Widen<typeof en>> = { en, fr: withFrenchSpacing(fr) };
