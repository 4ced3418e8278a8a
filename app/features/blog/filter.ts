import type { Category } from "./types";

/** Articles per page of the blog list. */
export const pageSize = 9;

/** What the filter reads of a post. */
export interface Filterable {
  title: string;
  excerpt: string;
  tags: readonly string[];
  category: Category;
}

export interface PostFilter {
  /** Free text; matched as typed, ignoring case. */
  query: string;
  /** A category, or `null` for All. */
  category: Category | null;
}

/**
 * A post matches when the query is a case-insensitive substring of its title, its excerpt
 * or any of its tags, and its category is the chosen one (any category when none is chosen).
 */
export function filterPosts<T extends Filterable>(posts: readonly T[], { query, category }: PostFilter): T[] {
  const needle = query.toLowerCase();
  const matches = (value: string) => value.toLowerCase().includes(needle);
  return posts.filter(
    (post) =>
      (category === null || post.category === category) &&
      (needle === "" || matches(post.title) || matches(post.excerpt) || post.tags.some(matches)),
  );
}

export interface PageOf<T> {
  /** The items shown on the page. */
  items: T[];
  /** The page shown, 1-based, after clamping. */
  page: number;
  /** At least 1, so an empty result is "page 1 of 1". */
  pageCount: number;
}

/**
 * One page of `items`. A requested page past the end shows the last page (the search text may have
 * shrunk the results while the page number stayed); anything below 1 or not a number shows page 1.
 */
export function paginate<T>(items: readonly T[], requestedPage: number, size: number = pageSize): PageOf<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const wanted = Number.isFinite(requestedPage) ? Math.floor(requestedPage) : 1;
  const page = Math.min(Math.max(1, wanted), pageCount);
  return { items: items.slice((page - 1) * size, page * size), page, pageCount };
}
