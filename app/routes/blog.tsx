import { NamedPageHero } from "~/components/layout/named-page-hero";
import { blogDictionaries } from "~/content/locales/blog";
import { BlogList } from "~/features/blog/blog-list";
import { listSummaries } from "~/features/blog/posts.server";
import { metaOfPage } from "~/features/seo/page-meta";
import { localeOfRequest } from "~/lib/i18n";
import { IslandSlot } from "~/lib/island-slots";
import { type LoaderArgs, type MetaFunction, useLoaderData } from "~/lib/router";

export const meta: MetaFunction<typeof loader> = metaOfPage;

/** Runs at build time: the blog's copy (as data rather than code, decision 0009) and the locale's posts without their bodies. */
export async function loader({ request }: LoaderArgs) {
  const locale = localeOfRequest(request);
  return { blog: blogDictionaries[locale], posts: await listSummaries(locale) };
}

export default function Blog() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <>
      <NamedPageHero page="blog" />
      <IslandSlot name="blogList">
        <BlogList posts={posts} />
      </IslandSlot>
    </>
  );
}
