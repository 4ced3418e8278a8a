import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { multipartBodyBytes } from "../../app/content/attachments";
import { pages } from "../../app/content/pages";
import { postSlugs } from "../../app/content/prerender.server";
import { locales, localizePath } from "../../app/lib/i18n";
import { httpRequest } from "./http";
import { clientDir } from "./targets";

/**
 * One table of what the production server must answer, run unchanged against `node server/index.mjs`
 * and against nginx with the generated configuration (serving.node.test.ts, serving.nginx.test.ts).
 */
export interface Row {
  name: string;
  /** Sent as is over a socket (see http.ts); `via: "api"` rows go through fetch, which decodes the body. */
  request: string | Buffer;
  via?: "api";
  /** For `via: "api"`. */
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  expect: {
    status: number;
    location?: string;
    /** Exact Content-Type. */
    contentType?: string;
    cache?: keyof typeof cacheControl;
    /** Content-Encoding; "brotli" means br where the server has brotli, else gzip. */
    encoding?: "br" | "gzip" | "identity" | "brotli";
    /** The decoded body must contain each. */
    contains?: string[];
    allow?: string;
    /** A HEAD answer: headers only. */
    emptyBody?: boolean;
    /** A page rendered per request (never cached), or the prerendered file (revalidated). */
    rendered?: boolean;
    /**
     * Which security headers: "document" (the default: pages, 404 pages, redirects, errors, SVG, XML)
     * carries them all; "subresource" (scripts, styles, fonts, raster images, data) only nosniff.
     */
    headerSet?: "document" | "subresource";
  };
}

export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "public, max-age=0, must-revalidate",
  none: "no-cache",
} as const;

const html = "text/html; charset=utf-8";

/** Every file of the build, as URL paths. */
function buildFiles(dir = clientDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const abs = join(dir, entry.name);
    if (entry.isDirectory()) return buildFiles(abs);
    return [`/${relative(clientDir, abs).split(sep).join("/")}`];
  });
}

const files = buildFiles();
/** The first file of the build with this extension (asset names are hashed, so found, not typed). */
function firstFile(pattern: RegExp, also: (file: string) => boolean = () => true): string {
  const file = files.find((f) => pattern.test(f) && !/\.(br|gz)$/.test(f) && also(f));
  if (!file) throw new Error(`the build has no file matching ${pattern}`);
  return file;
}

const get = (target: string, headers: Record<string, string> = {}) => httpRequest("GET", target, headers);

/** Pages of the site in both languages (app/content/pages.ts and the posts). */
export const everyPage = locales.flatMap((locale) =>
  [...pages.map((p) => p.path), ...postSlugs().map((s) => `/blog/${s}`)].map((p) => ({
    locale,
    path: localizePath(p, locale),
  })),
);

const pageRows: Row[] = everyPage.map(({ locale, path }) => ({
  name: `page ${path}`,
  request: "",
  via: "api",
  method: "GET",
  path,
  expect: { status: 200, contentType: html, cache: "revalidate", contains: [`<html lang="${locale}"`] },
}));

// One with compressed copies: a script of a few dozen bytes has none (compressing would not shrink it).
export const script = firstFile(/^\/assets\/.+\.js$/, (f) => files.includes(`${f}.gz`));
const optional = (pattern: RegExp) => files.find((f) => pattern.test(f) && !/\.(br|gz)$/.test(f));
const manifest = optional(/\.webmanifest$/);
const icon = optional(/^\/icons\/.+\.png$/);
// The pages use system fonts (decision 0009); a web font added later is served like any asset.
const font = optional(/^\/assets\/.+\.woff2$/);
// The pages' styles are inlined in each page today; a stylesheet file added later is served like any asset.
const stylesheet = optional(/^\/assets\/.+\.css$/);

