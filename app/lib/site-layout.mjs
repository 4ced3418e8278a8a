// How the built site is laid out: its languages and their path prefixes, the not-found page of each, the
// files a page is served from, and the build's files that are not for visitors. The Node server
// (server/app.mjs) answers by these facts, and the post-build step (scripts/postbuild/) writes them into the
// nginx and static-host configurations, so every host answers alike.
//
// It lives in the app's lib, the lowest layer, because the app's browser code reads the same facts
// (app/lib/i18n.ts); it stays plain JavaScript and imports nothing, Node's modules included, so the servers
// and scripts load it as it is (docs/decisions/0002: English at the unprefixed paths, French under /fr).

/**
 * The languages the site is published in; English, first, is the default.
 * @typedef {(typeof locales)[number]} Locale
 */
export const locales = /** @type {const} */ (["en", "fr"]);

/** @type {Locale} */
export const defaultLocale = "en";

/**
 * The path prefix of each language's pages: none for English, `/fr` for French (`/fr`, `/fr/about`).
 * @type {Readonly<Record<Locale, string>>}
 */
export const localePrefixes = Object.freeze({ en: "", fr: "/fr" });

/**
 * The languages with a prefix, ahead of the default one: the order in which rules that match a path by its
 * prefix must be written, the most specific first.
 * @type {readonly Locale[]}
 */
export const localesMostSpecificFirst = Object.freeze([
  ...locales.filter((locale) => localePrefixes[locale] !== ""),
  ...locales.filter((locale) => localePrefixes[locale] === ""),
]);

/**
 * The language a URL path belongs to: `/fr` and `/fr/…` are French, everything else English (`/french` too).
 * @param {string} path
 * @returns {Locale}
 */
export function localeOfPath(path) {
  const prefixed = locales.find((locale) => {
    const prefix = localePrefixes[locale];
    return prefix !== "" && (path === prefix || path.startsWith(`${prefix}/`));
  });
  return prefixed ?? defaultLocale;
}

/**
 * The prerendered not-found page of each language (`/404`, `/fr/404`). They are templates, not pages: the
 * servers answer an unknown path of that language with one and status 404, and never serve it as a page.
 * @type {Readonly<Record<Locale, string>>}
 */
export const notFoundPages = Object.freeze(
  /** @type {Record<Locale, string>} */ (
    Object.fromEntries(locales.map((locale) => [locale, `${localePrefixes[locale]}/404`]))
  ),
);

/** The not-found pages, the default language's first. */
export const notFoundPagePaths = Object.freeze(locales.map((locale) => notFoundPages[locale]));

/**
 * The not-found page for a path: the one of the path's language.
 * @param {string} path
 */
export function notFoundPageFor(path) {
  return notFoundPages[localeOfPath(path)];
}

/**
 * The path prefixes of the languages that have one (`["/fr"]`), most specific first: what a rule matching
 * "any language's version of a path" puts in front of it, as `(/fr)?`.
 */
const localePathPrefixes = Object.freeze(
  localesMostSpecificFirst.map((locale) => localePrefixes[locale]).filter((prefix) => prefix !== ""),
);

/**
 * An article's path in any language (`/blog/x`, `/fr/blog/x`), its language prefix in group 1. Articles that
 * do not exist go back to the list of their language rather than to a 404: a link to an article removed or
 * not yet translated still leads to the articles (docs/decisions/0001). An article's `.json` file (what the
 * home page's reader loads) is not one: a script that asks for a missing one gets a 404, not the list's HTML.
 * As a pattern string too, for nginx's rewrite.
 */
export const unknownArticlePattern = `^(${localePathPrefixes.join("|")})?/blog/(?![^/]*\\.json$)[^/]+$`;
export const unknownArticle = new RegExp(unknownArticlePattern);

/**
 * Files the post-build step writes into the client folder for static hosts (Netlify, Cloudflare Pages):
 * their rules, not content, so no server serves them.
 */
export const hostRuleFiles = Object.freeze(["/_headers", "/_redirects"]);

/**
 * The URL path a prerendered file is served at: `about/index.html` → `/about`, `index.html` → `/`.
 * @param {string} file a path relative to the client folder, with forward slashes
 */
export function pagePathOf(file) {
  if (file === "index.html") return "/";
  return file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : `/${file}`;
}

/**
 * The file a page path is served from: the inverse of pagePathOf.
 * @param {string} path
 */
export function fileOfPagePath(path) {
  if (path === "/") return "index.html";
  return path.endsWith(".html") ? path.slice(1) : `${path.slice(1)}/index.html`;
}
