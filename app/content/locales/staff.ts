import type { Locale, Widen } from "~/lib/i18n";
import { staff as en } from "./en/staff";
import { staff as fr } from "./fr/staff";

/** The shape every translation of the staff outsourcing dictionary must have: English's keys, any words. */
export type StaffDictionary = Widen<typeof en>;

export const staffDictionaries: Record<Locale, StaffDictionary> = { en, fr };
