import { describe, expect, it } from "vitest";
import { cacheControl, cspFor, editorHeaders, securityHeaders } from "../../server/policy.mjs";
import { filePatterns, headersFile, maxHeaderRules } from "./hosting.mjs";

const pages = { "/about": { scripts: ["'sha256-abc='"], handlers: [] }, "/404": { scripts: [], handlers: [] } };
/** As scripts/postbuild/index.mjs lists them: every file but pages and the /assets/ and /images/ folders. */
const photoFiles = ["/photos/weld-bead-1a2b3c4d-480.avif", "/photos/weld-bead-5e6f7a8b-800.jpg"];
const text = headersFile({
  pages,
  otherFiles: ["/blog/a-post.json", "/icons/favicon-32.png", ...photoFiles, "/rss.xml"],
});

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
 * The headers a host answers `path` with: every matching rule's headers in the file's order, values of one
 * name joined with ", " (both hosts do). Cloudflare Pages, rule by rule, first deletes the rule's `! Name`
 * headers and then adds its own (workers-sdk, pages-shared/asset-server/handler.ts, attachHeaders); Netlify
 * skips those lines.
 */
function answer(path: string, host: "cloudflare" | "netlify", from: Rule[] = rules): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of from.filter((candidate) => matches(candidate.path, path))) {
    if (host === "cloudflare") for (const name of rule.detach) delete headers[name];
    for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
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
    expect(answer("/icons/favicon-32.png", "cloudflare")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": cacheControl.revalidate,
    });
    expect(answer("/blog/a-post.json", "cloudflare")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": cacheControl.revalidate,
    });
  });

  it("keeps the photo pipeline's variants for a year, with the slim set, from one rule", () => {
    for (const path of photoFiles) {
      expect(answer(path, "cloudflare"), path).toEqual({
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": cacheControl.immutable,
      });
      // One Cache-Control only: two matching rules would join theirs into "immutable, must-revalidate".
      expect(answer(path, "netlify")["Cache-Control"], path).toBe(cacheControl.immutable);
      expect(answer(path, "netlify")["Content-Security-Policy"], path).toBeUndefined();
    }
    expect(rules.filter((rule) => rule.path.startsWith("/photos/")).map((rule) => rule.path)).toEqual(["/photos/*"]);
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
  it("group page-less folders, and keep files elsewhere on their own", () => {
    const patterns = filePatterns(
      [
        "/blog/a-post.json",
        "/fr/blog/a-post.json",
        "/social/en/about.png",
        "/social/fr/home.png",
        "/icons/icon-192.png",
        "/icons/favicon-32.png",
        "/fr/rss.xml",
        "/rss.xml",
        "/sitemap.xml",
      ],
      ["/", "/blog", "/blog/a-post", "/fr", "/fr/blog", "/fr/blog/a-post"],
    );
    expect(patterns.sort()).toEqual([
      "/blog/a-post.json",
      "/fr/blog/a-post.json",
      "/fr/rss.xml",
      "/icons/*",
      "/rss.xml",
      "/sitemap.xml",
      "/social/*",
    ]);
  });

  it("give a grouped file the headers it had on its own", () => {
    const files = ["/blog/a-post.json", "/icons/favicon-32.png", "/icons/icon-192.png", "/rss.xml"];
    const grouped = parse(headersFile({ pages, otherFiles: files }));
    expect(grouped.map((rule) => rule.path)).toContain("/icons/*");
    expect(grouped.length).toBeLessThanOrEqual(maxHeaderRules);
  });
});

