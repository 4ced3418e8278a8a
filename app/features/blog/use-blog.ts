import { blogDictionaries } from "~/content/locales/blog";
import { useLocale } from "~/features/i18n/use-locale";

/** The blog dictionary of the current page's locale. */
export function useBlog() {
  return blogDictionaries[useLocale()];
}
