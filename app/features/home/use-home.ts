import { usePageCopy } from "~/i18n/page-copy";

/** The home page's copy, from the home route's data. */
export function useHome() {
  return usePageCopy("home");
}
