import type { Locale, Widen } from "~/lib/i18n";
import { servicesPages as en } from "./en/services-pages";
import { servicesPages as fr } from "./fr/services-pages";

/** The shape every translation of the service pages' dictionary must have: English's keys, any words. */
export type ServicesPagesDictionary = Widen<typeof en>;

export const servicesPagesDictionaries: Record<Locale, ServicesPagesDictionary> = { en, fr };
