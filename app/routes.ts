import { type RouteConfig, route } from "@react-router/dev/routes";
import { blogPostRoute, pages, projectFilterRoute, projectRoute } from "./content/pages";
import { type Locale, locales, localizePath } from "./lib/i18n";

/** One route per page and locale; ids are `<locale>:<page>` so a module can serve several pages. */
function localized(locale: Locale) {
  const strip = (p: string) => localizePath(p, locale).replace(/^\//, "");
  return [
    ...pages.map((page) => route(strip(page.path), page.file, { id: `${locale}:${page.id}` })),
    ...[blogPostRoute, projectFilterRoute, projectRoute].map((r) =>
      route(strip(r.path), r.file, { id: `${locale}:${r.id}` }),
    ),
    route(strip("/rss.xml"), "routes/rss.tsx", { id: `${locale}:rss` }),
    route(locale === "en" ? "*" : "fr/*", "routes/not-found.tsx", { id: `${locale}:not-found` }),
  ];
}

export default [
  ...locales.flatMap(localized),
  // Where the lead forms post with JavaScript (the only route that runs on the server, with the request page's action).
  route("api/leads", "routes/api-leads.ts", { id: "api-leads" }),
  // Link-preview images for every page, prerendered; the locale is part of the file path.
  route("social/*", "routes/social-card.tsx", { id: "social-card" }),
  route("sitemap.xml", "routes/sitemap.tsx", { id: "sitemap" }),
  route("robots.txt", "routes/robots.tsx", { id: "robots" }),
  route("manifest.webmanifest", "routes/manifest.tsx", { id: "manifest" }),
  route("icons/:name", "routes/icon.tsx", { id: "icon" }),
] satisfies RouteConfig;
