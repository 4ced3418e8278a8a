import type { Locale, Widen } from "~/lib/i18n";
import { gallery as en } from "./en/gallery";
import { gallery as fr } from "./fr/gallery";

/** The shape every translation of the gallery page must have: English's keys, any words. */
export type GalleryDictionary = Widen<typeof en>;

export const galleryDictionaries: Record<Locale, GalleryDictionary> = { en, fr };
