import { type RouteConfig, route } from "@react-router/dev/routes";
import { blogPostRoute, pages, projectFilterRoute, projectRoute, routerPageFiles } from "./content/pages";
import { type Locale, locales, localizePath } from "./lib/i18n";

/**
 * The production build (`npm run build` sets ROUTER_OWN_PAGES) bundles only the pages the router still renders
 * and answers: Astro renders the others, and the router never reaches them in the page (`Link`). Bundled, they
 * tripled the router's build time for nothing. The type generator and the development server still see every
 * page: the route modules' types come from it, and `npm run dev` shows every page (not the feeds, sitemap,
 * icons and cards, which Astro writes: site/pages/).
 */
const ownPagesOnly = Boolean(process.env.ROUTER_OWN_PAGES);
const rendered = (file: string) => !ownPagesOnly || routerPageFiles.has(file);

/** One route per page and locale; ids are `<locale>:<page>` so a module can serve several pages. */
function localized(locale: Locale) {
  const strip = (p: string) => localizePath(p, locale).replace(/^\//, "");
  return [
    ...pages
      .filter((page) => rendered(page.file))
      .map((page) => route(strip(page.path), page.file, { id: `${locale}:${page.id}` })),
    ...[blogPostRoute, projectFilterRoute, projectRoute]
      .filter((r) => rendered(r.file))
      .map((r) => route(strip(r.path), r.file, { id: `${locale}:${r.id}` })),
    route(locale === "en" ? "*" : "fr/*", "routes/not-found.tsx", { id: `${locale}:not-found` }),
  ];
}

export default [
  ...locales.flatMap(localized),
  // Where the lead forms post with JavaScript (the only route that runs on the server, with the request page's action).
  route("api/leads", "routes/api-leads.ts", { id: "api-leads" }),
] satisfies RouteConfig;
