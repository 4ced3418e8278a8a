// The build budget: what a prerendered page makes the browser load up front (read from its HTML), the
// compressed size of it, and the budget each page must fit. scripts/budget.mjs runs it on every page of the
// build (`npm run budget`, part of `npm test`). Why these numbers: docs/decisions/0006-performance-budget.md.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { formatKB, KB } from "./report-format.mjs";

/**
 * Raw, gzip and brotli sizes of a file, in bytes.
 * @typedef {{ raw: number; gzip: number; brotli: number }} Sizes
 */
/**
 * The files of one kind a page loads up front, and their summed sizes.
 * @typedef {{ files: string[]; raw: number; gzip: number; brotli: number }} AssetTotal
 */
/**
 * What one page loads up front; `missing`: files it loads that the build lacks; `external`: other origins.
 * @typedef {{ path: string; js: AssetTotal; css: AssetTotal; missing: string[]; external: string[] }} PageMeasure
 */

/**
 * Budgets of the build output, checked by `npm test` (scripts/budget.mjs) on every prerendered page:
 * the JavaScript a page loads up front (module scripts, modulepreloads, the modules its inline
 * bootstrap imports or preloads) and the CSS it links or inlines, each file brotli-compressed as the
 * post-build step precompresses it (what `npm start`, nginx and static hosts send), summed; gzip is
 * reported beside it. 130 KB of JS leaves a mid-range phone enough time to hydrate within the TBT
 * budget; 30 KB of CSS is three times what the whole Tailwind sheet weighs today.
 */
export const BUILD_BUDGET = Object.freeze({ jsBrotli: 130 * KB, cssBrotli: 30 * KB });

/** Script types that hold data, not code: never counted as JavaScript. */
const dataScriptTypes = /^(application\/(ld\+)?json|importmap|speculationrules|text\/template)$/i;

/**
 * The attributes of one start tag (`<link rel="x" href="y">`), names lower-cased; a bare attribute
 * (`async`) has the value "".
 * @param {string} tag
 * @returns {Map<string, string>}
 */
export function parseAttributes(tag) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  const inner = tag.replace(/^<[a-z0-9-]+/i, "").replace(/\/?>$/, "");
  const pattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of inner.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return attributes;
}

/**
 * The few entities that occur in attribute values of generated HTML (`&amp;` in a query string).
 * @param {string} value
 */