const serving: Row[] = [
  {
    name: "HEAD answers the headers of GET without a body",
    request: httpRequest("HEAD", "/about"),
    expect: { status: 200, contentType: html, cache: "revalidate", emptyBody: true },
  },
  {
    name: "a query string does not change the page",
    request: get("/about?utm_source=test"),
    expect: { status: 200, contentType: html, contains: ['<html lang="en"'] },
  },
  {
    name: "a link that chooses the quote form's service is answered with the service chosen",
    request: get("/request?quote=ndt"),
    expect: {
      status: 200,
      contentType: html,
      contains: ['<html lang="en"', '<option value="ndt" selected="">'],
      rendered: true,
    },
  },
  {
    name: "the same link in French chooses the French form's service",
    request: get("/fr/request?quote=staff-outsourcing"),
    expect: {
      status: 200,
      contentType: html,
      contains: ['<html lang="fr"', '<option value="staff-outsourcing" selected="">'],
      rendered: true,
    },
  },
  {
    // A render costs several static pages: only a code the form knows is worth one.
    name: "a link naming no service of the form is the page on disk, not a render",
    request: get("/request?quote=welding-free-quote"),
    expect: { status: 200, contentType: html, contains: ['<html lang="en"'], rendered: false },
  },
  {
    name: "the blog's list with a category in its query is rendered filtered",
    request: get("/blog?category=safety"),
    expect: {
      status: 200,
      contentType: html,
      contains: ['<html lang="en"', 'href="/blog/offshore-welding-safety"', 'value="safety" aria-pressed="true"'],
      rendered: true,
    },
  },
  {
    name: "the French list searched is rendered with the search in its box",
    request: get("/fr/blog?q=pipeline"),
    expect: {
      status: 200,
      contentType: html,
      contains: ['<html lang="fr"', 'href="/fr/blog/pipeline-construction-quality-assurance"', 'value="pipeline"'],
      rendered: true,
    },
  },
  {
    name: "the blog's list with only a campaign's query is the page on disk",
    request: get("/blog?utm_source=newsletter"),
    expect: { status: 200, contentType: html, contains: ['<html lang="en"'], rendered: false },
  },
  // Canonical URLs.
  { name: "trailing slash", request: get("/about/"), expect: { status: 301, location: "/about", cache: "none" } },
  {
    name: "trailing slash keeps the query",
    request: get("/services/ndt/?ref=1"),
    expect: { status: 301, location: "/services/ndt?ref=1" },
  },
  { name: "French home with slash", request: get("/fr/"), expect: { status: 301, location: "/fr" } },
  { name: "/index.html", request: get("/index.html"), expect: { status: 301, location: "/" } },
  { name: "page/index.html", request: get("/about/index.html"), expect: { status: 301, location: "/about" } },
  { name: "French index.html", request: get("/fr/index.html"), expect: { status: 301, location: "/fr" } },
  {
    name: "double slashes collapse without leaving the site",
    request: get("//evil.example/"),
    expect: { status: 301, location: "/evil.example" },
  },
  { name: "double slashes, one hop", request: get("//about//"), expect: { status: 301, location: "/about" } },
  { name: "double slashes to home", request: get("//"), expect: { status: 301, location: "/" } },
  {
    name: "encoded index.html",
    request: get("/about/index%2Ehtml?x=1"),
    expect: { status: 301, location: "/about?x=1" },
  },
  // Articles and the 404 page.
  {
    name: "unknown article → the list",
    request: get("/blog/no-such-article"),
    expect: { status: 302, location: "/blog", cache: "none" },
  },
  {
    name: "unknown French article → the French list",
    request: get("/fr/blog/article-inexistant"),
    expect: { status: 302, location: "/fr/blog" },
  },
  {
    name: "unknown article's reader file is simply missing",
    request: get("/blog/no-such-article.json"),
    expect: { status: 404 },
  },
  {
    name: "unknown path → English 404 page",
    request: get("/no/such/page"),
    expect: { status: 404, contentType: html, cache: "none", contains: ['<html lang="en"', "Page Not Found"] },
  },
  {
    name: "unknown French path → French 404 page",
    request: get("/fr/aucune/page"),
    expect: { status: 404, contentType: html, contains: ['<html lang="fr"'] },
  },
  { name: "/404 is not a page", request: get("/404"), expect: { status: 404, contains: ['<html lang="en"'] } },
  { name: "/fr/404 is not a page", request: get("/fr/404"), expect: { status: 404, contains: ['<html lang="fr"'] } },
  { name: "the 404 template file", request: get("/404/index.html"), expect: { status: 404 } },
  // The 404 page stands in for a missing asset: a document, with every header.
  { name: "missing asset", request: get("/assets/missing-0000.js"), expect: { status: 404, cache: "none" } },
  {
    name: "an asset path with a trailing slash redirects with every header",
    request: get(`${script}/`),
    expect: { status: 301, location: script, cache: "none" },
  },
  { name: "host rule files are not served", request: get("/_headers"), expect: { status: 404 } },
  { name: "precompressed copies are not URLs", request: get(`${script}.br`), expect: { status: 404 } },
  // Content types and caching.
  {
    name: "JavaScript asset",
    request: get(script),
    expect: {
      status: 200,
      contentType: "text/javascript; charset=utf-8",
      cache: "immutable",
      headerSet: "subresource",
    },
  },
  ...(stylesheet
    ? [
        {
          name: "stylesheet",
          request: get(stylesheet),
          expect: { status: 200, contentType: "text/css; charset=utf-8", cache: "immutable", headerSet: "subresource" },
        } satisfies Row,
      ]
    : []),
  ...(font
    ? [
        {
          name: "font",
          request: get(font),
          expect: { status: 200, contentType: "font/woff2", cache: "immutable", headerSet: "subresource" },
        } satisfies Row,
      ]
    : []),
  {
    name: "HEAD of a script has the headers of its GET",
    request: httpRequest("HEAD", script),
    expect: { status: 200, contentType: "text/javascript; charset=utf-8", headerSet: "subresource", emptyBody: true },
  },
  // SVG opened on its own is a document that can run script: it keeps every header.
  {
    name: "SVG image",
    request: get("/images/favicon.svg"),
    expect: { status: 200, contentType: "image/svg+xml", cache: "revalidate" },
  },
  ...(icon
    ? [
        {
          name: "PNG icon",
          request: get(icon),
          expect: { status: 200, contentType: "image/png", cache: "revalidate", headerSet: "subresource" },
        } satisfies Row,
      ]
    : []),
  // So is XML (a feed can carry XHTML and its script).
  {
    name: "RSS feed",
    request: get("/rss.xml"),
    expect: { status: 200, contentType: "application/xml; charset=utf-8", contains: ["<rss"] },
  },
  {
    name: "French RSS feed",
    request: get("/fr/rss.xml"),
    expect: { status: 200, contentType: "application/xml; charset=utf-8" },
  },
  ...(manifest
    ? [
        {
          name: "web app manifest",
          request: get(manifest),
          expect: { status: 200, contentType: "application/manifest+json; charset=utf-8", headerSet: "subresource" },
        } satisfies Row,
      ]
    : []),
  // Precompressed answers.
  {
    name: "brotli for a page",
    request: get("/about", { "Accept-Encoding": "br, gzip" }),
    expect: { status: 200, encoding: "brotli", contentType: html },
  },
  {
    name: "gzip for a page",
    request: get("/about", { "Accept-Encoding": "gzip" }),
    expect: { status: 200, encoding: "gzip", contentType: html },
  },
  {
    name: "no encoding asked, none given",
    request: get("/about"),
    expect: { status: 200, encoding: "identity" },
  },
  {
    name: "gzip for a script",
    request: get(script, { "Accept-Encoding": "gzip" }),
    expect: { status: 200, encoding: "gzip", cache: "immutable", headerSet: "subresource" },
  },
  {
    name: "brotli for a script",
    request: get(script, { "Accept-Encoding": "br, gzip" }),
    expect: { status: 200, encoding: "brotli", cache: "immutable", headerSet: "subresource" },
  },
  {
    name: "gzip for the 404 page",
    request: get("/no/such/page", { "Accept-Encoding": "gzip" }),
    expect: { status: 404, encoding: "gzip", contains: ["Page Not Found"] },
  },
];

