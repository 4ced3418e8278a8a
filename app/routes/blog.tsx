import { type ShouldRevalidateFunctionArgs, useLoaderData } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { BlogList } from "~/features/blog/blog-list";
import { listSummaries } from "~/features/blog/posts.server";
import { useCommon } from "~/features/i18n/use-locale";
import { localeFromPath } from "~/lib/i18n";
import { metaForPath } from "~/lib/page-meta";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

/** The locale's posts without their bodies, read at build time. */
export function loader({ request }: Route.LoaderArgs) {
  return { posts: listSummaries(localeFromPath(new URL(request.url).pathname)) };
}

/** Search, chips and pages only change the query string: the posts are already here. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Blog() {
  const { posts } = useLoaderData<typeof loader>();
  const page = useCommon().pages.blog;
  return (
    <>
      <PageHero title={page.title}>{page.description}</PageHero>
      <BlogList posts={posts} />
    </>
  );
}
