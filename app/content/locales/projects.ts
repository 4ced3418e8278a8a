import { withFrenchSpacing } from "~/lib/french-spacing";
import type { Locale } from "~/lib/i18n";
import { projects as en, type ProjectsDictionary } from "./en/projects";
import { projects as fr } from "./fr/projects";

export type { ProjectsDictionary };

export const projectsDictionaries: Record<Locale, ProjectsDictionary> = { en, fr: withFrenchSpacing(fr) };
