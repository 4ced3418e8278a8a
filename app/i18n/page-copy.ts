import { useLoaderData } from "~/lib/router";
import type { copyOfPage, PageCopy } from "./page-copy.server";

/**
 * One area's copy from the data of the route being rendered, for the components below the route (the
 * service and industry templates read their one page's copy straight from their loader's data). Every
 * route whose components read copy this way has `copyOfPage` as its loader or one that returns the same
 * shape; a route that forgot to load an area fails loudly. Only types come from the server module: they
 * leave no code behind, so the dictionaries stay out of the bundle.
 */
export function usePageCopy<K extends keyof PageCopy>(area: K): PageCopy[K] {
  const data: Partial<PageCopy> | undefined = useLoaderData<typeof copyOfPage>();
  const copy = data?.[area];
  if (copy === undefined) throw new Error(`This page's data has no "${area}" copy: its route's loader must return it.`);
  return copy;
}
