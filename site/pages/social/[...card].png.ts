/**
 * Each page's link-preview image, `/social/<locale>/<page>.png` (`socialCardPath` in ~/features/seo/seo),
 * drawn at build time from the page's title.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { neutralPathsOf } from "~/content/prerender.server";
import { listPosts } from "~/features/blog/posts.server";
import { projectSlugs } from "~/features/projects/projects.server";
import { renderSocialCard } from "~/features/seo/social-card.server";
import { socialCardText } from "~/features/seo/social-card-text.server";
import { locales } from "~/lib/i18n";

export const getStaticPaths = (async () => {
  const neutral = neutralPathsOf(
    (await listPosts("en")).map((post) => post.slug),
    await projectSlugs(),
  );
  return locales.flatMap((locale) =>
    neutral.map((path) => ({
      params: { card: `${locale}/${path === "/" ? "home" : path.slice(1)}` },
      props: { locale, path },
    })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<Awaited<ReturnType<typeof getStaticPaths>>[number]["props"]> = async ({ props }) => {
  const text = await socialCardText(props.locale, props.path);
  if (!text) return new Response("Not found", { status: 404 });
  return new Response(Buffer.from(await renderSocialCard(text)), { headers: { "Content-Type": "image/png" } });
};
