import { describe, expect, it } from "vitest";
import { cacheControlFor, contentTypeOf, cspFor, notFoundPageFor, unknownArticle } from "./policy.mjs";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe("cspFor", () => {
  it("allows scripts from the site and the page's own hashes only", () => {
    const policy = cspFor({ scripts: ["'sha256-abc='"], handlers: [] });
    expect(directive(policy, "script-src")).toBe("'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("needs 'unsafe-hashes' only when a page has inline event handlers", () => {
    expect(directive(cspFor({ scripts: [], handlers: ["'sha256-h='"] }), "script-src")).toBe(
      "'self' 'unsafe-hashes' 'sha256-h='",
    );
  });

  it("frames only the video host and is never framed", () => {
    const policy = cspFor();
    expect(directive(policy, "frame-src")).toBe("https://www.youtube-nocookie.com");
    expect(directive(policy, "frame-ancestors")).toBe("'none'");
    expect(directive(policy, "object-src")).toBe("'none'");
  });
});

describe("serving rules", () => {
  it("labels the build's file types", () => {
    expect(contentTypeOf("/blog.data")).toBe("text/x-script; charset=utf-8");
    expect(contentTypeOf("/rss.xml")).toBe("application/xml; charset=utf-8");
    expect(contentTypeOf("/site.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(contentTypeOf("/assets/font.WOFF2")).toBe("font/woff2");
    expect(contentTypeOf("/unknown.thing")).toBe("application/octet-stream");
  });

  it("keeps hashed assets for a year and revalidates the rest", () => {
    expect(cacheControlFor(200, "/assets/app-1a2b.js")).toContain("immutable");
    expect(cacheControlFor(304, "/about/index.html")).toBe("public, max-age=0, must-revalidate");
    expect(cacheControlFor(404, "/assets/missing.js")).toBe("no-cache");
  });

  it("finds the locale's 404 page and unknown articles", () => {
    expect(notFoundPageFor("/fr")).toBe("/fr/404");
    expect(notFoundPageFor("/fr/x")).toBe("/fr/404");
    expect(notFoundPageFor("/french")).toBe("/404");
    expect(unknownArticle.exec("/fr/blog/x")?.[1]).toBe("/fr");
    expect(unknownArticle.test("/blog/x/y")).toBe(false);
  });
});
