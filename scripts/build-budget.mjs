// The build budget: what a prerendered page makes the browser load up front (read from its HTML), the
// compressed size of it, and the budget each page must fit. scripts/budget.mjs runs it on every page of the
// build (`npm run budget`, part of `npm test`). Why these numbers: docs/decisions/0006-performance-budget.md.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { compressible } from "../server/policy.mjs";
import { formatKB, KB } from "./report-format.mjs";
import { chooseCandidate, mediaMatches } from "./srcset.mjs";

/**
 * Raw, gzip and brotli sizes of a file, in bytes.
 * @typedef {{ raw: number; gzip: number; brotli: number }} Sizes
 */
/**
 * The files of one kind a page loads up front, and their summed sizes.
 * @typedef {{ files: string[]; raw: number; gzip: number; brotli: number }} AssetTotal
 */
/**
 * What one page loads up front; `jsOnArrival`: the part of `js` loaded before the visitor does anything;
 * `missing`: files it loads that the build lacks; `external`: other origins.
 * `images` are the images a phone fetches with the page (see extractPageImages); their `raw` is the files'
 * size and `gzip`/`brotli` what a server speaking that encoding sends: SVG compressed, photos as they are.
 * @typedef {{ path: string; js: AssetTotal; jsOnArrival: AssetTotal; css: AssetTotal; images: AssetTotal; missing: string[]; external: string[] }} PageMeasure
 */

/**
 * Budgets of the build output, checked by `npm test` (scripts/budget.mjs) on every prerendered page:
 * the JavaScript a page can load (module scripts, modulepreloads, the modules its inline bootstrap
 * imports or preloads, its islands' modules) and the CSS it links or inlines, each file brotli-compressed
 * as the post-build step precompresses it (what `npm start`, nginx and static hosts send), summed; gzip is
 * reported beside it. Of that JavaScript, what loads before the visitor does anything (every island but
 * those that wait to be used) has a budget of its own, 75 KB: React's runtime is about 59 of it, so one
 * small island may start on arrival, but a page that hydrates whole again (120–128 KB before the islands)
 * cannot. 100 KB in all is what a page's islands may add up to once each has been used: the heaviest
 * page (the home page: header, shell, blog teaser, message form) is 82 KB. 30 KB of CSS is three times
 * what the whole Tailwind sheet weighs today.
 * The images a phone fetches with the page (eager `<img>`, image preloads; lazy ones wait for scrolling)
 * share 150 KB as sent: the 800 px AVIF such a phone takes for a full-width photo weighs 5–30 KB (the
 * samples; 13 KB for decision 0019's street scene), so there is room for a lead photo, the logo and a few
 * SVG illustrations, but not for a JPEG served where AVIF would do, or a gallery left eager.
 * The JavaScript comes in at most 20 files: each is a request, found only once the module importing it has
 * arrived, so many small files cost a phone's network round trips one after another (decision 0031).
 */
export const BUILD_BUDGET = Object.freeze({
  jsBrotli: 100 * KB,
  jsOnArrivalBrotli: 75 * KB,
  jsFiles: 20,
  cssBrotli: 30 * KB,
  imagesBrotli: 150 * KB,
});

/**
 * The phone the image budget is measured for: Lighthouse's mobile emulation is 412 px wide; at a device
 * pixel ratio of 2 (1.75 there, 2–3 on most phones sold) it picks each `srcset` candidate as most phones do.
 */
export const budgetPhone = Object.freeze({ width: 412, dpr: 2 });

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
 * `dynamic: false` leaves the dynamic imports out: what a module needs before it runs, not what it may load later.
 * @param {string} source
 * @param {{ dynamic?: boolean }} [options]
 * @returns {string[]}
 */
