import { describe, expect, it } from "vitest";
import { inquiryServiceCodes } from "~/content/forms";
import { multipartBodyBytes } from "../../app/content/attachments";
import { isLeadRequest } from "../../server/leads.mjs";
import {
  cacheControlFor,
  cspFor,
  documentOnlyHeaders,
  editorHeaders,
  headerSetFor,
  isValidHost,
  securityHeaders,
} from "../../server/policy.mjs";
import { appRequestLimit, nginxSiteConf, numberOver } from "./nginx.mjs";

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
      [200, "/blog/advanced-ndt-techniques.json"],
      [200, "/rss.xml"],
      [200, "/robots.txt"],
      [200, "/manifest.webmanifest"],
      [200, "/x.unknown"],
      [400, "/..%2fetc"],
      [200, "/photos/weld-bead-1a2b3c4d-480.avif"],
      [304, "/photos/weld-bead-1a2b3c4d-800.jpg"],
      [404, "/photos/gone-00000000-480.webp"],
    ];
    for (const [status, uri] of cases) {
      expect(mapLookup("$site_header_set", `${status}:${uri}`), `${status} ${uri}`).toBe(headerSetFor(status, uri));
    }
  });

  it("caches like policy.mjs: hashed assets and photos for a year, other files revalidated, errors never", () => {
    const cases: [number, string][] = [
      [200, "/assets/app-1a2b.js"],
      [304, "/assets/app-1a2b.css"],
      [200, "/photos/weld-bead-1a2b3c4d-480.avif"],
      [304, "/photos/weld-bead-1a2b3c4d-1600.webp"],
      [206, "/photos/weld-bead-1a2b3c4d-800.jpg"],
      [404, "/photos/gone-00000000-480.webp"],
      [301, "/photos/weld-bead-1a2b3c4d-480.avif/"],
      [200, "/about/index.html"],
      [200, "/images/hero-poster.svg"],
      [200, "/photos-of-the-team/index.html"],
      [404, "/no/such/page"],
    ];
    for (const [status, uri] of cases) {
      expect(mapLookup("$site_cache_control", `${status}:${uri}`), `${status} ${uri}`).toBe(
        JSON.stringify(cacheControlFor(status, uri)),
      );
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

describe("nginx site.conf refuses what the app refuses", () => {
  /** The regular expression of the first `if (<variable> <operator> "…")` on this variable. */
  function ifPattern(variable: string, operator: "~" | "!~"): RegExp {
    const line = conf.split("\n").find((l) => l.trim().startsWith(`if (${variable} ${operator} "`)) ?? "";
    const source = /"(.*)"\) \{ return 400; \}$/.exec(line)?.[1];
    if (!source) throw new Error(`no if on ${variable}`);
    return new RegExp(source);
  }

  const hosts = ["example.com", "example.com:8080", "LOCALHOST.", "[::1]:3000", "10.0.0.5", "exa_mple"];
  const hostile = ["example.com:99999", "example.com:0", "a<b", "a b", "a..b", "[::1", "localhost:", "x@y", "a/b"];

  it("takes the same Host headers as the app, and an empty one from HTTP/1.0", () => {
    const host = ifPattern("$http_host", "!~");
    for (const value of hosts) expect(host.test(value), value).toBe(true);
    for (const value of hostile) expect(host.test(value), value).toBe(false);
    for (const value of [...hosts, ...hostile]) expect(host.test(value), value).toBe(isValidHost(value));
    expect(host.test("")).toBe(true);
  });

  it("refuses an absolute-form target whose host the app refuses", () => {
    const absolute = ifPattern("$request", "~");
    for (const value of hosts) expect(absolute.test(`GET http://${value}/about HTTP/1.1`), value).toBe(false);
    // In a target, a space ends it (nginx itself refuses the request line) and a slash starts the path.
    for (const value of hostile.filter((h) => !/[ /]/.test(h)))
      expect(absolute.test(`GET http://${value}/about HTTP/1.1`), value).toBe(true);
    expect(absolute.test("GET http://example.com:99999 HTTP/1.1")).toBe(true);
    expect(absolute.test("GET /about HTTP/1.1")).toBe(false);
  });

  it("refuses a lead POST that declares more than 64 KiB, which the jump to the app would not check", () => {
    const over = new RegExp(`^${numberOver(65_536)}$`);
    for (const value of ["65537", "65540", "65600", "66000", "70000", "100000", "0065537", "99999999"])
      expect(over.test(value), value).toBe(true);
    for (const value of ["65536", "65535", "65529", "9999", "0", "", "0065536", "60000"])
      expect(over.test(value), value).toBe(false);
    expect(conf).toContain(`"~*^1:${numberOver(65_536)}:(?!multipart/form-data)" 1;`);
    expect(conf).toContain(`"~*^1:${numberOver(multipartBodyBytes)}:multipart/form-data" 1;`);
    expect(conf).toContain("client_max_body_size 64k;");
    expect(conf).toContain(`location @app_files {\n        client_max_body_size ${multipartBodyBytes / 1024}k;`);
  });
});

describe("nginx site.conf and the staff editor", () => {
  const withEditor = nginxSiteConf({
    root: "/srv/site",
    pages: { ...pages, "/admin": { scripts: [], handlers: [], editor: true } },
  });

  it("gives the editor's page its own policy and opener policy, and its bundle the slim set", () => {
    expect(withEditor).toContain(`"/admin/index.html" ${JSON.stringify(cspFor({ editor: true }))};`);
    expect(mapLookup("$site_header_set", "200:/admin/index.html")).toBe("editor");
    expect(mapLookup("$site_header_set", "200:/admin/decap-cms.js")).toBe("subresource");
    expect(mapLookup("$site_header_set", "404:/admin/index.html")).toBe("document");
    const coop = new Map(mapEntries("$site_cross_origin_opener_policy"));
    expect(coop.get("editor")).toBe(JSON.stringify(editorHeaders["Cross-Origin-Opener-Policy"]));
    expect(coop.get("default")).toBe(JSON.stringify(securityHeaders["Cross-Origin-Opener-Policy"]));
  });

  it("passes the editor's sign-in to the Node server, reading only", () => {
    expect(mapLookup("$site_to_app", "GET:/api/cms/auth:0:0")).toBe("1");
    expect(mapLookup("$site_to_app", "HEAD:/api/cms/callback:0:0")).toBe("1");
    expect(mapLookup("$site_to_app", "POST:/api/cms/auth:0:0")).toBe("0");
    expect(mapLookup("$site_to_app", "GET:/api/cmsx:0:0")).toBe("0");
  });
});

describe("nginx site.conf and the app's per-request answers", () => {
  it("renders the request page per request only for the quote form's own services, matched exactly", () => {
    for (const code of inquiryServiceCodes) expect(mapLookup("$site_quote_known", code), code).toBe("1");
    for (const value of ["", "NDT", "ndt ", "xndt", "ndt|coating", "welding", "third_party"]) {
      expect(mapLookup("$site_quote_known", value), value).toBe("0");
    }
    for (const path of ["/request", "/fr/request"]) {
      expect(mapLookup("$site_to_app", `GET:${path}:1:0`)).toBe("1");
      expect(mapLookup("$site_to_app", `GET:${path}:0:0`)).toBe("0");
      expect(mapLookup("$site_to_app", `GET:${path}:0:1`)).toBe("0");
      expect(mapLookup("$site_to_app", `HEAD:${path}:1:0`)).toBe("0");
      expect(mapLookup("$site_to_app", `POST:${path}:0:0`)).toBe("1");
    }
    expect(mapLookup("$site_to_app", "GET:/REQUEST:1:0")).toBe("0");
    // Another list of services changes the map with it.
    const other = nginxSiteConf({ root: "/srv/site", pages, quoteCodes: ["boiler"] });
    expect(other).toContain('"~^(boiler)$" 1;');
  });

  it("renders the blog's list per request when its query names the list's state, as the app decides", () => {
    for (const args of ["q=weld", "category=Safety", "page=2", "utm_source=x&q=", "q", "x=1&page"]) {
      expect(mapLookup("$site_list_state", args), args).toBe("1");
      expect(isLeadRequest("GET", "/blog", `?${args}`), args).toBe(true);
    }
    for (const args of ["", "utm_source=x", "faq=1", "query=weld", "pages=2", "xq=1"]) {
      expect(mapLookup("$site_list_state", args), args).toBe("0");
      expect(isLeadRequest("GET", "/blog", args && `?${args}`), args).toBe(false);
    }
    for (const path of ["/blog", "/fr/blog"]) {
      expect(mapLookup("$site_to_app", `GET:${path}:0:1`)).toBe("1");
      expect(mapLookup("$site_to_app", `GET:${path}:0:0`)).toBe("0");
      expect(mapLookup("$site_to_app", `HEAD:${path}:0:1`)).toBe("0");
      expect(isLeadRequest("HEAD", path, "?q=weld")).toBe(false);
    }
    // An article's path, or another page with such a query, is the page on disk.
    expect(mapLookup("$site_to_app", "GET:/blog/advanced-ndt-techniques:0:1")).toBe("0");
    expect(mapLookup("$site_to_app", "GET:/gallery:0:1")).toBe("0");
    expect(isLeadRequest("GET", "/gallery", "?q=weld")).toBe(false);
  });

  it("limits what one visitor asks of the app, and answers past the limit 429 with the site's headers", () => {
    const { zone, perMinute, burst } = appRequestLimit;
    expect(conf).toContain(`limit_req_zone $binary_remote_addr zone=${zone}:10m rate=${perMinute}r/m;`);
    const app = /location @app \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? "";
    expect(app).toContain(`limit_req zone=${zone} burst=${burst} nodelay;`);
    expect(app).toContain("limit_req_status 429;");
    expect(app).toContain("error_page 429 = @too_many_requests;");
    expect(conf).toContain("location @too_many_requests { return 429; }");
    expect(mapLookup("$site_retry_after", "429")).toBe(`"${Math.ceil(60 / perMinute)}"`);
    expect(mapLookup("$site_retry_after", "200")).toBe('""');
  });
});