const passwd = "root:x:0:0";
const longUrl = `/${"a".repeat(20_000)}`;
const manyHeaders = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`X-Filler-${i}`, "b".repeat(1000)]));

/** Requests an attacker sends: each gets a 4xx, never a file outside the build, never a stack trace. */
export const hostile: Row[] = [
  { name: "../ traversal", request: get("/../../../../etc/passwd"), expect: { status: 400 } },
  { name: "%2e%2e traversal", request: get("/%2e%2e/%2e%2e/%2e%2e/etc/passwd"), expect: { status: 400 } },
  { name: "mixed-case %2E%2e", request: get("/%2E%2e/%2e%2E/etc/passwd"), expect: { status: 400 } },
  { name: "encoded slash %2f", request: get("/assets/..%2f..%2f..%2fetc%2fpasswd"), expect: { status: 400 } },
  { name: "encoded slash alone", request: get("/about%2Fteam"), expect: { status: 400 } },
  { name: "encoded backslash %5c", request: get("/..%5c..%5cetc%5cpasswd"), expect: { status: 400 } },
  { name: "raw backslashes", request: get("/..\\..\\etc\\passwd"), expect: { status: 400 } },
  { name: "build files beside the site", request: get("/../security/csp.json"), expect: { status: 400 } },
  { name: "dot segment inside a path", request: get("/blog/../about"), expect: { status: 400 } },
  { name: "single dot segment", request: get("/about/./team"), expect: { status: 400 } },
  { name: "NUL byte", request: get("/about%00.html"), expect: { status: 400 } },
  { name: "malformed percent-encoding", request: get("/%E0%A4%A"), expect: { status: 400 } },
  { name: "fragment sent to the server", request: get("/about#top"), expect: { status: 400 } },
  { name: "20 000-character URL", request: get(longUrl), expect: { status: 414 } },
  {
    name: "20 000-character header",
    request: get("/", { "X-Long": "c".repeat(20_000) }),
    expect: { status: 431 },
  },
  { name: "40 KB of headers", request: get("/", manyHeaders), expect: { status: 431 } },
  { name: "unknown method BREW", request: httpRequest("BREW", "/"), expect: { status: 405, allow: "GET, HEAD" } },
  { name: "DELETE", request: httpRequest("DELETE", "/about"), expect: { status: 405, allow: "GET, HEAD" } },
  {
    name: "PUT with a body",
    request: `PUT /about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 5\r\n\r\nhello`,
    expect: { status: 405, allow: "GET, HEAD" },
  },
  { name: "POST", request: httpRequest("POST", "/"), expect: { status: 405, allow: "GET, HEAD" } },
  { name: "OPTIONS", request: httpRequest("OPTIONS", "/"), expect: { status: 405, allow: "GET, HEAD" } },
  {
    name: "CONNECT (not a proxy)",
    request: "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n",
    expect: { status: 400 },
  },
  { name: "lower-case method", request: httpRequest("get", "/"), expect: { status: 400 } },
  { name: "garbage request line", request: "HELLO\r\n\r\n", expect: { status: 400 } },
  {
    name: "HTTP/1.1 without Host",
    request: "GET / HTTP/1.1\r\nConnection: close\r\n\r\n",
    expect: { status: 400 },
  },
  {
    name: "an Upgrade header changes nothing",
    request: get("/about", { Upgrade: "websocket", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==" }),
    expect: { status: 200, contentType: html },
  },
  {
    name: "absolute-form target is served like its path",
    request: get("http://localhost/about"),
    expect: { status: 200, contentType: html, contains: ['<html lang="en"'] },
  },
];

/**
 * A request made to take the server down rather than to read a file. Each is answered with its status
 * (with the security headers, no stack trace), and after each the site still answers: the home page, a
 * form's submission, and the process is still running (suite.ts).
 */
export interface Attack {
  name: string;
  /**
   * Sent as is over a socket. When its headers announce more body than it carries, the client sends
   * nothing more and waits: the answer must come anyway, from a server that did not wait for that body.
   */
  request: string | Buffer;
  /** The status Node answers, and nginx unless `nginxStatus` says otherwise. */
  status: number;
  /** What nginx answers when its own limit refuses first (its 64 KiB body limit: 413). */
  nginxStatus?: number;
}

/** The lead forms' limit on a body (server/leads/service.ts, client_max_body_size in the nginx configuration). */
const bodyLimit = 64 * 1024;

/**
 * A POST as sent on the wire: the request line, then the header lines exactly as given (duplicates kept,
 * Host among them), then the body.
 */
function rawPost(target: string, headerLines: string[], body: string | Buffer = "a=b"): Buffer {
  const head = [`POST ${target} HTTP/1.1`, ...headerLines, "Connection: close"].join("\r\n");
  return Buffer.concat([Buffer.from(`${head}\r\n\r\n`, "latin1"), Buffer.from(body)]);
}

/** A form POST with a body that fits, from the site's own pages (no Origin), and the given Host. */
const formPost = (target: string, host: string, body = "a=b") =>
  rawPost(
    target,
    [`Host: ${host}`, "Content-Type: application/x-www-form-urlencoded", `Content-Length: ${body.length}`],
    body,
  );

/** The request line and Host of a GET with any Host. */
const getWithHost = (target: string, host: string) =>
  `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;

/** A valid inquiry, as the form sends it: stored when the Host is a host like any other. */
const inquiryBody = new URLSearchParams({
  form: "inquiry",
  locale: "en",
  page: "/",
  website: "",
  elapsed: "12000",
  submission: `ipv6-host-${Date.now()}`,
  name: "Paul Mbarga",
  email: `paul.ipv6.${Date.now()}@example.org`,
  company: "",
  phone: "",
  service: "ndt",
  details: "UT of 12 nozzle welds",
}).toString();

/** `count` chunks of 8 KiB in chunked transfer coding, without the last (empty) chunk that would end it. */
const chunks = (count: number) => `2000\r\n${"x".repeat(8192)}\r\n`.repeat(count);

const hostileHosts = [
  // The port is past 65535: the URL parser threw under the request and ended the process.
  "example.com:99999",
  // Not a host name at all; nginx lets it through to the app.
  "a<b",
];

export const attacks: Attack[] = [
  ...hostileHosts.flatMap((host) => [
    { name: `Host: ${host} on the forms' endpoint`, request: formPost("/api/leads", host), status: 400 },
    { name: `Host: ${host} on the French request page`, request: formPost("/fr/request", host), status: 400 },
    { name: `Host: ${host} on a page`, request: getWithHost("/about", host), status: 400 },
  ]),
  { name: "an empty Host", request: formPost("/api/leads", ""), status: 400 },
  {
    name: "two Host lines",
    request: rawPost("/api/leads", ["Host: localhost", "Host: evil.example", "Content-Length: 3"]),
    status: 400,
  },
  { name: "an IPv6 Host left open", request: formPost("/api/leads", "[::1"), status: 400 },
  // Past the Host pattern, the URL parser still refuses it (the last label reads as an IPv4 number).
  { name: "an IPv4 Host out of range", request: formPost("/api/leads", "1.2.3.999"), status: 400 },
  { name: "an IPv6 literal Host is served", request: getWithHost("/about", "[::1]:8080"), status: 200 },
  {
    name: "an IPv6 literal Host can send a form",
    request: formPost("/api/leads", "[::1]", inquiryBody),
    status: 200,
  },
  {
    name: "absolute-form target with a port past 65535",
    request: rawPost("http://example.com:99999/api/leads", ["Host: localhost", "Content-Length: 3"]),
    status: 400,
  },
  { name: "absolute-form target with no host", request: getWithHost("http:///about", "localhost"), status: 400 },
  {
    name: "absolute-form target with a hostile host",
    request: getWithHost("http://a<b/about", "localhost"),
    status: 400,
  },
  { name: "a target that is not a path", request: formPost("api/leads", "localhost"), status: 400 },
  { name: "a form target with a dot segment", request: formPost("/api/../api/leads", "localhost"), status: 400 },
  {
    name: "two Content-Length lines that disagree",
    request: rawPost("/api/leads", ["Host: localhost", "Content-Length: 3", "Content-Length: 4"], "abcd"),
    status: 400,
  },
  {
    name: "Transfer-Encoding and Content-Length together",
    request: rawPost("/api/leads", ["Host: localhost", "Content-Length: 3", "Transfer-Encoding: chunked"], "0\r\n\r\n"),
    status: 400,
  },
  {
    name: "Transfer-Encoding twice",
    request: rawPost(
      "/api/leads",
      ["Host: localhost", "Transfer-Encoding: chunked", "Transfer-Encoding: chunked"],
      "0\r\n\r\n",
    ),
    status: 400,
  },
  {
    name: "a NUL byte in a header",
    request: rawPost("/api/leads", ["Host: localhost", "X-Note: a\u0000b", "Content-Length: 3"]),
    status: 400,
  },
  {
    name: "a 20 000-character header on the forms' endpoint",
    request: rawPost("/api/leads", ["Host: localhost", `X-Long: ${"c".repeat(20_000)}`, "Content-Length: 3"]),
    status: 431,
  },
  {
    // Past Node's own header limit (64 KiB): its parser gives up, and the server still answers.
    name: "80 KB of headers on the forms' endpoint",
    request: rawPost("/api/leads", [
      "Host: localhost",
      ...Array.from({ length: 80 }, (_, i) => `X-Filler-${i}: ${"b".repeat(1000)}`),
      "Content-Length: 3",
    ]),
    status: 431,
  },
  { name: "a control character in the target", request: formPost("/api/le\u0001ads", "localhost"), status: 400 },
  {
    name: "a chunked body over 64 KiB, with no Content-Length",
    request: rawPost(
      "/api/leads",
      ["Host: localhost", "Content-Type: application/x-www-form-urlencoded", "Transfer-Encoding: chunked"],
      chunks(bodyLimit / 8192 + 2),
    ),
    status: 413,
  },
  {
    name: "a declared Content-Length over 64 KiB",
    request: rawPost(
      "/api/leads",
      ["Host: localhost", "Content-Type: application/x-www-form-urlencoded", `Content-Length: ${bodyLimit * 2}`],
      "x".repeat(1024),
    ),
    status: 413,
  },
  {
    name: "a form with files that declares 60 MB is refused before its body arrives",
    request: rawPost(
      "/api/leads",
      ["Host: localhost", "Content-Type: multipart/form-data; boundary=x", `Content-Length: ${60 * 1024 * 1024}`],
      "x".repeat(16 * 1024),
    ),
    status: 413,
  },
  {
    name: "a form with files sent chunked past its limit, with no Content-Length",
    request: rawPost(
      "/api/leads",
      ["Host: localhost", "Content-Type: multipart/form-data; boundary=x", "Transfer-Encoding: chunked"],
      chunks(multipartBodyBytes / 8192 + 2),
    ),
    status: 413,
  },
  {
    name: "a cross-site POST of 10 MB is refused before its body arrives",
    request: rawPost(
      "/api/leads",
      [
        "Host: localhost",
        "Origin: https://evil.example",
        "Content-Type: application/x-www-form-urlencoded",
        "Content-Length: 10000000",
      ],
      "x".repeat(16 * 1024),
    ),
    status: 403,
    // nginx reads a body before passing it on, and this one is over its limit.
    nginxStatus: 413,
  },
  {
    name: "10 MB sent to a page are not waited for",
    request: rawPost(
      "/about",
      ["Host: localhost", "Content-Type: application/x-www-form-urlencoded", "Content-Length: 10000000"],
      "x".repeat(16 * 1024),
    ),
    status: 405,
  },
];

/** Text that must never appear in an answer: a system file, or a server's stack trace. */
export const leaks = [passwd, /\bat .+:\d+:\d+\)?/, /node:internal/, /\/work\//, /Error: /];

export const rows: Row[] = [...pageRows, ...serving];
