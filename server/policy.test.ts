import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  contentTypeOf,
  cspFor,
  documentOnlyHeaders,
  headerSetFor,
  immutablePrefixes,
  isEditorPath,
  isImmutablePath,
  securityHeaders,
  subresourceHeaders,
} from "./policy.mjs";

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

  it("gives the staff editor a policy of its own, and its looser parts to no other page", () => {
    const editor = cspFor({ scripts: ["'sha256-abc='"], handlers: [], editor: true });
    expect(directive(editor, "script-src")).toBe("'self' 'unsafe-eval'");
    expect(directive(editor, "connect-src")).toContain("https://api.github.com");
    expect(directive(editor, "frame-ancestors")).toBe("'none'");
    expect(directive(editor, "object-src")).toBe("'none'");
    for (const policy of [cspFor(), cspFor({ scripts: ["'sha256-abc='"], handlers: [] })]) {
      expect(policy).not.toContain("unsafe-eval");
      expect(policy).not.toContain("api.github.com");
      expect(policy).not.toContain("blob:");
    }
    expect(isEditorPath("/admin")).toBe(true);
    expect(isEditorPath("/admin/config.yml")).toBe(true);
    expect(isEditorPath("/administration")).toBe(false);
    expect(isEditorPath("/fr/admin")).toBe(false);
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
    expect(contentTypeOf("/blog/advanced-ndt-techniques.json")).toBe("application/json; charset=utf-8");
    expect(contentTypeOf("/rss.xml")).toBe("application/xml; charset=utf-8");
    expect(contentTypeOf("/site.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(contentTypeOf("/assets/font.WOFF2")).toBe("font/woff2");
    expect(contentTypeOf("/unknown.thing")).toBe("application/octet-stream");
    expect(contentTypeOf("/x.constructor")).toBe("application/octet-stream");
  });

  it("keeps hashed assets for a year and revalidates the rest", () => {
    expect(cacheControlFor(200, "/assets/app-1a2b.js")).toContain("immutable");
    expect(cacheControlFor(304, "/about/index.html")).toBe("public, max-age=0, must-revalidate");
    expect(cacheControlFor(404, "/assets/missing.js")).toBe("no-cache");
  });

  it("keeps the photo pipeline's variants for a year: their names hold their contents' hash", () => {
    expect(immutablePrefixes).toEqual(["/assets/", "/photos/"]);
    for (const path of ["/photos/weld-bead-1a2b3c4d-480.avif", "/photos/weld-bead-5e6f7a8b-800.jpg"]) {
      expect(cacheControlFor(200, path), path).toBe("public, max-age=31536000, immutable");
      expect(cacheControlFor(304, path), path).toBe("public, max-age=31536000, immutable");
    }
    expect(cacheControlFor(404, "/photos/gone-00000000-480.webp")).toBe("no-cache");
    // Only the folder itself: an image elsewhere, or a page whose path starts alike, is checked again.
    expect(isImmutablePath("/photos-of-the-team/index.html")).toBe(false);
    expect(cacheControlFor(200, "/images/hero-poster.svg")).toBe("public, max-age=0, must-revalidate");
    expect(cacheControlFor(200, "/fr/photos/x.jpg")).toBe("public, max-age=0, must-revalidate");
  });
});

describe("headerSetFor", () => {
  /** Each of `paths`, answered with a 200, gets the header set `set`. */
  const expectSet = (set: string, paths: string[]) => {
    for (const path of paths) expect(headerSetFor(200, path), path).toBe(set);
  };

  it("gives the files a page loads the slim set", () => {
    const assets = ["/assets/app-1a2b.js", "/assets/app-1a2b.css", "/assets/inter-9z.woff2", "/assets/x.svg"];
    expectSet("subresource", assets);
    expect(headerSetFor(304, "/assets/app-1a2b.js")).toBe("subresource");
    expect(headerSetFor(206, "/assets/inter-9z.woff2")).toBe("subresource");
    expectSet("subresource", ["/icons/favicon-32.png", "/social/en/home.PNG"]);
    expectSet("subresource", ["/blog/advanced-ndt-techniques.json", "/robots.txt", "/manifest.webmanifest"]);
    expectSet("subresource", ["/photos/weld-bead-1a2b3c4d-480.avif", "/photos/weld-bead-1a2b3c4d-800.webp"]);
    expect(headerSetFor(304, "/photos/weld-bead-1a2b3c4d-800.jpg")).toBe("subresource");
  });

  it("keeps every header on pages, on files that can run script opened on their own, and on the unknown", () => {
    expectSet("document", ["/index.html", "/about/index.html"]);
    expectSet("document", ["/images/logo.svg", "/rss.xml", "/sitemap.xml", "/x.pdf"]);
    expectSet("document", ["/x"]);
  });

  it("answers redirects and errors as documents, /assets/ and /photos/ included", () => {
    for (const status of [301, 302, 400, 404, 405, 414, 431, 500]) {
      expect(headerSetFor(status, "/assets/app-1a2b.js"), String(status)).toBe("document");
      expect(headerSetFor(status, "/photos/weld-bead-1a2b3c4d-480.avif"), String(status)).toBe("document");
    }
  });

  it("leaves a subresource nosniff and none of the document-only headers", () => {
    expect(subresourceHeaders).toEqual({ "X-Content-Type-Options": "nosniff" });
    expect(securityHeaders["X-Content-Type-Options"]).toBe("nosniff");
    expect([...documentOnlyHeaders].sort()).toEqual([
      "Content-Security-Policy",
      "Cross-Origin-Opener-Policy",
      "Permissions-Policy",
      "Referrer-Policy",
      "Strict-Transport-Security",
      "X-Frame-Options",
    ]);
  });
});
