import { blogDictionaries } from "~/content/locales/blog";
import { PostArticle } from "~/features/blog/post-article";
import { readPost } from "~/features/blog/posts.server";
import { breadcrumbTrail, commonOf, jsonLdMeta } from "~/features/seo/page-meta";
import { pageMeta } from "~/features/seo/seo";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/features/seo/structured-data";
import { localeFromPath, stripLocale } from "~/lib/i18n";
import { data, type LoaderArgs, type MetaFunction, useLoaderData } from "~/lib/router";

export async function loader({ params, request }: LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const post = await readPost(locale, params.slug ?? "");
  if (!post) throw data(null, { status: 404 });
  // The blog's copy travels with the article as data rather than code (decision 0009).
  return { post, blog: blogDictionaries[locale] };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location, matches }) => {
  const locale = localeFromPath(location.pathname);
  if (!loaded) return [];
  const { post, blog } = loaded;
  const neutral = stripLocale(location.pathname);
  return [
    ...pageMeta({
      title: post.title,
      description: post.excerpt,
      pathname: location.pathname,
      locale,
      type: "article",
    }),
    { property: "article:published_time", content: post.publishDate },
    { property: "article:author", content: post.author },
    { property: "article:section", content: blog.categories[post.category] },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    // Home › Blog › the article, and the article itself, for search results.
    ...jsonLdMeta(breadcrumbJsonLd(neutral, locale, breadcrumbTrail(neutral, commonOf(matches), post.title))),
    ...jsonLdMeta(blogPostingJsonLd(post, locale)),
  ];
};

export default function BlogPost() {
  const { post } = useLoaderData<typeof loader>();
  return <PostArticle post={post} />;
}
