// Pure helpers of the performance budget: the budgets themselves, reading what a prerendered page
// loads up front from its HTML, summing compressed sizes, and turning Lighthouse results into the
// numbers `npm run bench` compares (scripts/bench.mjs). scripts/budget.mjs is the build-output check
// `npm test` runs. Why these numbers: docs/decisions/0006-performance-budget.md.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** One KB of every budget and report here: 1,024 bytes (what Lighthouse and DevTools call KiB). */
export const KB = 1024;

/**
 * Budgets of the build output, checked by `npm test` (scripts/budget.mjs) on every prerendered page:
 * the JavaScript a page loads up front (module scripts, modulepreloads, the modules its inline
 * bootstrap imports or preloads) and the CSS it links or inlines, each file brotli-compressed as the
 * post-build step precompresses it (what `npm start`, nginx and static hosts send), summed; gzip is
 * reported beside it. 130 KB of JS leaves a mid-range phone enough time to hydrate within the TBT
 * budget; 30 KB of CSS is three times what the whole Tailwind sheet weighs today.
 */
export const BUILD_BUDGET = Object.freeze({ jsBrotli: 130 * KB, cssBrotli: 30 * KB });

/**
 * Budgets of `npm run bench`: the median of three Lighthouse mobile runs (simulated slow 4G,
 * 4x CPU slowdown) per page. Performance must round to 100; LCP, TBT and CLS sit well inside
 * Lighthouse's "good" bands so that a real phone on a real network still gets a fast page.
 */
export const LIGHTHOUSE_BUDGET = Object.freeze({
  /** Math.round(score * 100) must reach this (a score of 0.995 or more). */
  performance: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.01,
  /** Transferred bytes of every Script request of the page load (compressed, as on the wire). */
  scriptBytes: 130 * KB,
  /** Transferred bytes of every request of the home page's load. */
  homeTotalBytes: 350 * KB,
});

/** The pages `npm run bench` measures: each template once, the home page in both languages. */
export const BENCH_PAGES = Object.freeze([
  "/",
  "/fr",
  "/blog",
  "/blog/advanced-ndt-techniques",
  "/gallery",
  "/services/staff-outsourcing",
  "/services/ndt",
  "/industries/oil-gas",
  "/about/team",
]);

/** Script types that hold data, not code: never counted as JavaScript. */
const dataScriptTypes = /^(application\/(ld\+)?json|importmap|speculationrules|text\/template)$/i;

/**
 * The attributes of one start tag (`<link rel="x" href="y">`), names lower-cased; a bare attribute
 * (`async`) has the value "".
 * @param {string} tag
 * @returns {Map<string, string>}
 */
export function parseAttributes(tag) {
  const attributes = new Map();
  const inner = tag.replace(/^<[a-z0-9-]+/i, "").replace(/\/?>$/, "");
  const pattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of inner.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return attributes;
}