export function moduleImports(source, { dynamic = true } = {}) {
  const pattern =
    /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'])([^"'\n]+)\1|\bexport\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(["'])([^"'\n]+)\3|\bimport\s*\(\s*(["'])([^"'\n]+)\5\s*\)/g;
  /** @type {string[]} */
  const found = [];
  for (const match of source.matchAll(pattern)) {
    const specifier = match[2] ?? match[4] ?? (dynamic ? match[6] : undefined);
    if (specifier && !found.includes(specifier)) found.push(specifier);
  }
  return found;
}

/**
 * What a page's HTML makes the browser load up front, as the URLs written in it (de-duplicated, in
 * document order): JavaScript from `<script src>` (module or classic, not JSON-LD and other data),
 * `<link rel="modulepreload">`, the imports of inline module scripts and the modules of Astro's islands
 * (`<astro-island component-url renderer-url>`); CSS from
 * `<link rel="stylesheet">` and `<link rel="preload" as="style">` (the deferred half of a
 * critical-CSS setup), plus the text of every inline `<style>`. HTML comments are ignored.
 * `onArrival` is the part of `scripts` loaded without the visitor doing anything: all of it but the
 * modules of islands that wait to be used (`client:used`, whose element says `client="used"`).
 * @param {string} html
 * @returns {{ scripts: string[]; onArrival: string[]; stylesheets: string[]; inlineStyles: string[] }}
 */
export function extractPageAssets(html) {
  const source = html.replace(/<!--[\s\S]*?-->/g, "");
  const scripts = new Set();
  const onArrival = new Set();
  const stylesheets = new Set();
  const inlineStyles = [];

  const tags =
    /<script\b[^>]*>([\s\S]*?)<\/script\s*>|<style\b[^>]*>([\s\S]*?)<\/style\s*>|<link\b[^>]*>|<astro-island\b[^>]*>/gi;
  for (const match of source.matchAll(tags)) {
    const [whole, scriptBody, styleBody] = match;
    const attributes = parseAttributes(whole.slice(0, whole.indexOf(">") + 1));
    if (/^<astro-island/i.test(whole)) {
      // An Astro island: its component and its framework's renderer, loaded when its directive says.
      const waitsForUse = (attributes.get("client") ?? "").trim().toLowerCase() === "used";
      for (const name of ["component-url", "renderer-url", "before-hydration-url"]) {
        const url = attributes.get(name)?.trim();
        if (!url) continue;
        scripts.add(url);
        if (!waitsForUse) onArrival.add(url);
      }
    } else if (/^<script/i.test(whole)) {
      const type = (attributes.get("type") ?? "").trim();
      if (type && dataScriptTypes.test(type)) continue;
      const src = attributes.get("src")?.trim();
      if (src) {
        scripts.add(src);
        onArrival.add(src);
      } else if (type.toLowerCase() === "module") {
        for (const specifier of moduleImports(scriptBody ?? "")) {
          scripts.add(specifier);
          onArrival.add(specifier);
        }
      }
    } else if (/^<style/i.test(whole)) {
      if (styleBody?.trim()) inlineStyles.push(styleBody);
    } else {
      const href = attributes.get("href")?.trim();
      if (!href) continue;
      if (relHas(attributes, "modulepreload")) {
        scripts.add(href);
        onArrival.add(href);
      } else if (relHas(attributes, "stylesheet")) stylesheets.add(href);
      else if (relHas(attributes, "preload") && (attributes.get("as") ?? "").toLowerCase() === "style") {
        stylesheets.add(href);
      }
    }
  }

  return { scripts: [...scripts], onArrival: [...onArrival], stylesheets: [...stylesheets], inlineStyles };
}

/** Image types every phone the site is built for decodes; a `<source>` of another type is passed over. */
const imageTypes = new Set(["image/avif", "image/webp", "image/jpeg", "image/png", "image/gif", "image/svg+xml"]);

/**
 * The images a page's HTML makes a phone fetch with the page, as the URLs written in it (de-duplicated, in
 * document order): every `<img>` not marked `loading="lazy"` (in a `<picture>`, the first `<source>` whose
 * type the phone decodes and whose media holds, else the `<img>` itself), the candidate `device` picks from
 * its `srcset` and `sizes`; and `<link rel="preload" as="image">`, by its `imagesrcset` likewise. `data:` URLs
 * are in the HTML already; `<noscript>` and comments are not read.
 * @param {string} html
 * @param {{ width: number; dpr: number }} [device]
 * @returns {string[]}
 */
export function extractPageImages(html, device = budgetPhone) {
  const source = html.replace(/<!--[\s\S]*?-->/g, "").replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/gi, "");
  /** @type {Set<string>} */
  const images = new Set();
  /** @param {string | undefined} url */
  const add = (url) => {
    if (url && !/^data:/i.test(url.trim())) images.add(url.trim());
  };
  /** @type {Map<string, string>[] | null} the `<source>`s of the `<picture>` being read */
  let sources = null;
  for (const match of source.matchAll(/<\/?picture\b[^>]*>|<source\b[^>]*>|<img\b[^>]*>|<link\b[^>]*>/gi)) {
    const tag = match[0];
    if (/^<\/picture/i.test(tag)) {
      sources = null;
      continue;
    }
    if (/^<picture/i.test(tag)) {
      sources = [];
      continue;
    }
    const attributes = parseAttributes(tag);
    if (/^<source/i.test(tag)) {
      sources?.push(attributes);
      continue;
    }
    if (/^<link/i.test(tag)) {
      if (relHas(attributes, "preload") && (attributes.get("as") ?? "").toLowerCase() === "image") {
        const type = (attributes.get("type") ?? "").trim().toLowerCase();
        if ((type === "" || imageTypes.has(type)) && mediaMatches(attributes.get("media") ?? "", device)) {
          const srcset = attributes.get("imagesrcset");
          add(
            chooseCandidate(
              { srcset, sizes: attributes.get("imagesizes"), src: srcset ? undefined : attributes.get("href") },
              device,
            ),
          );
        }
      }
      continue;
    }
    if ((attributes.get("loading") ?? "").trim().toLowerCase() === "lazy") continue;
    const chosen = (sources ?? []).find((candidate) => {
      const type = (candidate.get("type") ?? "").trim().toLowerCase();
      return (type === "" || imageTypes.has(type)) && mediaMatches(candidate.get("media") ?? "", device);
    });
    add(
      chosen
        ? chooseCandidate({ srcset: chosen.get("srcset"), sizes: chosen.get("sizes") }, device)
        : chooseCandidate(
            { srcset: attributes.get("srcset"), sizes: attributes.get("sizes"), src: attributes.get("src") },
            device,
          ),
    );
  }
  return [...images];
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
 * Sizes of the inline styles measured so far, by their text: every page of a build inlines the same stylesheet
 * (some 60 KB) and the same small rule for visitors without scripts, each compressed once instead of once per page.
 * @type {Map<string, { raw: number; gzip: number; brotli: number }>}
 */
const inlineStyleSizes = new Map();

/**
 * Sums what one page loads up front. `sizeOf(sitePath)` gives the sizes of a file of the build (the
 * caller caches them) or null when there is no such file; such paths are listed under `missing`
 * and URLs of other origins under `external` — neither is counted. `importsOf(sitePath)` gives the site
 * paths a script of the build imports statically (none by default), which are counted with it.
 * @param {{ path: string; html: string; sizeOf: (sitePath: string) => Sizes | null; importsOf?: (sitePath: string) => string[] }} page
 * @returns {PageMeasure}
 */
export function measurePage({ path, html, sizeOf, importsOf = () => [] }) {
  const assets = extractPageAssets(html);
  /**
   * The URLs with the modules they import before they run (an island's module imports React's), breadth
   * first, once each.
   * @param {string[]} urls
   */
  const withImports = (urls) => {
    const all = [...urls];
    for (const url of all) {
      const sitePath = sitePathOf(url, path);
      if (sitePath === null) continue;
      for (const imported of importsOf(sitePath)) {
        if (!all.includes(imported)) all.push(imported);
      }
    }
    return all;
  };
  /** @type {string[]} */
  const missing = [];
  /** @type {string[]} */
  const external = [];

  /**
   * @param {string[]} urls
   * @param {(sitePath: string) => Sizes | null} [measure]
   * @param {{ missing: string[]; external: string[] }} [problems] where files outside the sum are listed
   * @returns {AssetTotal}
   */
  const total = (urls, measure = sizeOf, problems = { missing, external }) => {
    /** @type {AssetTotal} */
    const sum = { files: [], raw: 0, gzip: 0, brotli: 0 };
    for (const url of urls) {
      const sitePath = sitePathOf(url, path);
      if (sitePath === null) {
        problems.external.push(url);
        continue;
      }
      if (sum.files.includes(sitePath)) continue;
      const sizes = measure(sitePath);
      if (!sizes) {
        problems.missing.push(sitePath);
        continue;
      }
      sum.files.push(sitePath);
      sum.raw += sizes.raw;
      sum.gzip += sizes.gzip;
      sum.brotli += sizes.brotli;
    }
    return sum;
  };

  const js = total(withImports(assets.scripts));
  // A subset of `js`: what it lacks or leaves out is listed once, from `js`.
  const jsOnArrival = total(withImports(assets.onArrival), sizeOf, { missing: [], external: [] });
  const css = total(assets.stylesheets);
  // Servers compress only text (policy.mjs, compressible): an SVG is sent compressed, a photo as it is.
  const images = total(extractPageImages(html), (sitePath) => {
    const sizes = sizeOf(sitePath);
    if (!sizes || compressible.includes(extensionOf(sitePath))) return sizes;
    return { raw: sizes.raw, gzip: sizes.raw, brotli: sizes.raw };
  });
  for (const style of assets.inlineStyles) {
    const sizes = inlineStyleSizes.get(style) ?? compressedSizes(style);
    inlineStyleSizes.set(style, sizes);
    css.files.push("<style>");
    css.raw += sizes.raw;
    css.gzip += sizes.gzip;
    css.brotli += sizes.brotli;
  }
  return { path, js, jsOnArrival, css, images, missing, external };
}

/** A path's extension in lower case, or "" when it has none. @param {string} path */
function extensionOf(path) {
  return /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? "";
}

/**
 * What a measured page misses of the build budget, one sentence each; empty when it fits.
 * @param {PageMeasure} page
 * @param {typeof BUILD_BUDGET} [budget]
 * @returns {string[]}
 */
export function buildBudgetFailures(page, budget = BUILD_BUDGET) {
  const failures = [];
  if (page.js.brotli > budget.jsBrotli) {
    failures.push(`JS ${formatKB(page.js.brotli)} br > ${formatKB(budget.jsBrotli)} (${page.js.files.length} files)`);
  }
  if (page.jsOnArrival.brotli > budget.jsOnArrivalBrotli) {
    failures.push(
      `JS on arrival ${formatKB(page.jsOnArrival.brotli)} br > ${formatKB(budget.jsOnArrivalBrotli)} (${page.jsOnArrival.files.join(", ")})`,
    );
  }
  if (page.js.files.length > budget.jsFiles) {
    failures.push(`JS in ${page.js.files.length} files > ${budget.jsFiles}`);
  }
  if (page.css.brotli > budget.cssBrotli) {
    failures.push(`CSS ${formatKB(page.css.brotli)} br > ${formatKB(budget.cssBrotli)}`);
  }
  if (page.images.brotli > budget.imagesBrotli) {
    failures.push(
      `images ${formatKB(page.images.brotli)} > ${formatKB(budget.imagesBrotli)} (${page.images.files.join(", ")})`,
    );
  }
  for (const path of page.missing) failures.push(`loads ${path}, which is not in the build`);
  return failures;
}

/**
 * The page that loads the most of one kind, by brotli size; undefined for no pages.
 * @param {PageMeasure[]} pages
 * @param {"js" | "jsOnArrival" | "css" | "images"} kind
 * @returns {PageMeasure | undefined}
 */
export function largestPage(pages, kind) {
  return pages.reduce(
    (/** @type {PageMeasure | undefined} */ max, page) =>
      max === undefined || page[kind].brotli > max[kind].brotli ? page : max,
    undefined,
  );
}
