import type { Locale, Widen } from "~/lib/i18n";
import { blog as en } from "./en/blog";
import { blog as fr } from "./fr/blog";

/** The shape every translation of the blog dictionary must have: English's keys, any words. */
export type BlogDictionary = Widen<typeof en>;

export const blogDictionaries: Record<Locale, BlogDictionary> = { en, fr };
