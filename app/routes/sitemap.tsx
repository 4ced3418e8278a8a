import { contentRevised, pages } from "~/content/pages";
import { projectFilters, projectsPath } from "~/content/project-facets";
import { listPosts } from "~/features/blog/posts.server";
import { projectSlugs } from "~/features/projects/projects.server";
import { absoluteUrl } from "~/features/seo/seo";
import { locales, localeTags, localizePath } from "~/lib/i18n";

/** /sitemap.xml: every page in both languages, each with its alternates (prerendered at build time). */
export async function loader() {
  const posts = await listPosts("en");
  const entries = [
    ...pages.map((p) => ({ path: p.path, lastmod: contentRevised })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.publishDate })),
    ...(await projectSlugs()).map((slug) => ({ path: `/projects/${slug}`, lastmod: contentRevised })),
    ...projectFilters.map((filter) => ({ path: projectsPath(filter), lastmod: contentRevised })),
  ];
  const alternates = (path: string) =>
    [
      ...locales.map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${localeTags[l]}" href="${absoluteUrl(localizePath(path, l))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(localizePath(path, "en"))}"/>`,
    ].join("\n");
  const urls = entries.flatMap(({ path, lastmod }) =>
    locales.map(
      (locale) => `  <url>
    <loc>${absoluteUrl(localizePath(path, locale))}</loc>
    <lastmod>${lastmod}</lastmod>
${alternates(path)}
  </url>`,
    ),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
