import { useLoaderData } from "react-router";
import type { AboutDictionary } from "~/content/locales/about";
import type { BlogDictionary } from "~/content/locales/blog";
import type { GalleryDictionary } from "~/content/locales/gallery";
import type { HomeDictionary } from "~/content/locales/home";
import type { LegalDictionary } from "~/content/locales/legal";
import type { StaffDictionary } from "~/content/locales/staff";
import type { StandardsDictionary } from "~/content/locales/standards";

/**
 * The copy a page's loader puts in its data, by area, in the page's language, for the components
 * below the route (the service and industry templates read their one page's copy straight from
 * their loader's data). Pages take their words from their data rather than from the bundle, so a
 * visitor downloads one language and only the copy of the page they opened (decision 0009). The
 * loaders import the dictionaries; components import only these types, which leave no code behind.
 */
export interface PageCopy {
  home: HomeDictionary;
  blog: BlogDictionary;
  about: AboutDictionary;
  gallery: GalleryDictionary;
  legal: LegalDictionary;
  standards: StandardsDictionary;
  staff: StaffDictionary;
}

/** One area's copy from the data of the route being rendered; a route that forgot to load it fails loudly. */
export function usePageCopy<K extends keyof PageCopy>(area: K): PageCopy[K] {
  const data = useLoaderData() as Partial<PageCopy> | undefined;
  const copy = data?.[area];
  if (copy === undefined) throw new Error(`This page's data has no "${area}" copy: its route's loader must return it.`);
  return copy;
}
