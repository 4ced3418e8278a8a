// The quick performance-budget check `npm test` runs after the build: for every prerendered page of
// the build (client/**/index.html) it sums, brotli-compressed (quality 11, as served; gzip level 9
// reported beside), the JavaScript the page can load — <script src>, <link rel="modulepreload">,
// the modules its inline bootstrap imports or preloads, its Astro islands' modules, and what those import
// statically — and the part of it loaded on arrival (all but the islands that wait to be used); the CSS it
// links or inlines; and the
// images a phone 412 px wide at 2× fetches with the page (eager <img>, the <picture> source and srcset
// candidate it would pick, image preloads), SVG compressed and photos as they are sent. It fails when a
// page is over.
//
// Budgets (BUILD_BUDGET in scripts/build-budget.mjs):
//   JavaScript ≤ 100 KB brotli in ≤ 20 files per page, of which ≤ 75 KB on arrival, CSS ≤ 30 KB brotli per page,
//   images fetched with the page ≤ 150 KB per page (1 KB = 1,024 bytes).
// Why: docs/decisions/0006-performance-budget.md. The Lighthouse side is scripts/bench.mjs.
//
// Usage: node scripts/budget.mjs [buildDir] [--all]
//   buildDir defaults to $BUILD_DIR, then ./build; --all prints every page, not only offenders.
// Exit codes: 0 within budget, 1 over budget (or a page loads a file the build lacks), 2 no build.
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pagePathOf } from "../app/lib/site-layout.mjs";
import { htmlFiles } from "../server/build-files.mjs";
import { compressible, isEditorPath } from "../server/policy.mjs";
import {
  BUILD_BUDGET,
  buildBudgetFailures,
  compressedSizes,
  largestPage,
  measurePage,
  moduleImports,
} from "./build-budget.mjs";
import { formatKB, formatTable, toKB } from "./report-format.mjs";

/** @import { PageMeasure, Sizes } from "./build-budget.mjs" */

const args = process.argv.slice(2);
const showAll = args.includes("--all");
const buildArg = args.find((arg) => !arg.startsWith("--"));
const repo = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(buildArg ?? process.env.BUILD_DIR ?? join(repo, "build"));
const client = join(buildDir, "client");

/**
 * Every prerendered page of the client folder (its index.html files), as paths relative to it. The staff
 * editor's page is not the site's: Decap CMS's own bundle, loaded by a handful of people (decision 0021).
 */
const pageFiles = () =>
  htmlFiles(client).filter(
    (file) => (file === "index.html" || file.endsWith("/index.html")) && !isEditorPath(pagePathOf(file)),
  );

if (!existsSync(join(client, "index.html"))) {
  console.error(`budget: no prerendered build in ${client} (run npm run build first).`);
  process.exit(2);
}

/**
 * Sizes of the build's files by URL path, each measured once however many pages load it. A text file that
 * the build compressed is measured by its .br and .gz copies: the bytes servers send, made with the settings
 * compressedSizes uses, so compressing it again would only spend the time. A text file without both copies
 * (too small to gain) is compressed here; any other file (a photo) is sent as it is.
 * @type {Map<string, Sizes | null>}
 */
const sizeCache = new Map();
/** @param {string} sitePath */
function sizeOf(sitePath) {
  if (!sizeCache.has(sitePath)) {
    const file = join(client, ...sitePath.split("/").filter(Boolean));
    const inside = !relative(client, file).startsWith("..");
    sizeCache.set(sitePath, inside && existsSync(file) ? measureFile(file) : null);
  }
  return sizeCache.get(sitePath) ?? null;
}

/** @param {string} file @returns {Sizes} */
function measureFile(file) {
  const raw = statSync(file).size;
  if (!compressible.includes(extname(file).slice(1).toLowerCase())) return { raw, gzip: raw, brotli: raw };
  if (existsSync(`${file}.br`) && existsSync(`${file}.gz`))
    return { raw, gzip: statSync(`${file}.gz`).size, brotli: statSync(`${file}.br`).size };
  return compressedSizes(readFileSync(file));
}

