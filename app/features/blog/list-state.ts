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

export const listParams = { query: "q", category: "category", page: "page" } as const;

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
