import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.mjs";

/** What React Router 7 writes into a prerendered page (trimmed). */
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/framework-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/><link rel="modulepreload" href="/assets/home-5.js"/>
</head><body><main id="main"><h1>Welding &amp; NDT</h1></main>
<script>window.__reactRouterContext = {"basename":"/"};</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"en:home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const html = deferHydration(page);
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("removes the modulepreload links and React Router's bootstrap, keeping the content and other scripts", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module" async="">');
    expect(html).toContain("<h1>Welding &amp; NDT</h1>");
    expect(html).toContain('<script>window.__reactRouterContext = {"basename":"/"};</script>');
  });

  it("starts after the next frame, preloads every chunk, and binds the route modules to the names React Router uses", () => {
    // Started once: a frame after the first contentful paint is reported, or after 3 s at the latest.
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain("requestAnimationFrame(()=>setTimeout(go))");
    expect(script).toContain("setTimeout(go,3000)");
    expect(script).toContain("if(!started){started=true;start()}");
    expect(script).toContain(
      'for(const href of ["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/framework-3.js","/assets/root-4.js","/assets/home-5.js"])',
    );
    expect(script).toContain(
      'const [,route0,route1]=await Promise.all([import("/assets/manifest-1.js"),import("/assets/root-4.js"),import("/assets/home-5.js")]);',
    );
    // The original statements, in order, after the modules are bound.
    const registry = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"en:home":route1};');
    const entry = script.indexOf('import("/assets/entry.client-2.js");');
    expect(registry).toBeGreaterThan(script.indexOf("await Promise.all"));
    expect(entry).toBeGreaterThan(registry);
  });

  it("is idempotent and leaves pages without a bootstrap alone", () => {
    expect(deferHydration(html)).toBe(html);
    const feed = "<rss><channel><title>Blog</title></channel></rss>";
    expect(deferHydration(feed)).toBe(feed);
  });

  it("refuses a bootstrap it does not understand rather than ship a page that never hydrates", () => {
    const odd = page.replace('import("/assets/entry.client-2.js");', "startApp();");
    expect(() => deferHydration(odd)).toThrow(/no entry import/);
  });
});

/**
 * Runs the rewritten bootstrap in a sandbox whose clock, frames, paint reports and imports the test
 * drives: `import(x)` is rewritten to a recorder (a sandbox cannot stub the syntax itself).
 */
function sandbox(html: string, { paintTimingSupported = true } = {}) {
  const body = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const imported: string[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  let observer:
    | ((list: { getEntriesByName: (name: string) => unknown[] }, o: { disconnect: () => void }) => void)
    | null = null;
  let now = 0;
  const context = {
    imported,
    __import: (url: string) => {
      imported.push(url);
      return Promise.resolve({});
    },
    window: {},
    document: { createElement: () => ({}), head: { append: () => undefined } },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, delay = 0) => timers.push({ at: now + delay, run }),
    PerformanceObserver: class {
      static supportedEntryTypes = paintTimingSupported ? ["paint", "navigation"] : ["navigation"];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    },
  };
  runInNewContext(`(async () => {${body.replace(/\bimport\(/g, "__import(")}})()`, context);
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  return {
    imported,
    paint: (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} }),
    frame: () => {
      for (const run of frames.splice(0)) run();
    },
    advance,
    settle: () => new Promise((resolve) => setImmediate(resolve)),
  };
}

describe("the rewritten bootstrap, run", () => {
  const html = deferHydration(page);

  it("imports nothing before the first contentful paint, then everything once, a frame after it", async () => {
    const run = sandbox(html);
    run.advance(500);
    run.frame();
    run.paint("first-paint");
    run.frame();
    run.advance(0);
    expect(run.imported).toEqual([]);
    run.paint("first-contentful-paint");
    run.advance(0);
    expect(run.imported).toEqual([]);
    run.frame();
    run.advance(0);
    await run.settle();
    expect(run.imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
      "/assets/entry.client-2.js",
    ]);
    run.advance(5000);
    await run.settle();
    expect(run.imported).toHaveLength(4);
  });

  it("starts after 3 s when nothing is painted (a tab opened in the background)", async () => {
    const run = sandbox(html);
    run.advance(2999);
    await run.settle();
    expect(run.imported).toEqual([]);
    run.advance(1);
    await run.settle();
    expect(run.imported).toContain("/assets/entry.client-2.js");
  });

  it("waits one frame where paint timing is not supported", async () => {
    const run = sandbox(html, { paintTimingSupported: false });
    run.advance(0);
    expect(run.imported).toEqual([]);
    run.frame();
    run.advance(0);
    await run.settle();
    expect(run.imported).toContain("/assets/entry.client-2.js");
  });
});
