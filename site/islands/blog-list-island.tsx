/**
 * The blog's search, category chips, cards and pager. The HTML is the list its query describes where the Node
 * server renders it (`route.search`), else the unfiltered first page; the island starts when the visitor
 * first reaches for the list, or once the page has painted when the address carries the list's query (a
 * shared link, a reload, Back), which it then applies. `route.loaderData` holds only the blog's copy.
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
