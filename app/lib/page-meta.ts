import type { MetaDescriptor } from "react-router";
import { commonDictionaries } from "~/content/locales";
import { type PageId, pageIdOf } from "~/content/pages";
import { localeFromPath, stripLocale } from "./i18n";
import { pageMeta } from "./seo";

/** The page a path shows, for route modules that serve several pages (services, industries, legal). */
export function pageIdFromPath(pathname: string): PageId {
  const id = pageIdOf(stripLocale(pathname.replace(/\/+$/, "") || "/"));
  if (!id) throw new Error(`No page is registered at ${pathname}`);
  return id;
}

/** `meta` for a page whose title and description live in the shell dictionary. */
export function metaForPath(pathname: string): MetaDescriptor[] {
  const locale = localeFromPath(pathname);
  const page = commonDictionaries[locale].pages[pageIdFromPath(pathname)];
  return pageMeta({ title: page.title, description: page.description, pathname, locale });
}
