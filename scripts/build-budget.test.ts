import { describe, expect, it } from "vitest";
import {
  BUILD_BUDGET,
  budgetPhone,
  buildBudgetFailures,
  compressedSizes,
  extractPageAssets,
  extractPageImages,
  largestPage,
  measurePage,
  moduleImports,
  type PageMeasure,
  parseAttributes,
  type Sizes,
  sitePathOf,
} from "./build-budget.mjs";
import { KB } from "./report-format.mjs";
import { chooseCandidate, cssLength, mediaMatches, parseSrcset, slotWidth } from "./srcset.mjs";

/** A page shaped like React Router's prerendered output, trimmed to what the budget reads. */
const routerPage = `<!DOCTYPE html><html lang="en"><head>
<link rel="preload" as="image" href="/images/hero-poster.svg" fetchPriority="high"/>
<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="modulepreload" href="/assets/manifest-1.js"/>
<link rel="modulepreload" href="/assets/entry.client-2.js"/>
<link rel="modulepreload" href="/assets/root-3.js"/>
<link rel="stylesheet" href="/assets/app-4.css"/>
<style>.hero{color:red}</style>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"}</script>
</head><body><div id="app"></div>
<script>window.__reactRouterContext = {"basename":"/"};</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-5.js";
  window.__reactRouterRouteModules = {"root":route0,"en:home":route1};
import("/assets/entry.client-2.js");</script>
<!-- <script type="module" src="/assets/commented-out.js"></script> -->
</body></html>`;

/** Sizes by path for a fake build: raw = gzip = brotli = the given number, to make sums obvious. */
function fakeBuild(files: Record<string, number>) {
  return (path: string): Sizes | null => {
    const size = files[path];
    return size === undefined ? null : { raw: size * 3, gzip: size, brotli: size - 1 };
  };
}

/** `routerPage` measured at `path` in a fake build where each of its five files weighs what `kb` says, in KB. */
function measureRouterPage(
  path: string,
  kb: { manifest: number; entry: number; root: number; home: number; css: number },
): PageMeasure {
  const sizeOf = fakeBuild({
    "/assets/manifest-1.js": kb.manifest * KB,
    "/assets/entry.client-2.js": kb.entry * KB,
    "/assets/root-3.js": kb.root * KB,
    "/assets/home-5.js": kb.home * KB,
    "/assets/app-4.css": kb.css * KB,
    "/images/hero-poster.svg": 2 * KB,
  });
  return measurePage({ path, html: routerPage, sizeOf });
}

describe("parseAttributes", () => {
  it("reads quoted, unquoted and bare attributes, names lower-cased", () => {
    const attributes = parseAttributes(
      `<link REL="modulepreload" href='/a.js' crossorigin data-x=1 title="a &amp; b"/>`,
    );
    expect(attributes.get("rel")).toBe("modulepreload");
    expect(attributes.get("href")).toBe("/a.js");
    expect(attributes.get("crossorigin")).toBe("");
    expect(attributes.get("data-x")).toBe("1");
    expect(attributes.get("title")).toBe("a & b");
  });
});

describe("moduleImports", () => {
  it("finds static, side-effect, re-export and dynamic imports once each, in order", () => {
    const source = `import "/a.js";
import * as r from "/b.js";
import{x as y,z}from"./c.js";
export * from '/d.js';
export { q } from "/e.js";
const later = () => import( "/f.js" );
import("/a.js");
console.log(import.meta.url);`;
    expect(moduleImports(source)).toEqual(["/a.js", "/b.js", "./c.js", "/d.js", "/e.js", "/f.js"]);
  });

  it("finds nothing in a script without imports", () => {
    expect(moduleImports(`window.important = "from here";`)).toEqual([]);
  });
});

