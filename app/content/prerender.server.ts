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

/**
 * What React Router prerenders: only the pages it still renders itself. Astro renders the others (and the 404
 * page) and writes the site's files (sitemap, robots, manifest, icons, feeds, link-preview images, site/pages/),
 * and the router never reaches its pages in the page (`Link`, app/components/ui/link.tsx).
 */
export function prerenderPaths(): string[] {
  return locales.flatMap((locale) =>
    neutralPaths()
      .filter(isRouterPage)
      .map((p) => localizePath(p, locale)),
  );
}
