// Read by the server too (server/leads.mjs and scripts/postbuild/nginx.mjs, loaded by Node with their types
// stripped): no imports but relative `.ts` ones.
import { locales, localizePath } from "../../lib/i18n.ts";

/** The query parameters that hold the blog list's state (list-state.ts reads and writes them). */
export const listParams = { query: "q", category: "category", page: "page" } as const;

/** The blog's list in each language (`/blog`, `/fr/blog`). */
export const blogListPaths: readonly string[] = locales.map((locale) => localizePath("/blog", locale));

/**
 * Whether a query (`?…` or empty) names any of the list's state: such a list is rendered per request by the
 * Node server, so that search, chips and pager work as plain forms; a campaign's `?utm_source=…` alone is the
 * page on disk.
 */
export function namesListState(query: string): boolean {
  const params = new URLSearchParams(query);
  return Object.values(listParams).some((name) => params.has(name));
}
