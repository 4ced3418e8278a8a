/**
 * Each article's body as a small JSON file beside its page (`/blog/<slug>.json`, `/fr/blog/<slug>.json`):
 * what the home page's reader loads when a visitor opens an article there (features/home/use-article.ts),
 * a few KB instead of the whole page.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { blogPostRoute } from "~/content/pages";
import { listPosts } from "~/features/blog/posts.server";
import { locales, localizePath } from "~/lib/i18n";

export const getStaticPaths = (async () =>
  (
    await Promise.all(
      locales.map(async (locale) =>
        (
          await listPosts(locale)
        ).map((post) => ({
          params: { path: localizePath(blogPostRoute.path.replace(":slug", post.slug), locale).slice(1) },
          props: { article: { slug: post.slug, html: post.html } },
        })),
      ),
    )
  ).flat()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.article), { headers: { "Content-Type": "application/json" } });
