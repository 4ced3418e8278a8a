import { type RouteConfig, route } from "@react-router/dev/routes";
import { blogPostRoute, pages, projectFilterRoute, projectRoute } from "./content/pages";
import { type Locale, locales, localizePath } from "./lib/i18n";

/**
 * React Router's table of every page, for its development server (`npm run dev`) and the route modules' types
 * (`react-router typegen`). The production build is Astro's (astro.config.mjs).
 */

/** One route per page and locale; ids are `<locale>:<page>` so a module can serve several pages. */
function localized(locale: Locale) {
  const strip = (p: string) => localizePath(p, locale).replace(/^\//, "");
  return [
    ...pages.map((page) => route(strip(page.path), page.file, { id: `${locale}:${page.id}` })),
    ...[blogPostRoute, projectFilterRoute, projectRoute].map((r) =>
      route(strip(r.path), r.file, { id: `${locale}:${r.id}` }),
    ),
    route(locale === "en" ? "*" : "fr/*", "routes/not-found.tsx", { id: `${locale}:not-found` }),
  ];
}

export default [
  ...locales.flatMap(localized),
  // Where the lead forms post with JavaScript under the development server (the production server answers it
  // itself: server/leads.mjs).
  route("api/leads", "routes/api-leads.ts", { id: "api-leads" }),
] satisfies RouteConfig;
