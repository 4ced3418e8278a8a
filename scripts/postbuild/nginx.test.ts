import { describe, expect, it } from "vitest";
import { cspFor, documentOnlyHeaders, headerSetFor, securityHeaders } from "../../server/policy.mjs";
import { nginxSiteConf } from "./nginx.mjs";

const pages = { "/about": { scripts: ["'sha256-abc='"], handlers: [] }, "/404": { scripts: [], handlers: [] } };
const conf = nginxSiteConf({ root: "/srv/site", pages });

/** The entries of a generated `map <source> <variable> { … }` block: [pattern, value] in order. */
function mapEntries(variable: string): [string, string][] {
  const block = new RegExp(`^map \\S+ \\${variable} \\{\\n([\\s\\S]*?)\\n\\}`, "m").exec(conf)?.[1];
  if (block === undefined) throw new Error(`no map for ${variable}`);
  return block.split("\n").map((line) => {
    const m = /^\s+("(?:[^"\\]|\\.)*"|\S+) (.*);$/.exec(line);
    if (!m?.[1] || m[2] === undefined) throw new Error(`unexpected map line: ${line}`);
    return [m[1].replace(/^"|"$/g, ""), m[2]];
  });
}

/** What nginx's map picks for a value: the first matching regex (`~`, `~*`), else exact, else default. */
function mapLookup(variable: string, value: string): string {
  const entries = mapEntries(variable);
  for (const [pattern, result] of entries) {
    if (pattern.startsWith("~*") && new RegExp(pattern.slice(2).replace(/\\\\/g, "\\"), "i").test(value)) return result;
    if (pattern.startsWith("~") && !pattern.startsWith("~*")) {
      if (new RegExp(pattern.slice(1).replace(/\\\\/g, "\\")).test(value)) return result;
    }
  }
  return entries.find(([pattern]) => pattern === value)?.[1] ?? entries.find(([p]) => p === "default")?.[1] ?? "";
}

describe("nginx site.conf", () => {
  it("sorts answers into the header sets of policy.mjs, status and file served alike", () => {
    const cases: [number, string][] = [
      [200, "/assets/app-1a2b.js"],
      [304, "/assets/app-1a2b.css"],
      [206, "/assets/inter-9z.woff2"],
      [404, "/assets/missing.js"],
      [301, "/assets/app-1a2b.js/"],
      [200, "/index.html"],
      [200, "/about/index.html"],
      [404, "/404/index.html"],
      [200, "/images/logo.svg"],
      [304, "/images/logo.svg"],
      [200, "/icons/favicon-32.png"],
      [200, "/social/en/HOME.PNG"],
      [200, "/blog.data"],
      [200, "/rss.xml"],
      [200, "/robots.txt"],
      [200, "/manifest.webmanifest"],
      [200, "/x.unknown"],
      [400, "/..%2fetc"],
    ];
    for (const [status, uri] of cases) {
      expect(mapLookup("$site_header_set", `${status}:${uri}`), `${status} ${uri}`).toBe(headerSetFor(status, uri));
    }
  });

  it("adds every document-only header from a map that is empty for subresources", () => {
    for (const name of documentOnlyHeaders) {
      const variable = /^\s+add_header (\S+) (\$\S+) always;$/m.exec(
        conf.split("\n").find((line) => line.trim().startsWith(`add_header ${name} `)) ?? "",
      )?.[2];
      expect(variable, name).toBeDefined();
      const entries = new Map(mapEntries(variable ?? ""));
      // nginx leaves out an add_header whose value is empty.
      expect(entries.get("subresource"), name).toBe('""');
      const document = entries.get("default") ?? "";
      if (name === "Content-Security-Policy") expect(document).toBe("$site_csp");
      else expect(document, name).toBe(JSON.stringify(securityHeaders[name]));
    }
  });

  it("keeps nosniff on every answer", () => {
    expect(conf).toContain('    add_header X-Content-Type-Options "nosniff" always;');
  });

  it("still gives each page its own CSP", () => {
    const csp = new Map(mapEntries("$site_csp"));
    expect(csp.get("/about/index.html")).toBe(JSON.stringify(cspFor(pages["/about"])));
    expect(csp.get("default")).toBe(JSON.stringify(cspFor()));
  });
});
