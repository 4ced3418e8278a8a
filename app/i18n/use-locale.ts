import type { CommonDictionary } from "~/content/locales";
import type { LeadFormShapes } from "~/features/leads/lead-schema";
import { type Locale, localeFromPath, localizePath } from "~/lib/i18n";
import { useLocation, useRouteLoaderData } from "~/lib/router";
import type { RootData, rootLoader } from "~/root-data";

/** The locale of the page being shown, read from its path. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The root route's data, or undefined when it failed to load (only the root layout must cope with that). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root");
}

/** The shell dictionary of the current page's locale, from the root route's data. */
export function useCommon(): CommonDictionary {
  const data = useRootData();
  if (!data) throw new Error("The shell's copy is missing: the root route's data did not load.");
  return data.common;
}

/** Turns a locale-neutral path into the current locale's path. */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}

/** The lead forms' fields and required flags, from the root route's data. */
export function useLeadFormShapes(): LeadFormShapes {
  const data = useRootData();
  if (!data) throw new Error("The lead forms' fields are missing: the root route's data did not load.");
  return data.leadForms;
}
