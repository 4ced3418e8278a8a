import { listParams } from "./list-query";
import { type Category, categories } from "./types";

/**
 * The blog list's state lives in the URL (`?q=…&category=…&page=…`) so a filtered list can be
 * linked, reloaded and walked back through. These helpers read it and derive the next URL;
 * defaults (empty search, All, page 1) are left out to keep links short.
 */
export interface ListState {
  query: string;
  category: Category | null;
  /** The requested page, at least 1; the list clamps it to the pages its results have. */
  page: number;
}

const isCategory = (value: string | null): value is Category =>
  value !== null && (categories as readonly string[]).includes(value);

/** The state a query string describes; unknown categories and malformed pages fall back to the defaults. */
export function readListState(params: URLSearchParams): ListState {
  const category = params.get(listParams.category);
  const page = Number(params.get(listParams.page));
  return {
    query: params.get(listParams.query) ?? "",
    category: isCategory(category) ? category : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** New search text keeps the category and the page. */
export function withQuery(params: URLSearchParams, query: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (query === "") next.delete(listParams.query);
  else next.set(listParams.query, query);
  return next;
}

/** Choosing a category (or All, `null`) goes back to page 1. */
export function withCategory(params: URLSearchParams, category: Category | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (category === null) next.delete(listParams.category);
  else next.set(listParams.category, category);
  next.delete(listParams.page);
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(listParams.page);
  else next.set(listParams.page, String(page));
  return next;
}

/** Back to the unfiltered first page. */
export function cleared(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(listParams)) next.delete(key);
  return next;
}

/**
 * The parts of the state a form of the list sends besides its own field, so that without scripts it changes
 * what the list would change with them: the search box keeps the category and the page, a chip the search
 * (and goes back to page 1), the pager the search and the category. Defaults are left out, as in links.
 */
export function keptFields(state: ListState, kept: readonly (keyof ListState)[]): [name: string, value: string][] {
  const values: Record<keyof ListState, string> = {
    query: state.query,
    category: state.category ?? "",
    page: state.page > 1 ? String(state.page) : "",
  };
  return kept.filter((key) => values[key] !== "").map((key) => [listParams[key], values[key]]);
}
