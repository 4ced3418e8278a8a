import { withFrenchSpacing } from "~/lib/french-spacing";
import type { Locale } from "~/lib/i18n";
import { type EditorDictionary, editor as en } from "./en/editor";
import { editor as fr } from "./fr/editor";

export type { EditorDictionary };

export const editorDictionaries: Record<Locale, EditorDictionary> = { en, fr: withFrenchSpacing(fr) };
