import { stripLocale } from "../lib/i18n";

/**
 * What a page is, for what treats pages alike: the social card's kicker, the service structured data,
 * the sitemap's grouping. A service page offers a service (staff outsourcing included).
 */
export type PageKind =
  | "home"
  | "gallery"
  | "blog"
  | "legal"
  | "standards"
  | "company"
  | "service"
  | "industry"
  | "form"
  | "projects";

/**
 * Every page of the site as data: its id, its English path, the route module that renders it, its kind,
 * and the area of the dictionaries its loader sends with it (`copy`, read by `usePageCopy`; null for the
 * service and industry templates, which send their one page's copy themselves). Astro builds each page
 * once per locale (site/adapter/routes.ts).
 */
export const pages = [
  { id: "home", path: "/", file: "routes/home.tsx", kind: "home", copy: "home" },
  { id: "gallery", path: "/gallery", file: "routes/gallery.tsx", kind: "gallery", copy: "gallery" },
  { id: "blog", path: "/blog", file: "routes/blog.tsx", kind: "blog", copy: "blog" },
  { id: "projects", path: "/projects", file: "routes/projects.tsx", kind: "projects", copy: "projects" },
  { id: "terms", path: "/terms", file: "routes/legal.tsx", kind: "legal", copy: "legal" },
  { id: "privacy", path: "/privacy", file: "routes/legal.tsx", kind: "legal", copy: "legal" },
  { id: "accessibility", path: "/accessibility", file: "routes/legal.tsx", kind: "legal", copy: "legal" },
  { id: "standards", path: "/standards", file: "routes/standards.tsx", kind: "standards", copy: "standards" },
  { id: "about", path: "/about", file: "routes/about.tsx", kind: "company", copy: "about" },
  { id: "about-vision", path: "/about/vision", file: "routes/about-vision.tsx", kind: "company", copy: "about" },
  { id: "about-mission", path: "/about/mission", file: "routes/about-mission.tsx", kind: "company", copy: "about" },
  { id: "about-team", path: "/about/team", file: "routes/about-team.tsx", kind: "company", copy: "about" },
  {
    id: "certificates",
    path: "/about/team/certificates",
    file: "routes/certificates.tsx",
    kind: "company",
    copy: "proof",
  },
  {
    id: "qualification",
    path: "/about/qualification",
    file: "routes/qualification.tsx",
    kind: "company",
    copy: "proof",
  },
  { id: "service-ndt", path: "/services/ndt", file: "routes/service.tsx", kind: "service", copy: null },
  { id: "service-inspection", path: "/services/inspection", file: "routes/service.tsx", kind: "service", copy: null },
  { id: "service-coating", path: "/services/coating", file: "routes/service.tsx", kind: "service", copy: null },
  { id: "service-lifting", path: "/services/lifting", file: "routes/service.tsx", kind: "service", copy: null },
  {
    id: "service-pressure-vessel",
    path: "/services/pressure-vessel",
    file: "routes/service.tsx",
    kind: "service",
    copy: null,
  },
  { id: "service-consulting", path: "/services/consulting", file: "routes/service.tsx", kind: "service", copy: null },
  {
    id: "staff-outsourcing",
    path: "/services/staff-outsourcing",
    file: "routes/staff-outsourcing.tsx",
    kind: "service",
    copy: "staff",
  },
  { id: "industry-oil-gas", path: "/industries/oil-gas", file: "routes/industry.tsx", kind: "industry", copy: null },
  { id: "industry-maritime", path: "/industries/maritime", file: "routes/industry.tsx", kind: "industry", copy: null },
  {
    id: "industry-construction",
    path: "/industries/construction",
    file: "routes/industry.tsx",
    kind: "industry",
    copy: null,
  },
  {
    id: "industry-manufacturing",
    path: "/industries/manufacturing",
    file: "routes/industry.tsx",
    kind: "industry",
    copy: null,
  },
  { id: "industry-power", path: "/industries/power", file: "routes/industry.tsx", kind: "industry", copy: null },
  { id: "request", path: "/request", file: "routes/request.tsx", kind: "form", copy: "home" },
] as const satisfies readonly { id: string; path: string; file: string; kind: PageKind; copy: string | null }[];

export type PageId = (typeof pages)[number]["id"];
export type PagePath = (typeof pages)[number]["path"];

/** Date the pages' content was last revised (ISO); the sitemap's `lastmod` for every page but articles. */
export const contentRevised = "2026-11-22";

/** The article route; its paths come from the posts themselves. */
export const blogPostRoute = { id: "blog-post", path: "/blog/:slug", file: "routes/blog-post.tsx" } as const;

/** The projects list filtered by an industry or a service, and a project's page; their paths come from content. */
export const projectFilterRoute = {
  id: "projects-filter",
  path: "/projects/:facet/:value",
  file: "routes/projects.tsx",
} as const;
export const projectRoute = { id: "project", path: "/projects/:slug", file: "routes/project.tsx" } as const;

/** Path prerendered as the not-found page; the server answers unknown paths with it and status 404. */
export const notFoundPath = "/404";

/** The path of a page by id. */
export function pathOf(id: PageId): PagePath {
  return pageOf(id).path;
}

/** A page's record by id. */
export function pageOf(id: PageId): (typeof pages)[number] {
  const page = pages.find((p) => p.id === id);
  if (!page) throw new Error(`Unknown page id: ${id}`);
  return page;
}

/** The page id for a locale-neutral path, if it is one of ours. */
export function pageIdOf(path: string): PageId | undefined {
  return pages.find((p) => p.path === path)?.id;
}

/** The page a path (in any language) shows, for route modules that serve several pages. */
export function pageIdFromPath(pathname: string): PageId {
  const id = pageIdOf(stripLocale(pathname.replace(/\/+$/, "") || "/"));
  if (!id) throw new Error(`No page is registered at ${pathname}`);
  return id;
}
