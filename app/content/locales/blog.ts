import { withFrenchSpacing } from "~/lib/french-spacing";
import type { Locale } from "~/lib/i18n";
import { type BlogDictionary, blog as en } from "./en/blog";
import { blog as fr } from "./fr/blog";

export type { BlogDictionary };

export const blogDictionaries: Record<Locale, BlogDictionary> = { en, fr: withFrenchSpacing(fr) };
