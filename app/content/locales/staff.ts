import { withFrenchSpacing } from "~/lib/french-spacing";
import type { Locale } from "~/lib/i18n";
import { staff as en, type StaffDictionary } from "./en/staff";
import { staff as fr } from "./fr/staff";

export type { StaffDictionary };

export const staffDictionaries: Record<Locale, StaffDictionary> = { en, fr: withFrenchSpacing(fr) };
