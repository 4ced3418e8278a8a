import { withFrenchSpacing } from "../../lib/french-spacing.ts";
import type { Locale, Widen } from "../../lib/i18n.ts";
import { acknowledgement as en } from "./en/acknowledgement.ts";
import { acknowledgement as fr } from "./fr/acknowledgement.ts";

/** The visitor's acknowledgement email in both languages: read by the mail worker on the server only. */
export const acknowledgementDictionaries: Record<Locale, Widen<typeof en>> = { en, fr: withFrenchSpacing(fr) };
