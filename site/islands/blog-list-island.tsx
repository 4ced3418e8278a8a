/**
 * The blog's search, category chips, cards and pager. The HTML is the unfiltered first page; the island
 * starts once the page has painted, and then applies the address's query (a deep link, a reload, Back).
 * `route.loaderData` holds only the blog's copy.
 */
import { BlogList } from "~/features/blog/blog-list";
import type { PostSummary } from "~/features/blog/types";
import { RouteProvider, type RouteState } from "~/lib/router";

export default function BlogListIsland({ route, posts }: { route: RouteState; posts: readonly PostSummary[] }) {
  return (
    <RouteProvider value={route}>
      <BlogList posts={posts} />
    </RouteProvider>
  );
}