function decodeEntities(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/gi, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * Whether a `rel` attribute holds a keyword (it is a space-separated list, case-insensitive).
 * @param {Map<string, string>} attributes
 * @param {string} keyword
 */
function relHas(attributes, keyword) {
  return (attributes.get("rel") ?? "").toLowerCase().split(/\s+/).includes(keyword);
}

/**
 * Module specifiers a script imports as it runs: static imports (`import x from "a"`, `import "a"`),
 * re-exports (`export * from "a"`) and dynamic imports with a literal specifier (`import("a")`), in
 * source order, without duplicates. React Router's inline bootstrap script is exactly such a list.
 * @param {string} source
 * @returns {string[]}
 */
export function moduleImports(source) {
  const pattern =
    /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'])([^"'\n]+)\1|\bexport\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(["'])([^"'\n]+)\3|\bimport\s*\(\s*(["'])([^"'\n]+)\5\s*\)/g;
  /** @type {string[]} */
  const found = [];
  for (const match of source.matchAll(pattern)) {
    const specifier = match[2] ?? match[4] ?? match[6];
    if (specifier && !found.includes(specifier)) found.push(specifier);
  }
  return found;
}

/**
 * What a page's HTML makes the browser load up front, as the URLs written in it (de-duplicated, in
 * document order): JavaScript from `<script src>` (module or classic, not JSON-LD and other data),
 * `<link rel="modulepreload">` and the imports of inline module scripts; CSS from
 * `<link rel="stylesheet">` and `<link rel="preload" as="style">` (the deferred half of a
 * critical-CSS setup), plus the text of every inline `<style>`. HTML comments are ignored.
 * @param {string} html
 * @returns {{ scripts: string[]; stylesheets: string[]; inlineStyles: string[] }}
 */
export function extractPageAssets(html) {
  const source = html.replace(/<!--[\s\S]*?-->/g, "");
  const scripts = new Set();
  const stylesheets = new Set();
  const inlineStyles = [];

  const tags = /<script\b[^>]*>([\s\S]*?)<\/script\s*>|<style\b[^>]*>([\s\S]*?)<\/style\s*>|<link\b[^>]*>/gi;
  for (const match of source.matchAll(tags)) {
    const [whole, scriptBody, styleBody] = match;
    const attributes = parseAttributes(whole.slice(0, whole.indexOf(">") + 1));
    if (/^<script/i.test(whole)) {
      const type = (attributes.get("type") ?? "").trim();
      if (type && dataScriptTypes.test(type)) continue;
      const src = attributes.get("src")?.trim();
      if (src) scripts.add(src);
      else if (type.toLowerCase() === "module") {
        for (const specifier of moduleImports(scriptBody ?? "")) scripts.add(specifier);
        // The bootstrap that starts after the first paint lists the chunks it preloads as strings
        // (scripts/postbuild/defer-hydration.mjs): every quoted .js path in it is loaded too.
        for (const path of (scriptBody ?? "").matchAll(/"([^"\s]+\.m?js)"/g)) scripts.add(path[1]);
      }
    } else if (/^<style/i.test(whole)) {
      if (styleBody?.trim()) inlineStyles.push(styleBody);
    } else {
      const href = attributes.get("href")?.trim();
      if (!href) continue;
      if (relHas(attributes, "modulepreload")) scripts.add(href);
      else if (relHas(attributes, "stylesheet")) stylesheets.add(href);
      else if (relHas(attributes, "preload") && (attributes.get("as") ?? "").toLowerCase() === "style") {
        stylesheets.add(href);
      }
    }
  }

  return { scripts: [...scripts], stylesheets: [...stylesheets], inlineStyles };
}

/**
 * The URL path of the site a URL written in a page points at (`/assets/a.js`), resolved against
 * the page's own path, without query or fragment; null for another origin or a `data:`/`blob:` URL.
 * @param {string} url
 * @param {string} pagePath the page's URL path, e.g. "/fr/blog"
 * @returns {string | null}
 */
export function sitePathOf(url, pagePath = "/") {
  const origin = "http://site.invalid";
  let resolved;
  try {
    resolved = new URL(url, `${origin}${pagePath.endsWith("/") ? pagePath : `${pagePath}/`}`);
  } catch {
    return null;
  }
  if (resolved.origin !== origin) return null;
  try {
    return decodeURIComponent(resolved.pathname);
  } catch {
    return resolved.pathname;
  }
}

/**
 * Raw, gzip (level 9) and brotli (quality 11) sizes in bytes of one file's content, as the
 * post-build step precompresses it.
 * @param {Buffer | string} content
 * @returns {{ raw: number; gzip: number; brotli: number }}
 */
export function compressedSizes(content) {
  const buffer = typeof content === "string" ? Buffer.from(content) : content;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

/**
 * Sums what one page loads up front. `sizeOf(sitePath)` gives the sizes of a file of the build (the
 * caller caches them) or null when there is no such file; such paths are listed under `missing`
 * and URLs of other origins under `external` — neither is counted.
 * @param {{ path: string; html: string; sizeOf: (sitePath: string) => Sizes | null }} page
 * @returns {PageMeasure}
 */
export function measurePage({ path, html, sizeOf }) {
  const assets = extractPageAssets(html);
  /** @type {string[]} */
  const missing = [];
  /** @type {string[]} */
  const external = [];

  /** @param {string[]} urls @returns {AssetTotal} */
  const total = (urls) => {
    /** @type {AssetTotal} */
    const sum = { files: [], raw: 0, gzip: 0, brotli: 0 };
    for (const url of urls) {
      const sitePath = sitePathOf(url, path);
      if (sitePath === null) {
        external.push(url);
        continue;
      }
      if (sum.files.includes(sitePath)) continue;
      const sizes = sizeOf(sitePath);
      if (!sizes) {
        missing.push(sitePath);
        continue;
      }
      sum.files.push(sitePath);
      sum.raw += sizes.raw;
      sum.gzip += sizes.gzip;
      sum.brotli += sizes.brotli;
    }
    return sum;
  };

  const js = total(assets.scripts);
  const css = total(assets.stylesheets);
  for (const style of assets.inlineStyles) {
    const sizes = compressedSizes(style);
    css.files.push("<style>");
    css.raw += sizes.raw;
    css.gzip += sizes.gzip;
    css.brotli += sizes.brotli;
  }
  return { path, js, css, missing, external };
}

/**
 * What a measured page misses of the build budget, one sentence each; empty when it fits.
 * @param {PageMeasure} page
 * @param {{ jsBrotli: number; cssBrotli: number }} [budget]
 * @returns {string[]}
 */
export function buildBudgetFailures(page, budget = BUILD_BUDGET) {
  const failures = [];
  if (page.js.brotli > budget.jsBrotli) {
    failures.push(`JS ${formatKB(page.js.brotli)} br > ${formatKB(budget.jsBrotli)} (${page.js.files.length} files)`);
  }
  if (page.css.brotli > budget.cssBrotli) {
    failures.push(`CSS ${formatKB(page.css.brotli)} br > ${formatKB(budget.cssBrotli)}`);
  }
  for (const path of page.missing) failures.push(`loads ${path}, which is not in the build`);
  return failures;
}

/**
 * The page that loads the most of one kind, by brotli size; undefined for no pages.
 * @param {PageMeasure[]} pages
 * @param {"js" | "css"} kind
 * @returns {PageMeasure | undefined}
 */
export function largestPage(pages, kind) {
  return pages.reduce(
    (/** @type {PageMeasure | undefined} */ max, page) =>
      max === undefined || page[kind].brotli > max[kind].brotli ? page : max,
    undefined,
  );
}
