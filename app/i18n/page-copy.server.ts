import { aboutDictionaries } from "~/content/locales/about";
import { blogDictionaries } from "~/content/locales/blog";
import { galleryDictionaries } from "~/content/locales/gallery";
import { homeDictionaries } from "~/content/locales/home";
import { legalDictionaries } from "~/content/locales/legal";
import { projectsDictionaries } from "~/content/locales/projects";
import { proofDictionaries } from "~/content/locales/proof";
import { staffDictionaries } from "~/content/locales/staff";
import { standardsDictionaries } from "~/content/locales/standards";
import { type PageId, pageIdFromPath, pageOf } from "~/content/pages";
import { type Locale, localeOfRequest } from "~/lib/i18n";

/** Every copy area a page's loader can send, in each language. */
const dictionaries = {
  home: homeDictionaries,
  blog: blogDictionaries,
  about: aboutDictionaries,
  gallery: galleryDictionaries,
  legal: legalDictionaries,
  standards: standardsDictionaries,
  staff: staffDictionaries,
  projects: projectsDictionaries,
  proof: proofDictionaries,
} satisfies Record<string, Record<Locale, unknown>>;

/**
 * The copy a page's loader puts in its data, by area, in the page's language, for the components below
 * the route (`usePageCopy`). Pages take their words from their data rather than from the bundle, so a
 * visitor downloads one language and only the copy of the page they opened (decision 0009).
 */
export type PageCopy = { [Area in keyof typeof dictionaries]: (typeof dictionaries)[Area][Locale] };

/** One area's copy in a language, as a page's loader data (`usePageCopy` reads it back). */
export function copyOf<Area extends keyof PageCopy>(area: Area, locale: Locale): Pick<PageCopy, Area> {
  return { [area]: dictionaries[area][locale] } as Pick<PageCopy, Area>;
}

/**
 * The loader of every page that needs nothing but its copy: the page comes from the path, its copy area
 * from its record in `content/pages.ts` (`export const loader = copyOfPage`). Runs at build time only.
 */
export async function copyOfPage({ request }: { request: Request }): Promise<Partial<PageCopy>> {
  const page = pageOf(pageIdFromPath(new URL(request.url).pathname));
  if (!page.copy) throw new Error(`${page.id} has no copy area in its record: its route needs a loader of its own`);
  return copyOf(page.copy, localeOfRequest(request));
}

/**
 * The loader data of a page drawn by a template route (one route module, several pages): the page, its key
 * among the template's pages, the template's labels and the page's own copy, in the request's language.
 */
export function templatePageCopy<Key extends string, Labels, Copy>(
  request: Request,
  template: { name: string; keyOf: (pageId: PageId) => Key | undefined },
  dictionaries: Record<Locale, { labels: Labels; pages: Record<Key, Copy> }>,
) {
  const pageId = pageIdFromPath(new URL(request.url).pathname);
  const key = template.keyOf(pageId);
  if (!key) throw new Error(`${template.name} cannot render ${pageId}: it is not one of its pages`);
  const { labels, pages } = dictionaries[localeOfRequest(request)];
  return { pageId, key, labels, copy: pages[key] };
}
