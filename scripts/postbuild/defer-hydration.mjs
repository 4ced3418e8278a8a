// Starts each prerendered page's JavaScript after its first paint (docs/decisions/0009).
//
// React Router's <Scripts /> writes one <link rel="modulepreload"> per chunk into the page and a
// module script that imports the route modules statically, then the client entry. The browser's
// preload scanner fetches all of them, at high priority, while the HTML is still arriving: on a
// slow mobile link the ~100 KB of React competes with the text the visitor came for, and the
// first paint waits. The page is complete and readable without JavaScript (every link is a link),
// so nothing is lost by letting it paint first and hydrating a frame later.
//
// This rewrites, in every HTML file of the build:
//   - the modulepreload links are removed (the same list is preloaded by the script instead);
//   - the bootstrap module script becomes a function run once the page has been painted: when the
//     browser reports the first contentful paint, then one more frame (the module script runs after
//     parsing, so that frame holds the whole page); after 3 s at the latest (a tab opened in the
//     background paints nothing). It adds the modulepreload links, imports the manifest and route
//     modules in parallel, binds them to the names the original statements use, and runs those
//     statements unchanged (window.__reactRouterRouteModules = …; import(entry)).
// It runs before the CSP step, so the rewritten inline script is the one whose hash is allowed.
// If the page's markup is not what this expects, the build fails instead of shipping a page that
// would never hydrate.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { htmlFiles } from "../../server/build-files.mjs";

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const bootstrap = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/;
const staticImport = /^\s*import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("[^"\n]+")\s*;?\s*$/;

// The first contentful paint is reported once it is on screen; a frame after it, the whole page is.
// (requestAnimationFrame alone is not enough: it runs before a frame that may be presented later.)
const startAfterPaint = [
  "let started=false;",
  "const go=()=>{if(!started){started=true;start()}};",
  "const nextFrame=()=>requestAnimationFrame(()=>setTimeout(go));",
  'if(PerformanceObserver.supportedEntryTypes?.includes("paint")){new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();nextFrame()}}).observe({type:"paint",buffered:true})}else{nextFrame()}',
  "setTimeout(go,3000);",
].join("\n");

/**
 * The `href` of a link tag, entities undone (`&amp;` only, as React writes them).
 * @param {string} tag
 */
function hrefOf(tag) {
  const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
  return href === undefined ? null : href.replace(/&amp;/g, "&");
}

/**
 * The deferred form of React Router's bootstrap script body: static imports become parallel
 * dynamic imports bound to the same names; every other line is kept as it is, in order.
 * @param {string} body the original module script's text
 * @param {string[]} preloads module URLs to preload when it starts
 * @returns {string}
 */
export function deferredBootstrap(body, preloads) {
  /** @type {string[]} */
  const specifiers = [];
  /** @type {string[]} */
  const names = [];
  /** @type {string[]} */
  const rest = [];
  for (const line of body.split("\n")) {
    const match = staticImport.exec(line);
    if (match) {
      specifiers.push(match[2] ?? "");
      names.push(match[1] ?? "");
    } else if (line.trim()) {
      rest.push(line.trim());
    }
  }
  if (specifiers.length === 0 || !rest.some((line) => /^import\(/.test(line))) {
    throw new Error("defer-hydration: the bootstrap script has no static imports or no entry import");
  }
  return [
    "const start=async()=>{",
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`,
    `const [${names.join(",")}]=await Promise.all([${specifiers.map((s) => `import(${s})`).join(",")}]);`,
    ...rest,
    "};",
    startAfterPaint,
  ].join("\n");
}

/**
 * A page's HTML with its scripts deferred; unchanged when it has no React Router bootstrap.
 * @param {string} html
 * @returns {string}
 */
export function deferHydration(html) {
  const original = bootstrap.exec(html)?.[1];
  // No React Router bootstrap (a feed, a bare file), or one this step already rewrote.
  if (original === undefined || original.includes(startAfterPaint)) return html;
  /** @type {string[]} */
  const preloads = [];
  const withoutPreloads = html.replace(modulePreload, (tag) => {
    const href = hrefOf(tag);
    if (href && !preloads.includes(href)) preloads.push(href);
    return "";
  });
  const body = deferredBootstrap(original, preloads);
  return withoutPreloads.replace(bootstrap, () => `<script type="module">${body}</script>`);
}

/**
 * Rewrites every HTML file under `dir`; returns how many were changed.
 * @param {string} dir
 */
export function deferHydrationInBuild(dir) {
  let changed = 0;
  for (const file of htmlFiles(dir)) {
    const abs = join(dir, file);
    const html = readFileSync(abs, "utf8");
    const next = deferHydration(html);
    if (next !== html) {
      writeFileSync(abs, next);
      changed += 1;
    }
  }
  return changed;
}
