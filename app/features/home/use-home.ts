import { homeDictionaries } from "~/content/locales/home";
import { useLocale } from "~/features/i18n/use-locale";

/** The home page's dictionary in the current page's locale. */
export function useHome() {
  return homeDictionaries[useLocale()];
}
