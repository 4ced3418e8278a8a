import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useLocale } from "~/i18n/use-locale";
import { plural } from "~/lib/i18n";
import { useSearchParams } from "~/lib/router";
import { BlogSearch } from "./blog-search";
import { CategoryChips } from "./category-chips";
import { filterPosts, paginate } from "./filter";
import { cleared, keptFields, readListState, withCategory, withPage, withQuery } from "./list-state";
import { Pager } from "./pager";
import { PostCard } from "./post-card";
import { type Category, categories, type PostSummary } from "./types";
import { useBlog } from "./use-blog";

/**
 * Search, category chips, the cards and the pager. Everything shown is derived from the URL, which is
 * the one source of truth: typing replaces the history entry, chips and pages push a new one, so
 * links, reloads and the back button all show the same list. Each control is also a form: without scripts it
 * asks the server for the list its query describes (a page rendered per request; on a static host, the
 * page on disk).
 */
export function BlogList({ posts }: { posts: readonly PostSummary[] }) {
  const t = useBlog();
  const locale = useLocale();
  // The query the HTML was rendered with while hydrating (none in the prerendered page), then the address's.
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams);

  const shown = categories.filter((c) => c === state.category || posts.some((p) => p.category === c));
  const results = filterPosts(posts, state);
  const { items, page, pageCount } = paginate(results, state.page);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The box keeps its own copy of the text so typing never waits for the URL to update; it follows
  // the URL only when the URL changed by other means (back button, hydration of a deep link).
  const [text, setText] = useState(state.query);
  const written = useRef(state.query);
  useEffect(() => {
    if (state.query !== written.current) {
      written.current = state.query;
      setText(state.query);
    }
  }, [state.query]);

  function search(value: string) {
    setText(value);
    written.current = value;
    setSearchParams((current) => withQuery(current, value), { replace: true });
  }

  function choose(category: Category | null) {
    setSearchParams((current) => withCategory(current, category));
  }

  function goTo(next: number) {
    setSearchParams((current) => withPage(current, next));
    // Start the new page from its top, where a keyboard or screen reader user also lands.
    headingRef.current?.focus();
  }

  function clear() {
    setText("");
    written.current = "";
    setSearchParams((current) => cleared(current));
  }

  return (
    <section aria-labelledby="blog-articles" className="bg-steel-50 py-12 sm:py-16">
      <Container>
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="w-full lg:max-w-md">
            <BlogSearch value={text} onChange={search} kept={keptFields(state, ["category", "page"])} />
          </div>
          <CategoryChips
            categories={shown}
            selected={state.category}
            onSelect={choose}
            kept={keptFields(state, ["query"])}
          />
        </div>

        <div className="mt-10 flex flex-wrap items-baseline justify-between gap-2 border-b border-steel-300 pb-3">
          <h2
            id="blog-articles"
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-bold text-navy-900 focus:outline-none"
          >
            {t.list.heading}
          </h2>
          <p role="status" className="text-sm font-semibold text-steel-600">
            {plural(locale, results.length, t.list.results)}
          </p>
        </div>

        {items.length > 0 ? (
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 rounded-lg bg-white p-10 text-center ring-1 ring-steel-100">
            <p className="text-lg font-semibold text-navy-900">{t.list.empty}</p>
            {/* Without scripts, the list's address without its query. */}
            <form>
              <Button
                type="submit"
                variant="outline"
                className="mt-6"
                onClick={(event) => {
                  event.preventDefault();
                  clear();
                }}
              >
                {t.list.clearFilters}
              </Button>
            </form>
          </div>
        )}

        {pageCount > 1 ? (
          <Pager page={page} pageCount={pageCount} onChange={goTo} kept={keptFields(state, ["query", "category"])} />
        ) : null}
      </Container>
    </section>
  );
}
