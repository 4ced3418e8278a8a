import type { Locale, Widen } from "~/lib/i18n";
import { acknowledgement as en } from "./en/acknowledgement";
import { acknowledgement as fr } from "./fr/acknowledgement";

/** The visitor's acknowledgement email in both languages: read by the mail worker on the server only. */
export const acknowledgementDictionaries: Record<Locale, Widen<typeof en>> = { en, fr };
