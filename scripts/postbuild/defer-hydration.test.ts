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
    expect(script.trim().endsWith("requestAnimationFrame(()=>setTimeout(start));")).toBe(true);
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