describe("extractPageAssets", () => {
  it("collects React Router's modulepreloads and the imports of its inline module script, de-duplicated", () => {
    const assets = extractPageAssets(routerPage);
    expect(assets.scripts).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-3.js",
      "/assets/home-5.js",
    ]);
    expect(assets.stylesheets).toEqual(["/assets/app-4.css"]);
    expect(assets.inlineStyles).toEqual([".hero{color:red}"]);
  });

  it("counts external module and classic scripts but not JSON-LD, data scripts or comments", () => {
    const html = `<script type="module" src="/m.js"></script><script src="/classic.js" defer></script>
<script type="importmap">{"imports":{"a":"/x.js"}}</script><script type="application/json">{"import":"/no.js"}</script>
<!-- <script src="/hidden.js"></script> -->`;
    expect(extractPageAssets(html).scripts).toEqual(["/m.js", "/classic.js"]);
  });

  it("counts a deferred stylesheet (preload as style) once, not fonts or images", () => {
    const html = `<link rel="preload" as="style" href="/app.css" onload="this.rel='stylesheet'">
<noscript><link rel="stylesheet" href="/app.css"></noscript><link rel="preload" as="font" href="/f.woff2">
<link rel="icon" href="/favicon.svg"><link rel="alternate stylesheet" href="/alt.css">`;
    expect(extractPageAssets(html).stylesheets).toEqual(["/app.css", "/alt.css"]);
  });
});

describe("paths", () => {
  it("resolves URLs of the page against its path and drops query, fragment and other origins", () => {
    expect(sitePathOf("/assets/a.js?v=1#x", "/fr/blog")).toBe("/assets/a.js");
    expect(sitePathOf("./b.js", "/fr/blog")).toBe("/fr/blog/b.js");
    expect(sitePathOf("../c.css", "/fr/blog")).toBe("/fr/c.css");
    expect(sitePathOf("https://cdn.example.com/x.js", "/")).toBeNull();
    expect(sitePathOf("data:text/css,a{}", "/")).toBeNull();
  });
});

describe("compressedSizes", () => {
  it("measures raw, gzip and brotli bytes, compressed smaller than raw for repetitive text", () => {
    const sizes = compressedSizes("const a = 1;\n".repeat(500));
    expect(sizes.raw).toBe(13 * 500);
    expect(sizes.gzip).toBeGreaterThan(0);
    expect(sizes.gzip).toBeLessThan(sizes.raw / 10);
    expect(sizes.brotli).toBeLessThan(sizes.raw / 10);
  });
});

