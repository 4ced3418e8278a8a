import { withFrenchSpacing } from "~/lib/french-spacing";
import type { Locale } from "~/lib/i18n";
import { servicesPages as en, type ServicesPagesDictionary } from "./en/service-pages";
import { servicesPages as fr } from "./fr/service-pages";

export type { ServicesPagesDictionary };

export const servicesPagesDictionaries: Record<Locale, ServicesPagesDictionary> = { en, fr: withFrenchSpacing(fr) };