describe("_headers page rules", () => {
  const grouped = {
    "/": { scripts: ["'sha256-home='"], handlers: [] },
    "/services/ndt": { scripts: ["'sha256-shared='", "'sha256-ndt='"], handlers: [] },
    "/services/coating": { scripts: ["'sha256-shared='", "'sha256-coating='"], handlers: [] },
    "/projects": { scripts: ["'sha256-list='"], handlers: [] },
    "/projects/a-job": { scripts: ["'sha256-job='"], handlers: [] },
    "/projects/industry/maritime": { scripts: ["'sha256-maritime='"], handlers: [] },
    "/projects/industry/power": { scripts: ["'sha256-power='"], handlers: [] },
    "/404": { scripts: [], handlers: [] },
  };
  const file = parse(headersFile({ pages: grouped, otherFiles: ["/rss.xml"] }));
  const csp = (path: string) =>
    file.find((rule) => rule.path === path)?.headers.find(([n]) => n === "Content-Security-Policy")?.[1];

  it("gives a folder of pages one rule that allows each of its pages' scripts, and nothing more", () => {
    expect(file.map((rule) => rule.path)).toEqual(expect.arrayContaining(["/services/*", "/projects/industry/*"]));
    expect(file.map((rule) => rule.path)).not.toContain("/services/ndt");
    expect(csp("/services/*")).toBe(
      cspFor({ scripts: ["'sha256-shared='", "'sha256-ndt='", "'sha256-coating='"], handlers: [] }),
    );
    expect(csp("/services/*")).not.toContain("sha256-home=");
  });

  it("keeps a rule per page where the folder has a subfolder, and for the not-found page", () => {
    expect(file.map((rule) => rule.path)).toEqual(expect.arrayContaining(["/projects", "/projects/a-job", "/404"]));
    expect(file.map((rule) => rule.path)).not.toContain("/projects/*");
  });

  it("answers a grouped page with one Cache-Control and one CSP", () => {
    const answerIn = (path: string) => {
      const headers: Record<string, string[]> = {};
      for (const rule of file.filter((r) => matches(r.path, path)))
        for (const [name, value] of rule.headers) headers[name] = [...(headers[name] ?? []), value];
      return headers;
    };
    for (const path of ["/services/ndt", "/services/coating", "/projects/industry/power"]) {
      expect(answerIn(path)["Cache-Control"], path).toEqual([cacheControl.revalidate]);
      expect(answerIn(path)["Content-Security-Policy"], path).toHaveLength(1);
    }
  });
});

describe("_headers for the staff editor", () => {
  const editorFiles = ["/admin/decap-cms.js", "/admin/103.decap-cms.js", "/admin/config.yml"];
  const withEditor = parse(
    headersFile({
      pages: { ...pages, "/admin": { scripts: [], handlers: [], editor: true } },
      otherFiles: ["/rss.xml", ...editorFiles],
    }),
  );

  it("gives its whole folder one rule with the editor's policy, kept out of search results", () => {
    const rulesFor = (path: string) => withEditor.filter((rule) => matches(rule.path, path) && rule.path !== "/*");
    for (const path of ["/admin", "/admin/", ...editorFiles]) {
      const [rule, ...others] = rulesFor(path);
      expect(others, path).toEqual([]);
      expect(Object.fromEntries(rule?.headers ?? []), path).toEqual({
        "Content-Security-Policy": cspFor({ editor: true }),
        "Cache-Control": cacheControl.revalidate,
        "X-Robots-Tag": "noindex",
        "Cross-Origin-Opener-Policy": editorHeaders["Cross-Origin-Opener-Policy"],
      });
    }
    expect(withEditor.filter((r) => r.path.startsWith("/admin")).map((r) => r.path)).toEqual(["/admin", "/admin/*"]);
  });

  it("gives the editor's page its own opener policy, so the sign-in popup keeps its opener", () => {
    const coop = "Cross-Origin-Opener-Policy";
    for (const path of ["/admin", "/admin/"]) {
      // Cloudflare Pages: the site's value detached, the editor's alone.
      expect(answer(path, "cloudflare", withEditor)[coop], path).toBe("same-origin-allow-popups");
      expect(answer(path, "cloudflare", withEditor)["X-Frame-Options"], path).toBe(securityHeaders["X-Frame-Options"]);
      // Netlify joins the two: a list where the header takes one token, so no policy (unsafe-none) either way
      // keeps the popup's opener, where the site's `same-origin` alone would cut it.
      const joined = answer(path, "netlify", withEditor)[coop] ?? "";
      expect(joined, path).toBe(`${securityHeaders[coop]}, same-origin-allow-popups`);
      expect(joined).not.toMatch(/^[a-z-]+$/);
    }
    // Every other page keeps the site's.
    for (const host of ["cloudflare", "netlify"] as const) {
      expect(answer("/about", host, withEditor)[coop], host).toBe("same-origin");
      expect(answer("/administration", host, withEditor)[coop], host).toBe("same-origin");
    }
  });
});
