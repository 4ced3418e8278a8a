/**
 * The home page's blog teaser, whose Read buttons open the article in the reader dialog; the reader's code
 * and the article itself load when one is opened. `route.loaderData` holds only the teaser's copy.
 */
import { BlogTeaserSection } from "~/features/home/blog-teaser-section";
import type { TeaserPost } from "~/features/home/teaser-post";
import { RouteProvider, type RouteState } from "~/lib/router";

export default function BlogTeaserIsland({ route, posts }: { route: RouteState; posts: readonly TeaserPost[] }) {
  return (
    <RouteProvider value={route}>
      <BlogTeaserSection posts={posts} />
    </RouteProvider>
  );
}