/**
 * The site paths a script of the build imports statically, each read once.
 * @type {Map<string, string[]>}
 */
const importCache = new Map();
/** @param {string} sitePath */
function importsOf(sitePath) {
  if (!importCache.has(sitePath)) {
    const file = join(client, ...sitePath.split("/").filter(Boolean));
    const source = /\.m?js$/.test(sitePath) && existsSync(file) ? readFileSync(file, "utf8") : "";
    const base = new URL(sitePath, "http://site");
    importCache.set(
      sitePath,
      moduleImports(source, { dynamic: false })
        // A chunk imports its peers by relative path; anything else matched is text inside the code.
        .filter((specifier) => /^\.{0,2}\//.test(specifier))
        .map((specifier) => new URL(specifier, base).pathname),
    );
  }
  return importCache.get(sitePath) ?? [];
}

const pages = pageFiles()
  .map((file) =>
    measurePage({ path: pagePathOf(file), html: readFileSync(join(client, file), "utf8"), sizeOf, importsOf }),
  )
  .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
const offenders = pages
  .map((page) => ({ page, failures: buildBudgetFailures(page, BUILD_BUDGET) }))
  .filter(({ failures }) => failures.length > 0);

const header = [
  "page",
  "JS files",
  "JS KB br",
  "JS KB gzip",
  "on arrival KB br",
  "CSS KB br",
  "CSS KB gzip",
  "images",
  "img KB",
];
/** @param {PageMeasure} page */
const row = (page) => [
  page.path,
  page.js.files.length,
  toKB(page.js.brotli),
  toKB(page.js.gzip),
  toKB(page.jsOnArrival.brotli),
  toKB(page.css.brotli),
  toKB(page.css.gzip),
  page.images.files.length,
  toKB(page.images.brotli),
];
const budgetLine =
  `budget per page: JS ${formatKB(BUILD_BUDGET.jsBrotli)} br in ${BUILD_BUDGET.jsFiles} files, ` +
  `${formatKB(BUILD_BUDGET.jsOnArrivalBrotli)} of it on arrival, CSS ${formatKB(BUILD_BUDGET.cssBrotli)} br, ` +
  `images ${formatKB(BUILD_BUDGET.imagesBrotli)}`;

if (showAll) {
  console.log(formatTable(header, pages.map(row)));
  console.log("");
}

const externals = [...new Set(pages.flatMap((page) => page.external))];
if (externals.length > 0) console.warn(`budget: not counted (other origins): ${externals.join(", ")}`);

if (offenders.length > 0) {
  console.error(`Performance budget exceeded on ${offenders.length} of ${pages.length} pages (${budgetLine}):\n`);
  console.error(
    formatTable(
      [...header, "over budget"],
      offenders.map(({ page, failures }) => [...row(page), failures.join("; ")]),
    ),
  );
  process.exit(1);
}

const maxJs = largestPage(pages, "js");
const maxOnArrival = largestPage(pages, "jsOnArrival");
const maxCss = largestPage(pages, "css");
const maxImages = largestPage(pages, "images");
console.log(
  `Performance budget OK on ${pages.length} pages (${budgetLine}): ` +
    `max JS ${formatKB(maxJs?.js.brotli ?? 0)} br / ${formatKB(maxJs?.js.gzip ?? 0)} gzip on ${maxJs?.path}, ` +
    `max JS on arrival ${formatKB(maxOnArrival?.jsOnArrival.brotli ?? 0)} br on ${maxOnArrival?.path}, ` +
    `max CSS ${formatKB(maxCss?.css.brotli ?? 0)} br / ${formatKB(maxCss?.css.gzip ?? 0)} gzip on ${maxCss?.path}, ` +
    `max images ${formatKB(maxImages?.images.brotli ?? 0)} (${maxImages?.images.files.length ?? 0} files) on ${maxImages?.path}.`,
);
