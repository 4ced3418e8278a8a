/**
 * Every page of the site as data: its id, its English path, and the route module that renders it.
 * `app/routes.ts` registers each page once per locale and `react-router.config.ts` prerenders them,
 * so adding a page here is the whole of adding it to the site.
 */
export const pages = [
  { id: "home", path: "/", file: "routes/home.tsx" },
  { id: "gallery", path: "/gallery", file: "routes/gallery.tsx" },
  { id: "blog", path: "/blog", file: "routes/blog.tsx" },
  { id: "terms", path: "/terms", file: "routes/legal.tsx" },
  { id: "privacy", path: "/privacy", file: "routes/legal.tsx" },
  { id: "accessibility", path: "/accessibility", file: "routes/legal.tsx" },
  { id: "standards", path: "/standards", file: "routes/standards.tsx" },
  { id: "about", path: "/about", file: "routes/about.tsx" },
  { id: "about-vision", path: "/about/vision", file: "routes/about-vision.tsx" },
  { id: "about-mission", path: "/about/mission", file: "routes/about-mission.tsx" },
  { id: "about-team", path: "/about/team", file: "routes/about-team.tsx" },
  { id: "service-ndt", path: "/services/ndt", file: "routes/service.tsx" },
  { id: "service-inspection", path: "/services/inspection", file: "routes/service.tsx" },
  { id: "service-coating", path: "/services/coating", file: "routes/service.tsx" },
  { id: "service-lifting", path: "/services/lifting", file: "routes/service.tsx" },
  { id: "service-pressure-vessel", path: "/services/pressure-vessel", file: "routes/service.tsx" },
  { id: "service-consulting", path: "/services/consulting", file: "routes/service.tsx" },
  { id: "staff-outsourcing", path: "/services/staff-outsourcing", file: "routes/staff-outsourcing.tsx" },
  { id: "industry-oil-gas", path: "/industries/oil-gas", file: "routes/industry.tsx" },
  { id: "industry-maritime", path: "/industries/maritime", file: "routes/industry.tsx" },
  { id: "industry-construction", path: "/industries/construction", file: "routes/industry.tsx" },
  { id: "industry-manufacturing", path: "/industries/manufacturing", file: "routes/industry.tsx" },
  { id: "industry-power", path: "/industries/power", file: "routes/industry.tsx" },
  { id: "request", path: "/request", file: "routes/request.tsx" },
] as const;

export type PageId = (typeof pages)[number]["id"];
export type PagePath = (typeof pages)[number]["path"];

/** Date the pages' content was last revised (ISO); the sitemap's `lastmod` for every page but articles. */
export const contentRevised = "2026-11-22";

/** The article route; its paths come from the posts themselves. */
export const blogPostRoute = { id: "blog-post", path: "/blog/:slug", file: "routes/blog-post.tsx" } as const;

/** Path prerendered as the not-found page; the server answers unknown paths with it and status 404. */
export const notFoundPath = "/404";

/** The path of a page by id. */
export function pathOf(id: PageId): PagePath {
  const page = pages.find((p) => p.id === id);
  if (!page) throw new Error(`Unknown page id: ${id}`);
  return page.path;
}

/** The page id for a locale-neutral path, if it is one of ours. */
export function pageIdOf(path: string): PageId | undefined {
  return pages.find((p) => p.path === path)?.id;
}
