import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { locales, localizePath } from "../lib/i18n";
import { isRouterPage, pages } from "./pages";
import { projectFilters, projectsPath } from "./project-facets";

/** Slugs of a Markdown collection's entries (`app/content/<folder>/en/<slug>.md`). */
function slugsIn(folder: string): string[] {
  try {
    return readdirSync(fileURLToPath(new URL(`./${folder}/en/`, import.meta.url)))
      .filter((f) => f.endsWith(".md"))
      .map((f) => f.replace(/\.md$/, ""))
      .sort();
  } catch {
    return [];
  }
}

/** Slugs of the published posts: one Markdown file each. */
export const postSlugs = () => slugsIn("blog");

/** Slugs of the published projects. */
export const projectSlugs = () => slugsIn("projects");

/**
 * Locale-neutral paths of every page that has content, given the posts' and projects' slugs: pages, posts,
 * projects and the projects' filters. Astro's build (site/) gives it the slugs its bundled content holds.
 */
export function neutralPathsOf(posts: readonly string[], projects: readonly string[]): string[] {
  return [
    ...pages.map((p) => p.path),
    ...posts.map((s) => `/blog/${s}`),
    ...projects.map((s) => `/projects/${s}`),
    ...projectFilters.map(projectsPath),
  ];
}

/** Locale-neutral paths of every page that has content, from the content folders. */
export const neutralPaths = (): string[] => neutralPathsOf(postSlugs(), projectSlugs());

/** Files generated from content (feeds), per locale. */
export const feedPaths = ["/rss.xml"];

/** Files for the whole site, in no locale. */
export const siteFiles = [
  "/sitemap.xml",
  "/robots.txt",
  "/manifest.webmanifest",
  ...["favicon-32.png", "apple-touch-icon.png", "icon-192.png", "icon-512.png", "icon-maskable-512.png"].map(
    (name) => `/icons/${name}`,
  ),
];

/**
 * What React Router prerenders: the site's files, each locale's feeds and every page's link-preview image,
 * and only the pages it still renders itself. Astro renders the others (and the 404 page), and the router
 * never reaches them in the page (`Link`, app/components/ui/link.tsx), so their HTML and data would be built
 * only to be replaced.
 */
export function prerenderPaths(): string[] {
  return siteFiles.concat(
    locales.flatMap((locale) => [
      ...[...neutralPaths().filter(isRouterPage), ...feedPaths].map((p) => localizePath(p, locale)),
      ...neutralPaths().map((p) => `/social/${locale}/${p === "/" ? "home" : p.slice(1)}.png`),
    ]),
  );
}
