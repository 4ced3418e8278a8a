import { useLocation } from "react-router";
import { commonDictionaries } from "~/content/locales";
import { type Locale, localeFromPath, localizePath } from "~/lib/i18n";

/** The locale of the page being shown, read from its path. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The shell dictionary of the current page's locale. */
export function useCommon() {
  return commonDictionaries[useLocale()];
}

/** Turns a locale-neutral path into the current locale's path. */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}
