// The production request handler: static files from the prerendered build through sirv, plus the
// rules a static host cannot express by itself (canonical URLs, the 404 page per locale, unknown
// articles, hostile requests) and the security headers of server/policy.mjs: every one on documents,
// the slim set on subresources (headerSetFor).
// Stateless: everything it needs is read once, at start-up, from the build. Lead form POSTs alone go to
// the React Router build (server/leads.mjs).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import sirv from "sirv";
import { fileOfPagePath, scanBuild } from "./csp-hashes.mjs";
import { leadPaths } from "./leads.mjs";
import {
  allowedMethods,
  cacheControlFor,
  contentTypeOf,
  cspFor,
  documentOnlyHeaders,
  headerSetFor,
  limits,
  notFoundPageFor,
  securityHeaders,
  subresourceHeaders,
  unknownArticle,
} from "./policy.mjs";

/** Reason phrases of the errors this handler answers itself. */
const reasons = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  414: "URI Too Long",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
};

/** A decoded path as it goes into a Location header: percent-encoded, `?` and `#` included. */
const encodePath = (path) => encodeURI(path).replace(/[?#]/g, encodeURIComponent);

/** The CSP manifest written by scripts/postbuild, or one computed now when the build has none. */
function loadCspManifest(base) {
  const file = resolve(base, "..", "security", "csp.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  console.warn(`No ${file} (run node scripts/postbuild/index.mjs after the build): hashing the pages now.`);
  return scanBuild(base);
}

/** Every file of the build as its URL path (`/about/index.html`), read once at start-up. */
function listFiles(base, dir = base, files = new Set()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(base, abs, files);
    else if (entry.isFile()) files.add(`/${relative(base, abs).split(sep).join("/")}`);
  }
  return files;
}

/**
 * Gives a response the security headers of its set (policy.mjs, headerSetFor): a document gets every
 * one with `policy` as its CSP; a subresource loses those it was given on arrival and keeps nosniff.
 * @param {import("node:http").ServerResponse} res
 * @param {"document" | "subresource"} set
 * @param {string} policy
 */
function applyHeaderSet(res, set, policy) {
  if (set === "subresource") {
    for (const name of documentOnlyHeaders) res.removeHeader(name);
    for (const [name, value] of Object.entries(subresourceHeaders)) res.setHeader(name, value);
    return;
  }
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", policy);
}

/**
 * A raw HTTP/1.1 error response for a socket the HTTP parser gave up on, with the same security
 * headers as every other error (the document set). The connection closes after it.
 */
export function rawErrorResponse(status, extraHeaders = {}) {
  const body = `${reasons[status] ?? "Bad Request"}\n`;
  const headers = {
    ...securityHeaders,
    "Content-Security-Policy": cspFor(),
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": cacheControlFor(status, ""),
    Connection: "close",
    ...extraHeaders,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reasons[status] ?? "Bad Request"}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

/**
 * @param {{ root: string, leads?: Awaited<ReturnType<typeof import("./leads.mjs").loadLeadHandler>> }} options
 *   root = build/client; leads = the handler of lead form POSTs, absent on a static-only build
 */
export function createHandler({ root, leads = null }) {
  const base = resolve(root);
  const files = listFiles(base);
  const manifest = loadCspManifest(base);
  const pagePolicies = new Map(Object.entries(manifest.pages).map(([path, hashes]) => [path, cspFor(hashes)]));
  const basePolicy = cspFor();

  /** Paths answered with 404 although a file exists: the 404 templates and the static hosts' rule files. */
  const hidden = new Set(["/404", "/fr/404", "/404/index.html", "/fr/404/index.html", "/_headers", "/_redirects"]);

  const assets = sirv(base, { dev: false, etag: true, gzip: true, brotli: true, extensions: [] });

  /** The 404 pages in memory, with their precompressed forms when the build has them. */
  const notFoundPages = Object.fromEntries(
    ["/404", "/fr/404"].map((page) => {
      const file = join(base, fileOfPagePath(page));
      const variants = { identity: readFileSync(file) };
      if (existsSync(`${file}.br`)) variants.br = readFileSync(`${file}.br`);
      if (existsSync(`${file}.gz`)) variants.gzip = readFileSync(`${file}.gz`);
      return [page, variants];
    }),
  );

  /** The first encoding the client accepts among those we have. */
  function negotiate(req, variants) {
    const accepted = String(req.headers["accept-encoding"] ?? "");
    if (variants.br && /\bbr\b/i.test(accepted)) return "br";
    if (variants.gzip && /\bgzip\b/i.test(accepted)) return "gzip";
    return "identity";
  }

  /** Answers with a short text body: redirects and errors are documents, whatever was served before. */
  function sendText(req, res, status, text, headers = {}) {
    const body = Buffer.from(`${text}\n`);
    applyHeaderSet(res, headerSetFor(status, ""), basePolicy);
    res.writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": cacheControlFor(status, ""),
      ...headers,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  const fail = (req, res, status, headers) => sendText(req, res, status, reasons[status], headers);

  function redirect(req, res, location, status = 301) {
    sendText(req, res, status, `Redirecting to ${location}`, { Location: location });
  }

  function notFound(req, res, pathname) {
    const page = notFoundPageFor(pathname);
    const variants = notFoundPages[page];
    const encoding = negotiate(req, variants);
    const body = variants[encoding];
    // Also when sirv found no file after all: the 404 page is a document, with every header.
    applyHeaderSet(res, headerSetFor(404, pathname), pagePolicies.get(page) ?? basePolicy);
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": cacheControlFor(404, pathname),
      Vary: "Accept-Encoding",
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Hands a file of the build to sirv, which picks its .br/.gz form and answers ETags. Its 304 keeps
   * the headers set here, as headerSetFor(304, file) and cacheControlFor(304, file) say it should.
   */
  function serveFile(req, res, file, query, policy) {
    res.setHeader("Content-Type", contentTypeOf(file));
    res.setHeader("Cache-Control", cacheControlFor(200, file));
    applyHeaderSet(res, headerSetFor(200, file), policy);
    // Ranges are not worth their edge cases for a site of small files: always the whole file.
    delete req.headers.range;
    req.url = file + query;
    assets(req, res, () => notFound(req, res, file));
  }

  function route(req, res) {
    const method = req.method ?? "";
    const path = (req.url ?? "").split("?")[0] ?? "";
    if (leads && path === "/healthz" && (method === "GET" || method === "HEAD")) {
      res.setHeader("Content-Security-Policy", basePolicy);
      return void leads.health(res).catch((error) => {
        console.error(error);
        if (!res.headersSent) fail(req, res, 500);
      });
    }
    if (method === "POST" && leads && leadPaths.includes(path)) {
      return leads.handle(req, res, (nonce) =>
        applyHeaderSet(res, "document", cspFor({ scripts: [`'nonce-${nonce}'`] })),
      );
    }
    if (!allowedMethods.includes(method)) return fail(req, res, 405, { Allow: allowedMethods.join(", ") });
    if (req.httpVersion === "1.1" && !req.headers.host) return fail(req, res, 400);

    const target = req.url ?? "";
    if (target.length > limits.url) return fail(req, res, 414);
    let headerBytes = 0;
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const line = req.rawHeaders[i].length + req.rawHeaders[i + 1].length + 4;
      if (line > limits.header) return fail(req, res, 431);
      headerBytes += line;
    }
    if (headerBytes > limits.headers) return fail(req, res, 431);

    // Origin form ("/path?query"), or the absolute form HTTP/1.1 servers must accept (the host part
    // is ignored: this server has one site). Fragments are never sent by browsers.
    const origin = target.replace(/^https?:\/\/[^/?#]*/i, "");
    const request = origin === "" ? "/" : origin;
    if (!request.startsWith("/") || request.includes("#")) return fail(req, res, 400);
    const queryAt = request.indexOf("?");
    const rawPath = queryAt === -1 ? request : request.slice(0, queryAt);
    const query = queryAt === -1 ? "" : request.slice(queryAt);

    // Encoded slashes, backslashes and NUL have no business in our URLs: they only serve traversal.
    if (/%2f|%5c|%00|\\/i.test(rawPath)) return fail(req, res, 400);
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return fail(req, res, 400);
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
    if (/[\u0000-\u001f\u007f]/.test(pathname)) return fail(req, res, 400);
    if (pathname.split("/").some((segment) => segment === "." || segment === "..")) return fail(req, res, 400);

    // The not-found pages are templates, not pages; build-only files are not served.
    if (hidden.has(pathname) || /\.(br|gz)$/.test(pathname)) return notFound(req, res, pathname);

    // One canonical form per page: single slashes, no trailing slash, no index.html. Built from the
    // decoded path and encoded again, so `/x/index%2Ehtml` is understood and nothing raw reaches Location.
    const canonical = pathname
      .replace(/\/{2,}/g, "/")
      .replace(/\/index\.html$/, "/")
      .replace(/(.)\/+$/, "$1");
    if (canonical !== pathname) return redirect(req, res, encodePath(canonical) + query);

    if (files.has(pathname)) {
      return serveFile(req, res, pathname, query, pagePolicies.get(pathname) ?? basePolicy);
    }
    const page = pathname === "/" ? "/index.html" : `${pathname}/index.html`;
    if (files.has(page)) return serveFile(req, res, page, query, pagePolicies.get(pathname) ?? basePolicy);

    // Articles that were never published go back to the list (spec §8); their data files are just missing.
    const article = unknownArticle.exec(pathname);
    if (article && !pathname.endsWith(".data")) return redirect(req, res, `${article[1] ?? ""}/blog`, 302);

    return notFound(req, res, pathname);
  }

  return function handle(req, res) {
    // Every header from the start, so an answer no rule foresaw is a document with all of them.
    applyHeaderSet(res, "document", basePolicy);
    try {
      route(req, res);
    } catch (error) {
      // Log the cause for the operator; the visitor gets no stack trace.
      console.error(error);
      if (!res.headersSent) fail(req, res, 500);
      else res.destroy();
    }
  };
}
