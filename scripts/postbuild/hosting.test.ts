import { describe, expect, it } from "vitest";
import { cacheControl, cspFor, securityHeaders } from "../../server/policy.mjs";
import { filePatterns, headersFile, maxHeaderRules } from "./hosting.mjs";

const pages = { "/about": { scripts: ["'sha256-abc='"], handlers: [] }, "/404": { scripts: [], handlers: [] } };
const text = headersFile({ pages, otherFiles: ["/blog.data", "/icons/favicon-32.png", "/rss.xml"] });

interface Rule {
  path: string;
  headers: [string, string][];
  detach: string[];
}

/** The rules of a `_headers` file: a path line, then indented `Name: value` and `! Name` lines. */
function parse(file: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of file.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    if (line.startsWith("/")) rules.push({ path: line, headers: [], detach: [] });
    else {
      const rule = rules.at(-1);
      if (!rule) throw new Error(`header before any path: ${line}`);
      const detached = /^ {2}! (\S+)$/.exec(line)?.[1];
      if (detached) rule.detach.push(detached);
      else {
        const m = /^ {2}([\w-]+): (.+)$/.exec(line);
        if (!m?.[1] || !m[2]) throw new Error(`unexpected line: ${line}`);
        rule.headers.push([m[1], m[2]]);
      }
    }
  }
  return rules;
}

const rules = parse(text);
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(path);

/**
 * The headers a host answers `path` with: every matching rule's headers, values of one name joined
 * with ", " (both hosts do), then, on Cloudflare Pages only, the `! Name` headers detached.
 */
function answer(path: string, host: "cloudflare" | "netlify"): Record<string, string> {
  const headers: Record<string, string> = {};
  const matching = rules.filter((rule) => matches(rule.path, path));
  for (const rule of matching) {
    for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  if (host === "cloudflare") for (const rule of matching) for (const name of rule.detach) delete headers[name];
  return headers;
}

describe("_headers", () => {
  it("gives documents every header and one CSP, on both hosts", () => {
    for (const host of ["cloudflare", "netlify"] as const) {
      expect(answer("/about", host)).toEqual({
        ...securityHeaders,
        "Content-Security-Policy": cspFor(pages["/about"]),
        "Cache-Control": cacheControl.revalidate,
      });
      expect(answer("/images/logo.svg", host)["Content-Security-Policy"], host).toBe(cspFor());
      expect(answer("/rss.xml", host)["Content-Security-Policy"], host).toBe(cspFor());
      // Redirects and 404 pages answer for any path: `/*` keeps the document headers for them.
      expect(answer("/no/such/page", host)).toEqual(securityHeaders);
    }
  });

  it("gives subresources the slim set on Cloudflare Pages", () => {
    expect(answer("/assets/app-1a2b.js", "cloudflare")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": cacheControl.immutable,
    });
    for (const path of ["/blog.data", "/icons/favicon-32.png"]) {
      expect(answer(path, "cloudflare"), path).toEqual({
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": cacheControl.revalidate,
      });
    }
  });

  it("leaves at least the CSP off subresources on Netlify, which cannot unset a header", () => {
    const asset = answer("/assets/app-1a2b.js", "netlify");
    expect(asset["Content-Security-Policy"]).toBeUndefined();
    expect(asset["Cache-Control"]).toBe(cacheControl.immutable);
    expect(asset["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("writes detach lines that Netlify's parser skips: no colon in them", () => {
    const detachLines = text.split("\n").filter((line) => line.trimStart().startsWith("!"));
    expect(detachLines.length).toBeGreaterThan(0);
    for (const line of detachLines) expect(line).not.toContain(":");
    expect(rules.flatMap((rule) => rule.detach)).not.toContain("X-Content-Type-Options");
  });
});

describe("_headers rules", () => {
  it("group data files and page-less folders, and keep files elsewhere on their own", () => {
    const patterns = filePatterns(
      [
        "/about.data",
        "/fr/about.data",
        "/social/en/about.png",
        "/social/fr/home.png",
        "/icons/icon-192.png",
        "/icons/favicon-32.png",
        "/fr/rss.xml",
        "/rss.xml",
        "/sitemap.xml",
      ],
      ["/", "/about", "/fr", "/fr/about"],
    );
    expect(patterns.sort()).toEqual(["/*.data", "/fr/rss.xml", "/icons/*", "/rss.xml", "/sitemap.xml", "/social/*"]);
  });

  it("give a grouped file the headers it had on its own", () => {
    const files = ["/blog.data", "/icons/favicon-32.png", "/icons/icon-192.png", "/rss.xml"];
    const grouped = parse(headersFile({ pages, otherFiles: files }));
    expect(grouped.map((rule) => rule.path)).toContain("/icons/*");
    expect(grouped.length).toBeLessThanOrEqual(maxHeaderRules);
  });
});
