import { pages } from "../../../app/content/pages";
import { neutralPaths, projectSlugs } from "../../../app/content/prerender.server";
import { type Locale, locales, localizePath } from "../../../app/lib/i18n";
import { BENCH_PAGES } from "../../../scripts/lighthouse-report.mjs";
import { postSlugsOf } from "./posts";

/** The pages the specs visit one by one, and which of them each page-by-page check covers. */

/** Every prerendered page in both languages: the route table, every post, project and project filter. */
export const everyPage: { locale: Locale; path: string }[] = locales.flatMap((locale) =>
  neutralPaths().map((path) => ({ locale, path: localizePath(path, locale) })),
);

/** The route table in both languages: scanned by axe (overlays and dialogs have their own scans). */
export const axePaths = locales.flatMap((locale) => pages.map((p) => localizePath(p.path, locale)));

/** The route table by the paths a visitor types: each renders its heading, header and footer. */
export const routePaths = pages.map((p) => p.path as string);

/** Every French page a visitor can reach, read for English left in it. */
export const frenchPaths = [
  ...pages.map((p) => p.path as string),
  ...postSlugsOf("fr").map((slug) => `/blog/${slug}`),
  ...projectSlugs().map((slug) => `/projects/${slug}`),
  "/projects/industry/maritime",
].map((p) => localizePath(p, "fr"));

const articlePaths = postSlugsOf("en").map((slug) => `/blog/${slug}`);
// Every project, and one filter page: the filters are the same template.
const projectPaths = [...projectSlugs().map((slug) => `/projects/${slug}`), "/projects/service/ndt"];

/** Checked for reflow and target size (WCAG 1.4.10, 2.5.8): every English page, and each French template. */
export const reflowPaths = [
  ...pages.map((p) => p.path as string),
  ...articlePaths,
  ...projectPaths,
  ...[
    "/",
    "/services/ndt",
    "/services/staff-outsourcing",
    "/blog",
    ...articlePaths.slice(0, 1),
    ...projectPaths.slice(0, 1),
    "/gallery",
    "/standards",
    "/privacy",
  ].map((path) => localizePath(path, "fr")),
];

/** The benchmarked pages, and one more French page beside the French home page: their type scale. */
export const typeScalePaths = [...BENCH_PAGES, "/fr/about/team"];
