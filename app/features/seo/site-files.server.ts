import { readFileSync } from "node:fs";
import { company } from "~/content/company";
import { commonDictionaries } from "~/content/locales";
import { contentRevised, pages } from "~/content/pages";
import { projectFilters, projectsPath } from "~/content/project-facets";
import { listPosts } from "~/features/blog/posts.server";
import { projectSlugs } from "~/features/projects/projects.server";
import { locales, localeTags, localizePath } from "~/lib/i18n";
import { absoluteUrl } from "./seo";

/** The files of the whole site in no language, written at build time: sitemap, robots, manifest and icons. */

/** /sitemap.xml: every page in both languages, each with its alternates. */
export async function sitemapXml(): Promise<string> {
  const posts = await listPosts("en");
  const entries = [
    ...pages.map((p) => ({ path: p.path as string, lastmod: contentRevised })),
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
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

/** /robots.txt: everything may be crawled but the 404 pages; the sitemap lists every page. */
export function robotsTxt(): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /404",
    "Disallow: /fr/404",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** /manifest.webmanifest: name, colours and icons for "add to home screen". */
export function webManifest(): string {
  const t = commonDictionaries.en;
  const manifest = {
    name: company.name,
    short_name: company.shortName,
    description: t.pages.home.description,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0b1f33",
    icons: [
      { src: "/images/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return JSON.stringify(manifest, null, 2);
}

/** PNG icons drawn from the SVG logo mark (`/icons/<name>.png`): the sizes and backgrounds each platform asks for. */
export const icons = {
  "favicon-32": { size: 32, padding: 0, background: undefined },
  "apple-touch-icon": { size: 180, padding: 18, background: "#ffffff" },
  "icon-192": { size: 192, padding: 0, background: undefined },
  "icon-512": { size: 512, padding: 0, background: undefined },
  "icon-maskable-512": { size: 512, padding: 96, background: "#0b1f33" },
} as const;

export type IconName = keyof typeof icons;

/** One icon as PNG; the renderer loads with the first icon, at build time only. */
export async function iconPng(name: IconName): Promise<Uint8Array> {
  const spec = icons[name];
  const mark = readFileSync("public/images/logo-mark.svg", "utf8");
  const inner = spec.size - spec.padding * 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.size}" height="${spec.size}" viewBox="0 0 ${spec.size} ${spec.size}">${
    spec.background ? `<rect width="100%" height="100%" fill="${spec.background}"/>` : ""
  }<image x="${spec.padding}" y="${spec.padding}" width="${inner}" height="${inner}" href="data:image/svg+xml;base64,${Buffer.from(mark).toString("base64")}"/></svg>`;
  const { Resvg } = await import("@resvg/resvg-js");
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: "width", value: spec.size } }).render().asPng());
}