/** The few entities that occur in attribute values of generated HTML (`&amp;` in a query string). */
function decodeEntities(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/gi, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Whether a `rel` attribute holds a keyword (it is a space-separated list, case-insensitive). */
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
 * @typedef {{ raw: number; gzip: number; brotli: number }} Sizes
 * @typedef {{ files: string[]; raw: number; gzip: number; brotli: number }} AssetTotal
 * @typedef {{ path: string; js: AssetTotal; css: AssetTotal; missing: string[]; external: string[] }} PageMeasure
 */

/**
 * Sums what one page loads up front. `sizeOf(sitePath)` gives the sizes of a file of the build (the
 * caller caches them) or null when there is no such file; such paths are listed under `missing`
 * and URLs of other origins under `external` — neither is counted.
 * @param {{ path: string; html: string; sizeOf: (sitePath: string) => Sizes | null }} page
 * @returns {PageMeasure}
 */
export function measurePage({ path, html, sizeOf }) {
  const assets = extractPageAssets(html);
  const missing = [];
  const external = [];

  /** @param {string[]} urls @returns {AssetTotal} */
  const total = (urls) => {
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
 * @param {{ jsBrotli: number; cssBrotli: number }} budget
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
 */
export function largestPage(pages, kind) {
  return pages.reduce(
    (max, page) => (max === undefined || page[kind].brotli > max[kind].brotli ? page : max),
    undefined,
  );
}

/** Bytes as KB with one decimal: 133120 → "130.0 KB". @param {number} bytes */
export function formatKB(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/**
 * A plain-text table: a header row, a rule, then the rows; columns padded to their widest cell,
 * text left-aligned, columns of numbers (or number strings such as "12.0") right-aligned.
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 */
export function formatTable(header, rows) {
  const cells = [header, ...rows.map((row) => row.map((cell) => String(cell)))];
  const isNumber = (cell) => typeof cell === "number" || /^[-+]?\d+(\.\d+)?$/.test(String(cell ?? ""));
  const numeric = header.map((_, column) => rows.length > 0 && rows.every((row) => isNumber(row[column])));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  const line = (row) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join("  ")
      .trimEnd();
  return [line(cells[0]), widths.map((width) => "-".repeat(width)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

// ---- Lighthouse (scripts/bench.mjs) ----

/**
 * The middle value of a list of numbers (the mean of the two middle ones for an even count);
 * null when no value is a number.
 * @param {(number | null | undefined)[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Resource types of Lighthouse's network-requests audit that the bench reports one by one. */
export const transferKinds = Object.freeze({
  html: "Document",
  css: "Stylesheet",
  js: "Script",
  font: "Font",
  image: "Image",
});

/**
 * @typedef {{
 *   performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null;
 *   fcp: number | null; lcp: number | null; tbt: number | null; cls: number | null;
 *   bytes: { html: number; css: number; js: number; font: number; image: number; total: number };
 *   requests: number; benchmarkIndex: number | null;
 * }} RunSummary
 */

/**
 * The numbers of one Lighthouse result: category scores as 0–100, metrics in ms (CLS unitless),
 * transferred bytes per resource type from the network-requests audit, and the host's
 * benchmarkIndex (how fast this machine was at that moment: a loaded machine scores lower).
 * @param {any} lhr
 * @returns {RunSummary}
 */
export function summarizeLighthouse(lhr) {
  const score = (id) => {
    const value = lhr.categories?.[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const metric = (id) => {
    const value = lhr.audits?.[id]?.numericValue;
    return typeof value === "number" ? value : null;
  };
  const items = lhr.audits?.["network-requests"]?.details?.items ?? [];
  const bytes = { html: 0, css: 0, js: 0, font: 0, image: 0, total: 0 };
  for (const item of items) {
    const size = Number(item.transferSize) || 0;
    bytes.total += size;
    for (const [kind, type] of Object.entries(transferKinds)) if (item.resourceType === type) bytes[kind] += size;
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    bytes,
    requests: items.length,
    benchmarkIndex: typeof lhr.environment?.benchmarkIndex === "number" ? lhr.environment.benchmarkIndex : null,
  };
}

/**
 * The median of each number across runs, taken number by number.
 * @param {RunSummary[]} runs
 * @returns {RunSummary}
 */
export function medianSummary(runs) {
  const of = (pick) => median(runs.map(pick));
  const bytes = /** @type {RunSummary["bytes"]} */ ({});
  for (const kind of ["html", "css", "js", "font", "image", "total"]) bytes[kind] = of((run) => run.bytes[kind]) ?? 0;
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    bytes,
    requests: of((run) => run.requests) ?? 0,
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

/**
 * What a page's median misses of the Lighthouse budget, each with the savings that would help it:
 * a metric of Lighthouse's metricSavings (LCP, TBT, CLS), "bytes", or null for the score itself.
 * The total-transfer budget applies to the home page ("/") only.
 * @param {string} path
 * @param {RunSummary} summary
 * @param {typeof LIGHTHOUSE_BUDGET} budget
 * @returns {{ lever: "LCP" | "TBT" | "CLS" | "bytes" | null; message: string }[]}
 */
export function lighthouseBudgetMisses(path, summary, budget = LIGHTHOUSE_BUDGET) {
  const misses = [];
  if (summary.performance === null || summary.performance < budget.performance) {
    misses.push({ lever: null, message: `performance ${summary.performance ?? "n/a"} < ${budget.performance}` });
  }
  if (summary.lcp === null || summary.lcp > budget.lcpMs) {
    const value = summary.lcp === null ? "n/a" : `${Math.round(summary.lcp)} ms`;
    misses.push({ lever: "LCP", message: `LCP ${value} > ${budget.lcpMs} ms` });
  }
  if (summary.tbt === null || summary.tbt > budget.tbtMs) {
    const value = summary.tbt === null ? "n/a" : `${Math.round(summary.tbt)} ms`;
    misses.push({ lever: "TBT", message: `TBT ${value} > ${budget.tbtMs} ms` });
  }
  if (summary.cls === null || summary.cls > budget.cls) {
    const value = summary.cls === null ? "n/a" : summary.cls.toFixed(3);
    misses.push({ lever: "CLS", message: `CLS ${value} > ${budget.cls}` });
  }
  if (summary.bytes.js > budget.scriptBytes) {
    const message = `JS ${formatKB(summary.bytes.js)} transferred > ${formatKB(budget.scriptBytes)}`;
    misses.push({ lever: "bytes", message });
  }
  if (path === "/" && summary.bytes.total > budget.homeTotalBytes) {
    const message = `total ${formatKB(summary.bytes.total)} transferred > ${formatKB(budget.homeTotalBytes)}`;
    misses.push({ lever: "bytes", message });
  }
  return misses;
}

/**
 * What a page's median misses of the Lighthouse budget, one sentence each; empty when it fits.
 * @param {string} path
 * @param {RunSummary} summary
 * @param {typeof LIGHTHOUSE_BUDGET} budget
 * @returns {string[]}
 */
export function lighthouseBudgetFailures(path, summary, budget = LIGHTHOUSE_BUDGET) {
  return lighthouseBudgetMisses(path, summary, budget).map((miss) => miss.message);
}

/**
 * The performance audits of a Lighthouse result that promise the largest savings: opportunities and
 * diagnostics (not the metrics themselves, not the hidden duplicates) whose estimated savings in
 * FCP, LCP, TBT (ms), CLS or bytes are above zero. With `levers` (what the page misses, from
 * lighthouseBudgetMisses), the best audit for each lever comes first, so a page that misses LCP
 * and TBT hears about both; the rest follow by largest time saved, then CLS, then bytes.
 * @param {any} lhr
 * @param {number} count
 * @param {("LCP" | "TBT" | "CLS" | "bytes" | null)[]} levers
 * @returns {{ id: string; title: string; displayValue: string; note: string; savingsMs: number; savingsCls: number; savingsBytes: number; metrics: Record<string, number> }[]}
 */
export function topOpportunities(lhr, count = 3, levers = []) {
  const refs = lhr.categories?.performance?.auditRefs ?? [];
  const found = [];
  for (const ref of refs) {
    if (ref.group === "metrics" || ref.group === "hidden") continue;
    const audit = lhr.audits?.[ref.id];
    if (!audit || ["notApplicable", "manual", "error"].includes(audit.scoreDisplayMode)) continue;
    if (audit.score === 1 && audit.scoreDisplayMode !== "informative") continue;
    const metrics = /** @type {Record<string, number>} */ ({});
    for (const [name, value] of Object.entries(audit.metricSavings ?? {})) {
      if (typeof value === "number" && value > 0) metrics[name] = value;
    }
    const savingsMs = Math.max(0, metrics.FCP ?? 0, metrics.LCP ?? 0, metrics.TBT ?? 0, metrics.INP ?? 0);
    const savingsCls = metrics.CLS ?? 0;
    const savingsBytes = Number(audit.details?.overallSavingsBytes) || 0;
    if (savingsMs <= 0 && savingsCls <= 0 && savingsBytes <= 0) continue;
    found.push({
      id: ref.id,
      title: String(audit.title ?? ref.id),
      displayValue: String(audit.displayValue ?? ""),
      note: ref.id === "largest-contentful-paint-element" ? lcpElementNote(audit) : "",
      savingsMs,
      savingsCls,
      savingsBytes,
      metrics,
    });
  }
  found.sort((a, b) => b.savingsMs - a.savingsMs || b.savingsCls - a.savingsCls || b.savingsBytes - a.savingsBytes);
  const picked = [];
  for (const lever of new Set(levers)) {
    if (!lever || picked.length >= count) continue;
    const saving = (o) => (lever === "bytes" ? o.savingsBytes : (o.metrics[lever] ?? 0));
    const best = found
      .filter((o) => !picked.includes(o) && saving(o) > 0)
      .reduce((max, o) => (max === undefined || saving(o) > saving(max) ? o : max), undefined);
    if (best) picked.push(best);
  }
  for (const opportunity of found) if (picked.length < count && !picked.includes(opportunity)) picked.push(opportunity);
  return picked;
}

/**
 * Which element is the LCP and where its time goes, from the largest-contentful-paint-element
 * audit: `p.mt-6 "Coded welders…" (TTFB 14%, Render Delay 86%)`; "" when the audit has no such detail.
 * @param {any} audit
 */
export function lcpElementNote(audit) {
  const lists = (audit.details?.items ?? []).map((list) => list?.items ?? []);
  const node = lists.flat().find((item) => item?.node)?.node;
  const phases = lists
    .flat()
    .filter((item) => typeof item?.phase === "string" && item.percent && item.percent !== "0%")
    .map((item) => `${item.phase} ${item.percent}`);
  if (!node && phases.length === 0) return "";
  const text = String(node?.nodeLabel ?? "");
  const label = text ? ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"` : "";
  const element = node ? `${node.selector ?? node.snippet ?? "element"}${label}` : "LCP";
  return phases.length > 0 ? `${element} (${phases.join(", ")})` : element;
}
