/**
 * The pages Astro renders, and the data it renders them with: the route modules (`app/routes/*.tsx`), their
 * loaders and meta called as a router calls them, at build time (and, for the request page's answers and the
 * blog list's queries, per request: site/pages/per-request/).
 */
import type { ComponentType } from "react";
import { blogPostRoute, notFoundPath, pages, projectFilterRoute, projectRoute } from "~/content/pages";
import { neutralPathsOf } from "~/content/prerender.server";
import { listPosts } from "~/features/blog/posts.server";
import { projectSlugs } from "~/features/projects/projects.server";
import { localeFromPath, locales, localizePath, stripLocale } from "~/lib/i18n";
import { rootLoader } from "~/root-data";

type Meta = Record<string, unknown>[];
interface RouteModule {
  default: ComponentType<Record<string, unknown>>;
  loader?: (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<unknown>;
  meta?: (args: Record<string, unknown>) => Meta | undefined;
}

/** The route modules of every page: a module named here is bundled into Astro's build with what it imports. */
const modules = import.meta.glob<RouteModule>([
  "../../app/routes/home.tsx",
  "../../app/routes/blog.tsx",
  "../../app/routes/gallery.tsx",
  "../../app/routes/about.tsx",
  "../../app/routes/about-vision.tsx",
  "../../app/routes/about-mission.tsx",
  "../../app/routes/about-team.tsx",
  "../../app/routes/certificates.tsx",
  "../../app/routes/qualification.tsx",
  "../../app/routes/legal.tsx",
  "../../app/routes/standards.tsx",
  "../../app/routes/service.tsx",
  "../../app/routes/staff-outsourcing.tsx",
  "../../app/routes/industry.tsx",
  "../../app/routes/projects.tsx",
  "../../app/routes/project.tsx",
  "../../app/routes/blog-post.tsx",
  "../../app/routes/not-found.tsx",
  "../../app/routes/request.tsx",
]);

/** Those modules as the pages registry names them (`routes/about.tsx`). */
export const astroRouteFiles: ReadonlySet<string> = new Set(
  Object.keys(modules).map((key) => key.replace("../../app/", "")),
);

/**
 * The router's table, in the order it matches: fixed paths first, then the patterns, and last the page built
 * once for every unknown path (the router's catch-all, prerendered at `notFoundPath`).
 */
const table = [
  ...pages.map((page) => ({ id: page.id, path: page.path as string, file: page.file as string })),
  ...[projectFilterRoute, projectRoute, blogPostRoute].map((r) => ({ id: r.id, path: r.path as string, file: r.file })),
  { id: "not-found", path: notFoundPath, file: "routes/not-found.tsx" },
];

/** The route a locale-neutral path matches, with its parameters (`/projects/:slug`). */
function match(neutral: string) {
  const parts = neutral.split("/").filter(Boolean);
  for (const route of table) {
    const pattern = route.path.split("/").filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((segment, i) => {
      const part = parts[i] ?? "";
      if (!segment.startsWith(":")) return segment === part;
      params[segment.slice(1)] = part;
      return true;
    });
    if (fits) return { route, params };
  }
  return undefined;
}

/**
 * The paths Astro renders: every page whose route module has moved, in each language. The posts' and
 * projects' slugs come from the content the loaders read (bundled by `import.meta.glob`): in Astro's bundle
 * the content folders are not beside the code, where `neutralPaths` looks for them.
 */
export async function astroPaths(): Promise<string[]> {
  const neutral = [
    ...neutralPathsOf(
      (await listPosts("en")).map((post) => post.slug),
      await projectSlugs(),
    ),
    notFoundPath,
  ];
  const paths = locales.flatMap((locale) =>
    neutral
      .filter((path) => {
        const found = match(path);
        return found !== undefined && astroRouteFiles.has(found.route.file);
      })
      .map((path) => localizePath(path, locale)),
  );
  const only = onlyPages(process.env.BUILD_PAGES);
  return only ? paths.filter((path) => only.has(path) || stripLocale(path) === notFoundPath) : paths;
}

/**
 * The pages a build is limited to, from `BUILD_PAGES` (paths separated by commas, as `/,/fr`), or null for
 * every page. Only the tests' second build names some: its hero video is tested on the home pages alone, and
 * rendering and compressing every other page again (each differs by the cookie banner's sentence) was most of
 * its time. The not-found pages are always built, as the server answers unknown paths with them.
 */
export function onlyPages(list: string | undefined): ReadonlySet<string> | null {
  const paths = (list ?? "")
    .split(",")
    .map((path) => path.trim())
    .filter(Boolean);
  return paths.length ? new Set(paths) : null;
}

/**
 * A request for `pathname` (and `search`), as the loaders take it: they read the locale and the page from the
 * URL, and the request page its quote form's service from the query.
 */
const requestFor = (pathname: string, search = "") => new Request(new URL(`${pathname}${search}`, "http://localhost"));

/**
 * Everything a page needs: its module's component, the root's and the route's data, its meta. `search` is
 * the query of a page rendered per request (the request page's `?quote=`).
 */
export async function pageData(pathname: string, search = "") {
  const found = match(stripLocale(pathname));
  if (!found) throw new Error(`No route renders ${pathname}`);
  const load = modules[`../../app/${found.route.file}`];
  if (!load) throw new Error(`No route module ${found.route.file}`);
  const module = await load();
  const root = await rootLoader({ request: requestFor(pathname) });
  const data = await module.loader?.({ request: requestFor(pathname, search), params: found.params, context: {} });
  const id = `${localeFromPath(pathname)}:${found.route.id}`;
  const matches = [
    { id: "root", pathname: "/", params: found.params, data: root, loaderData: root },
    { id, pathname, params: found.params, data, loaderData: data },
  ];
  const meta =
    module.meta?.({
      data,
      loaderData: data,
      params: found.params,
      location: { pathname, search: "", hash: "" },
      matches,
    }) ?? [];
  return { Page: module.default, file: found.route.file, root, data, params: found.params, matches, meta };
}

export type PageData = Awaited<ReturnType<typeof pageData>>;