describe("measurePage and the build budget", () => {
  it("sums each file once and fits the budget", () => {
    const page = measureRouterPage("/", { manifest: 1, entry: 20, root: 40, home: 9, css: 10 });
    expect(page.js.files).toHaveLength(4);
    expect(page.js.gzip).toBe(70 * KB);
    expect(page.js.brotli).toBe(70 * KB - 4);
    expect(page.js.raw).toBe(210 * KB);
    // A router page hydrates on arrival: all of its JavaScript is loaded before the visitor does anything.
    expect(page.jsOnArrival).toEqual(page.js);
    const inline = compressedSizes(".hero{color:red}");
    expect(page.css.gzip).toBe(10 * KB + inline.gzip);
    expect(page.css.files).toEqual(["/assets/app-4.css", "<style>"]);
    expect(page.missing).toEqual([]);
    expect(buildBudgetFailures(page)).toEqual([]);
  });

  it("reports a page whose JavaScript and CSS exceed the budget", () => {
    const page = measureRouterPage("/blog", { manifest: 1, entry: 20, root: 70, home: 10, css: 31 });
    expect(page.js.brotli).toBe(101 * KB - 4);
    expect(page.js.brotli).toBeGreaterThan(BUILD_BUDGET.jsBrotli);
    const failures = buildBudgetFailures(page);
    expect(failures).toEqual([
      "JS 101.0 KB br > 100.0 KB (4 files)",
      "JS on arrival 101.0 KB br > 75.0 KB (/assets/manifest-1.js, /assets/entry.client-2.js, /assets/root-3.js, /assets/home-5.js)",
      expect.stringMatching(/^CSS 31\.\d KB br > 30\.0 KB$/),
    ]);
  });

  it("is exactly at the budget without failing, and fails on a file missing from the build", () => {
    const html = `<script type="module" src="/a.js"></script><link rel="modulepreload" href="/gone.js">
<astro-island component-url="/later.js" client="used"></astro-island>`;
    const sizeOf = fakeBuild({
      "/a.js": BUILD_BUDGET.jsOnArrivalBrotli + 1,
      "/later.js": BUILD_BUDGET.jsBrotli - BUILD_BUDGET.jsOnArrivalBrotli + 1,
    });
    const page = measurePage({ path: "/", html, sizeOf });
    expect(page.jsOnArrival.brotli).toBe(BUILD_BUDGET.jsOnArrivalBrotli);
    expect(page.js.brotli).toBe(BUILD_BUDGET.jsBrotli);
    expect(page.missing).toEqual(["/gone.js"]);
    expect(buildBudgetFailures(page)).toEqual(["loads /gone.js, which is not in the build"]);
  });

  it("fails a page whose JavaScript comes in more files than the budget, however small they are", () => {
    /** A page of `count` module scripts of 1 KB each, in a build that has them all. */
    const pageOf = (count: number) => {
      const files = Array.from({ length: count }, (_, i) => `/assets/part-${i}.js`);
      const html = files.map((file) => `<script type="module" src="${file}"></script>`).join("");
      return measurePage({ path: "/", html, sizeOf: fakeBuild(Object.fromEntries(files.map((f) => [f, KB]))) });
    };
    const atLimit = pageOf(BUILD_BUDGET.jsFiles);
    expect(atLimit.js.files).toHaveLength(BUILD_BUDGET.jsFiles);
    expect(buildBudgetFailures(atLimit)).toEqual([]);
    const over = BUILD_BUDGET.jsFiles + 1;
    const page = pageOf(over);
    expect(page.js.brotli).toBeLessThan(BUILD_BUDGET.jsBrotli);
    expect(buildBudgetFailures(page)).toEqual([`JS in ${over} files > ${BUILD_BUDGET.jsFiles}`]);
  });

  it("leaves other origins out of the sum and lists them", () => {
    const html = `<script type="module" src="https://cdn.example.com/x.js"></script><script type="module" src="/a.js"></script>`;
    const page = measurePage({ path: "/", html, sizeOf: fakeBuild({ "/a.js": 5 }) });
    expect(page.js.gzip).toBe(5);
    expect(page.external).toEqual(["https://cdn.example.com/x.js"]);
  });

  it("picks the page that loads the most", () => {
    const page = (path: string, js: number, css: number, images = 0): PageMeasure => ({
      path,
      js: { files: [], raw: js, gzip: js, brotli: js },
      jsOnArrival: { files: [], raw: js / 2, gzip: js / 2, brotli: js / 2 },
      css: { files: [], raw: css, gzip: css, brotli: css },
      images: { files: [], raw: images, gzip: images, brotli: images },
      missing: [],
      external: [],
    });
    const pages = [page("/", 10, 3, 40), page("/blog", 30, 1), page("/fr", 20, 5, 12)];
    expect(largestPage(pages, "js")?.path).toBe("/blog");
    expect(largestPage(pages, "jsOnArrival")?.path).toBe("/blog");
    expect(largestPage(pages, "css")?.path).toBe("/fr");
    expect(largestPage(pages, "images")?.path).toBe("/");
    expect(largestPage([], "js")).toBeUndefined();
  });
});

/** A photo as the `<Photo>` component renders it: AVIF and WebP sources, then the JPEG `<img>`. */
function photoMarkup(name: string, { sizes = "100vw", loading = "lazy" } = {}) {
  const set = (ext: string) =>
    [480, 800, 1200, 1600].map((w) => `/photos/${name}-1a2b3c4d-${w}.${ext} ${w}w`).join(", ");
  return `<picture class="contents"><source type="image/avif" srcSet="${set("avif")}" sizes="${sizes}"/>
<source type="image/webp" srcSet="${set("webp")}" sizes="${sizes}"/>
<img src="/photos/${name}-1a2b3c4d-800.jpg" srcSet="${set("jpg")}" sizes="${sizes}" alt="" width="1600" height="1067" loading="${loading}" style="background-image:url(&quot;data:image/webp;base64,UklGRg==&quot;)"/></picture>`;
}

