import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { pages } from "./pages";
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
