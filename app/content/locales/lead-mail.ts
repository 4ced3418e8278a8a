import { withFrenchSpacing } from "../../lib/french-spacing.ts";
import type { Locale, Widen } from "../../lib/i18n.ts";
import { leadMail as en } from "./en/lead-mail.ts";
import { leadMail as fr } from "./fr/lead-mail.ts";

/** The company's notification mail and the operator's tool in both languages: read on the server only. */
export const leadMailDictionaries: Record<Locale, Widen<typeof en>> = { en, fr: withFrenchSpacing(fr) };