describe("which image a phone picks", () => {
  const phone = budgetPhone;

  it("is measured for a phone 412 px wide at 2x", () => {
    expect(phone).toEqual({ width: 412, dpr: 2 });
  });

  it("reads sizes: the first entry whose condition holds, lengths in px, vw, rem and calc()", () => {
    expect(slotWidth("100vw", phone)).toBe(412);
    expect(slotWidth("(min-width: 1024px) 50vw, 100vw", phone)).toBe(412);
    expect(slotWidth("(max-width: 640px) 90vw, 600px", phone)).toBeCloseTo(370.8);
    expect(slotWidth("(min-width: 1024px) 33vw, calc(100vw - 2rem)", phone)).toBe(380);
    expect(slotWidth(undefined, phone)).toBe(412);
    expect(slotWidth("auto, 50vw", phone)).toBe(206);
    expect(cssLength("calc((100vw - 2rem) / 2)", phone)).toBe(190);
    expect(cssLength("fit-content", phone)).toBeNull();
    expect(mediaMatches("(min-width: 20em) and (max-width: 800px)", phone)).toBe(true);
    expect(mediaMatches("(orientation: portrait)", phone)).toBe(false);
  });

  it("reads srcset as the HTML parser does, commas of a data: URL included", () => {
    expect(parseSrcset("/a.jpg 480w,/b.jpg 800w")).toEqual([
      { url: "/a.jpg", width: 480 },
      { url: "/b.jpg", width: 800 },
    ]);
    expect(parseSrcset("data:image/png;base64,AA,BB 1x, /b.png 2x")).toEqual([
      { url: "data:image/png;base64,AA,BB", density: 1 },
      { url: "/b.png", density: 2 },
    ]);
  });

  it("takes the candidate Chromium takes: the lighter of two around 2x unless 2x reaches their geometric mean", () => {
    const srcset = "/p-480.avif 480w, /p-800.avif 800w, /p-1200.avif 1200w, /p-1600.avif 1600w";
    // 800w is 1.94x in a 412 px slot, 1200w 2.91x: their geometric mean (2.38) is above 2.
    expect(chooseCandidate({ srcset, sizes: "100vw" }, phone)).toBe("/p-800.avif");
    // calc(100vw - 2rem) = 380 px: 800w is 2.1x, enough.
    expect(chooseCandidate({ srcset, sizes: "calc(100vw - 2rem)" }, phone)).toBe("/p-800.avif");
    expect(chooseCandidate({ srcset, sizes: "200px" }, phone)).toBe("/p-480.avif");
    expect(chooseCandidate({ srcset, sizes: "100vw" }, { width: 1024, dpr: 2 })).toBe("/p-1600.avif");
    expect(chooseCandidate({ srcset: "/a.png 1x, /a@2x.png 2x", src: "/a.png" }, phone)).toBe("/a@2x.png");
    expect(chooseCandidate({ src: "/logo.svg" }, phone)).toBe("/logo.svg");
  });
});

describe("extractPageImages", () => {
  it("counts eager images, a picture's first usable source and image preloads, once each; not lazy ones", () => {
    const html = `<link rel="preload" as="image" href="/images/hero-poster.svg" fetchPriority="high"/>
<img src="/images/logo-mark.svg" alt="" width="40" height="40"/>
<img src="/images/hero-poster.svg" alt="" loading="eager"/>
${photoMarkup("weld-bead", { loading: "eager" })}
${photoMarkup("pipe-rack")}
<img src="/images/gallery-01.svg" alt="" loading="lazy"/>
<noscript><img src="/images/fallback.svg" alt=""/></noscript>
<!-- <img src="/images/commented.svg"> -->
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt=""/>`;
    expect(extractPageImages(html)).toEqual([
      "/images/hero-poster.svg",
      "/images/logo-mark.svg",
      "/photos/weld-bead-1a2b3c4d-800.avif",
    ]);
  });

  it("passes over a source of a type or media the phone does not take, and reads a preload's imagesrcset", () => {
    const html = `<picture><source type="image/jxl" srcset="/p.jxl"/><source media="(min-width: 1024px)" srcset="/wide.avif"/>
<source type="image/webp" srcset="/p-480.webp 480w, /p-800.webp 800w" sizes="200px"/><img src="/p.jpg" alt=""/></picture>
<link rel="preload" as="image" imagesrcset="/h-480.avif 480w, /h-800.avif 800w" imagesizes="100vw" type="image/avif"/>`;
    expect(extractPageImages(html)).toEqual(["/p-480.webp", "/h-800.avif"]);
  });
});

