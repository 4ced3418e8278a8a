import { withFrenchSpacing } from "~/lib/french-spacing";
import type { Locale } from "~/lib/i18n";
import { gallery as en, type GalleryDictionary } from "./en/gallery";
import { gallery as fr } from "./fr/gallery";

export type { GalleryDictionary };

export const galleryDictionaries: Record<Locale, GalleryDictionary> = { en, fr: withFrenchSpacing(fr) };