describe("the image budget", () => {
  const sizes = (raw: number, brotli = raw): Sizes => ({ raw, gzip: brotli, brotli });

  it("sums what a phone fetches with the page: SVG compressed, photos as they are", () => {
    const html = `<img src="/images/logo-mark.svg" alt=""/>${photoMarkup("weld-bead", { loading: "eager" })}${photoMarkup("pipe-rack")}`;
    const files: Record<string, Sizes> = {
      "/images/logo-mark.svg": sizes(3000, 900),
      // A server compresses no photo, so its brotli size (what budget.mjs would compute) does not count.
      "/photos/weld-bead-1a2b3c4d-800.avif": sizes(15_000, 14_800),
      "/photos/pipe-rack-1a2b3c4d-800.avif": sizes(8000),
    };
    const page = measurePage({ path: "/", html, sizeOf: (path) => files[path] ?? null });
    expect(page.images.files).toEqual(["/images/logo-mark.svg", "/photos/weld-bead-1a2b3c4d-800.avif"]);
    expect(page.images.brotli).toBe(900 + 15_000);
    expect(page.images.gzip).toBe(900 + 15_000);
    expect(page.images.raw).toBe(3000 + 15_000);
    expect(page.missing).toEqual([]);
    expect(buildBudgetFailures(page)).toEqual([]);
  });

  it("fails a page whose eager photos pass 150 KB, naming them, and one showing a photo the build lacks", () => {
    expect(BUILD_BUDGET.imagesBrotli).toBe(150 * KB);
    const html = `${photoMarkup("a", { loading: "eager" })}${photoMarkup("b", { loading: "eager" })}${photoMarkup("c", { loading: "eager" })}`;
    const page = measurePage({
      path: "/projects",
      html,
      sizeOf: (path) => (path.startsWith("/photos/c-") ? null : sizes(76 * KB)),
    });
    expect(page.images.brotli).toBe(152 * KB);
    expect(buildBudgetFailures(page)).toEqual([
      "images 152.0 KB > 150.0 KB (/photos/a-1a2b3c4d-800.avif, /photos/b-1a2b3c4d-800.avif)",
      "loads /photos/c-1a2b3c4d-800.avif, which is not in the build",
    ]);
  });

  it("counts a preloaded SVG beside the JavaScript and CSS, which it leaves as they were", () => {
    const page = measureRouterPage("/", { manifest: 1, entry: 20, root: 60, home: 9, css: 10 });
    expect(page.js.brotli).toBe(90 * KB - 4);
    expect(page.js.files).not.toContain("/images/hero-poster.svg");
    expect(page.images).toEqual({ files: ["/images/hero-poster.svg"], raw: 6 * KB, gzip: 2 * KB, brotli: 2 * KB - 1 });
  });
});

/** A page shaped like Astro's output: no script tag of its own for the islands, their modules in attributes. */
const islandPage = `<!doctype html><html lang="en"><head><style>astro-island{display:contents}</style></head><body>
<astro-island uid="Z1" component-url="/assets/shell-island.A1.js" component-export="default" renderer-url="/assets/client.B2.js" props="{}" ssr client="painted"><header>…</header></astro-island>
<astro-island uid="Z2" component-url="/assets/last-updated.C3.js" renderer-url="/assets/client.B2.js" props="{}" ssr client="painted"></astro-island>
<script>(()=>{/* Astro's island runtime, inline */})();</script>
</body></html>`;

describe("pages built with islands", () => {
  it("load each island's module and its renderer once, as URLs from the island's attributes", () => {
    expect(extractPageAssets(islandPage).scripts).toEqual([
      "/assets/shell-island.A1.js",
      "/assets/client.B2.js",
      "/assets/last-updated.C3.js",
    ]);
  });

  it("count what those modules import before they run, and not what they load later", () => {
    const sources: Record<string, string> = {
      "/assets/shell-island.A1.js":
        'import{j as e}from"./jsx-runtime.D4.js";import"./react-dom.E5.js";const d=()=>import("./quote-dialog.F6.js");',
      "/assets/client.B2.js": 'import{h}from"./react-dom.E5.js";',
      "/assets/last-updated.C3.js": 'import{j}from"./jsx-runtime.D4.js";',
    };
    const importsOf = (path: string) =>
      moduleImports(sources[path] ?? "", { dynamic: false }).map(
        (specifier) => new URL(specifier, `http://site${path}`).pathname,
      );
    const page = measurePage({
      path: "/about",
      html: islandPage,
      sizeOf: fakeBuild({
        "/assets/shell-island.A1.js": 10 * KB,
        "/assets/client.B2.js": 2 * KB,
        "/assets/last-updated.C3.js": 1 * KB,
        "/assets/jsx-runtime.D4.js": 1 * KB,
        "/assets/react-dom.E5.js": 50 * KB,
        "/assets/quote-dialog.F6.js": 20 * KB,
      }),
      importsOf,
    });
    expect(page.js.files.sort()).toEqual([
      "/assets/client.B2.js",
      "/assets/jsx-runtime.D4.js",
      "/assets/last-updated.C3.js",
      "/assets/react-dom.E5.js",
      "/assets/shell-island.A1.js",
    ]);
    expect(page.js.gzip).toBe(64 * KB);
    expect(page.missing).toEqual([]);
  });

  /** The same islands, the shell waiting for the visitor's first touch (`client:used`). */
  const waitingPage = islandPage.replace(
    'props="{}" ssr client="painted"><header>',
    'props="{}" ssr client="used"><header>',
  );
  const sources: Record<string, string> = {
    "/assets/shell-island.A1.js": 'import{j as e}from"./jsx-runtime.D4.js";import"./react-dom.E5.js";',
    "/assets/client.B2.js": 'import{h}from"./react-dom.E5.js";',
    "/assets/last-updated.C3.js": 'import{j}from"./jsx-runtime.D4.js";',
  };
  const importsOf = (path: string) =>
    moduleImports(sources[path] ?? "", { dynamic: false }).map(
      (specifier) => new URL(specifier, `http://site${path}`).pathname,
    );

  it("leave out of what loads on arrival the islands that wait to be used, not what another island shares", () => {
    expect(extractPageAssets(waitingPage).onArrival).toEqual(["/assets/last-updated.C3.js", "/assets/client.B2.js"]);
    const sizeOf = fakeBuild({
      "/assets/shell-island.A1.js": 10 * KB,
      "/assets/client.B2.js": 2 * KB,
      "/assets/last-updated.C3.js": 1 * KB,
      "/assets/jsx-runtime.D4.js": 1 * KB,
      "/assets/react-dom.E5.js": 50 * KB,
    });
    const page = measurePage({ path: "/about", html: waitingPage, sizeOf, importsOf });
    expect(page.js.gzip).toBe(64 * KB);
    expect(page.jsOnArrival.files).toEqual([
      "/assets/last-updated.C3.js",
      "/assets/client.B2.js",
      "/assets/jsx-runtime.D4.js",
      "/assets/react-dom.E5.js",
    ]);
    expect(page.jsOnArrival.gzip).toBe(54 * KB);
  });

  it("fail a page whose islands start on arrival past the budget, and pass it when they wait to be used", () => {
    // A page that hydrates whole again: one island holding the page, started on arrival.
    const sizeOf = fakeBuild({
      "/assets/shell-island.A1.js": 30 * KB,
      "/assets/client.B2.js": 2 * KB,
      "/assets/last-updated.C3.js": 1 * KB,
      "/assets/jsx-runtime.D4.js": 1 * KB,
      "/assets/react-dom.E5.js": 60 * KB,
    });
    const eager = measurePage({ path: "/", html: islandPage, sizeOf, importsOf });
    expect(buildBudgetFailures(eager)).toEqual([
      "JS on arrival 94.0 KB br > 75.0 KB (/assets/shell-island.A1.js, /assets/client.B2.js, /assets/last-updated.C3.js, /assets/jsx-runtime.D4.js, /assets/react-dom.E5.js)",
    ]);
    const waiting = measurePage({ path: "/", html: waitingPage, sizeOf, importsOf });
    expect(waiting.js.brotli).toBe(eager.js.brotli);
    expect(buildBudgetFailures(waiting)).toEqual([]);
  });
});
