// The production request handler: static files from the prerendered build through sirv, plus the
// rules a static host cannot express by itself (canonical URLs, the 404 page per locale, unknown
// articles, hostile requests) and the security headers of server/policy.mjs: every one on documents,
// the slim set on subresources (headerSetFor).
// Stateless: everything it needs is read once, at start-up, from the build. Lead form POSTs alone go to
// the lead handler (server/leads.mjs).
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sirv from "sirv";
import {
  fileOfPagePath,
  hostRuleFiles,
  notFoundPageFor,
  notFoundPagePaths,
  unknownArticle,
} from "../app/lib/site-layout.mjs";
import { listBuildFiles } from "./build-files.mjs";
import { cmsAuthPrefix, createCmsAuthHandler } from "./cms-auth.mjs";
import { scanBuild } from "./csp-hashes.mjs";
import { isLeadRequest } from "./leads.mjs";
import {
  allowedMethods,
  cacheControlFor,
  contentTypeOf,
  cspFor,
  documentOnlyHeaders,
  editorHeaders,
  headerSetFor,
  isValidHost,
  limits,
  securityHeaders,
  subresourceHeaders,
} from "./policy.mjs";

/**
 * @import { IncomingMessage, ServerResponse } from "node:http"
 * @import { CmsAuthHandler } from "./cms-auth.mjs"
 * @import { CspManifest } from "./csp-hashes.mjs"
 * @import { LeadHandler } from "./leads.mjs"
 * @import { HeaderSet } from "./policy.mjs"
 */

/**
 * Reason phrases of the errors this handler answers itself.
 * @type {Record<number, string>}
 */
const reasons = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  414: "URI Too Long",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
};

/**
 * A decoded path as it goes into a Location header: percent-encoded, `?` and `#` included.
 * @param {string} path
 */
const encodePath = (path) => encodeURI(path).replace(/[?#]/g, encodeURIComponent);

/**
 * The CSP manifest written by scripts/postbuild, or one computed now when the build has none.
 * @param {string} base build/client
 * @returns {CspManifest}
 */
function loadCspManifest(base) {
  const file = resolve(base, "..", "security", "csp.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  console.warn(`No ${file} (run node scripts/postbuild/index.mjs after the build): hashing the pages now.`);
  return scanBuild(base);
}

/**
 * The status a request is refused with before its target is read: HTTP/1.1 without Host, several Host
 * lines or one that is no host name, or a target or headers over `limits`. Checked before anything parses
 * the Host as a URL (the lead forms' actions do), where a hostile one would throw.
 * @param {IncomingMessage} req
 * @returns {{ status: number, headers?: Record<string, string> } | null}
 */
function refusalOf(req) {
  const host = req.headers.host;
  if (req.httpVersion === "1.1" && !host) return { status: 400 };
  if (host !== undefined && !isValidHost(host)) return { status: 400 };
  // Node keeps the first of several Host lines; which one a proxy before it kept is anyone's guess.
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]?.toLowerCase() === "host") hosts += 1;
  if (hosts > 1) return { status: 400 };
  if ((req.url ?? "").length > limits.url) return { status: 414 };
  let headerBytes = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const line = (req.rawHeaders[i] ?? "").length + (req.rawHeaders[i + 1] ?? "").length + 4;
    if (line > limits.header) return { status: 431 };
    headerBytes += line;
  }
  return headerBytes > limits.headers ? { status: 431 } : null;
}

/** The scheme and authority of an absolute-form target ("http://host:port"), the authority captured. */
const absoluteForm = /^https?:\/\/([^/?#]*)/i;

/**
 * A request target taken apart.
 * @typedef {object} Target
 * @property {string} pathname decoded path
 * @property {string} rawPath the path as sent
 * @property {string} query the raw query (`?…`), or ""
 * @property {string | null} authority the host of an absolute-form target, null for the origin form
 */

/**
 * The parts of a request target, or null for a target that only serves traversal or cannot be a path
 * of this site (answered 400).
 * @param {string} target the request line's target
 * @returns {Target | null}
 */
function parseTarget(target) {
  // Origin form ("/path?query"), or the absolute form HTTP/1.1 servers must accept, whose host must be
  // a host (this server has one site, so it does not choose what is served). Fragments are never sent by
  // browsers.
  const absolute = absoluteForm.exec(target);
  const authority = absolute ? (absolute[1] ?? "") : null;
  if (authority !== null && !isValidHost(authority)) return null;
  const origin = absolute ? target.slice(absolute[0].length) : target;
  const request = origin === "" ? "/" : origin;
  if (!request.startsWith("/") || request.includes("#")) return null;
  const queryAt = request.indexOf("?");
  const rawPath = queryAt === -1 ? request : request.slice(0, queryAt);
  const query = queryAt === -1 ? "" : request.slice(queryAt);

  // Encoded slashes, backslashes and NUL have no business in our URLs: they only serve traversal.
  if (/%2f|%5c|%00|\\/i.test(rawPath)) return null;
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(pathname)) return null;
  if (pathname.split("/").some((segment) => segment === "." || segment === "..")) return null;
  return { pathname, rawPath, query, authority };
}

/**
 * One canonical form per page: single slashes, no trailing slash, no index.html. Built from the decoded
 * path (and encoded again for Location), so `/x/index%2Ehtml` is understood and nothing raw is sent back.
 * @param {string} pathname
 */
function canonicalPathOf(pathname) {
  return pathname
    .replace(/\/{2,}/g, "/")
    .replace(/\/index\.html$/, "/")
    .replace(/(.)\/+$/, "$1");
}

/**
 * Where an unknown article goes: the article list of its language (docs/decisions/0001); null for any
 * other path, an article's `.json` file included.
 * @param {string} pathname
 */
function articleListFor(pathname) {
  const article = unknownArticle.exec(pathname);
  return article ? `${article[1] ?? ""}/blog` : null;
}

/** The staff editor's page's policy (its own, server/policy.mjs), by which its other headers are told apart. */
const editorPolicy = cspFor({ editor: true });

/**
 * Gives a response the security headers of its set (policy.mjs, headerSetFor): a document gets every
 * one with `policy` as its CSP; a subresource loses those it was given on arrival and keeps nosniff.
 * @param {ServerResponse} res
 * @param {HeaderSet} set
 * @param {string} policy
 */
function applyHeaderSet(res, set, policy) {
  if (set === "subresource") {
    for (const name of documentOnlyHeaders) res.removeHeader(name);
    for (const [name, value] of Object.entries(subresourceHeaders)) res.setHeader(name, value);
    return;
  }
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (policy === editorPolicy) for (const [name, value] of Object.entries(editorHeaders)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", policy);
}

/**
 * A raw HTTP/1.1 error response for a socket the HTTP parser gave up on, with the same security
 * headers as every other error (the document set). The connection closes after it.
 * @param {number} status
 * @param {Record<string, string>} [extraHeaders]
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
 * A file in memory with the precompressed forms the build has of it.
 * @typedef {{ identity: Buffer, br?: Buffer, gzip?: Buffer }} Variants
 */

/**
 * @param {{ root: string, leads?: LeadHandler | null, cmsAuth?: CmsAuthHandler }} options
 *   root = build/client; leads = the handler of lead form POSTs, absent on a static-only build; cmsAuth = the
 *   editor's sign-in (server/cms-auth.mjs), configured from the environment unless given
 * @returns {(req: IncomingMessage, res: ServerResponse) => void}
 */
export function createHandler({ root, leads = null, cmsAuth = createCmsAuthHandler() }) {
  const base = resolve(root);
  const files = new Set(listBuildFiles(base));
  const manifest = loadCspManifest(base);
  const pagePolicies = new Map(Object.entries(manifest.pages).map(([path, hashes]) => [path, cspFor(hashes)]));
  const basePolicy = cspFor();

  /** Paths answered with 404 although a file exists: the 404 templates and the static hosts' rule files. */
  const hidden = new Set([
    ...notFoundPagePaths,
    ...notFoundPagePaths.map((page) => `/${fileOfPagePath(page)}`),
    ...hostRuleFiles,
  ]);

  const assets = sirv(base, { dev: false, etag: true, gzip: true, brotli: true, extensions: [] });

  /**
   * The 404 pages in memory, with their precompressed forms when the build has them.
   * @type {Map<string, Variants>}
   */
  const notFoundPages = new Map(
    notFoundPagePaths.map((page) => {
      const file = join(base, fileOfPagePath(page));
      /** @type {Variants} */
      const variants = { identity: readFileSync(file) };
      if (existsSync(`${file}.br`)) variants.br = readFileSync(`${file}.br`);
      if (existsSync(`${file}.gz`)) variants.gzip = readFileSync(`${file}.gz`);
      return [page, variants];
    }),
  );

  /**
   * The first encoding the client accepts among those we have.
   * @param {IncomingMessage} req
   * @param {Variants} variants
   * @returns {keyof Variants}
   */
  function negotiate(req, variants) {
    const accepted = String(req.headers["accept-encoding"] ?? "");
    if (variants.br && /\bbr\b/i.test(accepted)) return "br";
    if (variants.gzip && /\bgzip\b/i.test(accepted)) return "gzip";
    return "identity";
  }

  /**
   * Answers with a short text body: redirects and errors are documents, whatever was served before.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {number} status
   * @param {string} text
   * @param {Record<string, string>} [headers]
   */
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

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {number} status
   * @param {Record<string, string>} [headers]
   */
  const fail = (req, res, status, headers) => sendText(req, res, status, reasons[status] ?? "", headers);

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} location
   */
  function redirect(req, res, location, status = 301) {
    sendText(req, res, status, `Redirecting to ${location}`, { Location: location });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} pathname
   */
  function notFound(req, res, pathname) {
    const page = notFoundPageFor(pathname);
    const variants = /** @type {Variants} */ (notFoundPages.get(page));
    const encoding = negotiate(req, variants);
    const body = variants[encoding] ?? variants.identity;
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
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} file the file's URL path
   * @param {string} query
   * @param {string} policy
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

  /**
   * Logs what went wrong while answering and tells the visitor no more than 500, or cuts a response that
   * had already begun (its headers promised a body that will not come).
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {unknown} error
   */
  function failed(req, res, error) {
    console.error(error);
    if (!res.headersSent) fail(req, res, 500);
    else res.destroy();
  }

  /**
   * Answers `/healthz` and the lead forms' POSTs when the server build is there; false for any other
   * request, which is the static site's.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Target} target
   */
  function answerLeadRequest(req, res, target) {
    if (!leads) return false;
    const method = req.method ?? "";
    const { rawPath, query, authority } = target;
    if (rawPath === "/healthz" && (method === "GET" || method === "HEAD")) {
      res.setHeader("Content-Security-Policy", basePolicy);
      leads.health(res).catch((error) => failed(req, res, error));
      return true;
    }
    if (!isLeadRequest(method, rawPath, query)) return false;
    // The actions read the URL's host (to compare it with Origin): made here, from a Host that refusalOf
    // has checked, so that one the URL parser still refuses (`Host: 1.2.3.999`) is a 400, not a throw.
    let url;
    try {
      url = new URL(`${rawPath}${query}`, `http://${authority ?? req.headers.host ?? "localhost"}`);
    } catch {
      fail(req, res, 400);
      return true;
    }
    const setPolicy = (/** @type {{ scripts: string[], handlers: string[] }} */ hashes) =>
      applyHeaderSet(res, "document", cspFor(hashes));
    leads.handle(req, res, { url, beforeAnswer: setPolicy }).catch((error) => failed(req, res, error));
    return true;
  }

  /**
   * The file of the build a canonical path is served from: the file itself, or the page's index.html;
   * null when there is none.
   * @param {string} pathname
   */
  function fileServedAt(pathname) {
    if (files.has(pathname)) return pathname;
    const page = pathname === "/" ? "/index.html" : `${pathname}/index.html`;
    return files.has(page) ? page : null;
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function route(req, res) {
    // Only the lead forms' actions read a body (and keep the connection when they read it whole): any
    // other answer does not wait for one, and the connection closes after it instead of reading on (Node
    // would otherwise read and discard the rest, however long, to keep the connection).
    if (Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined) {
      res.setHeader("Connection", "close");
    }
    const refusal = refusalOf(req);
    if (refusal) return fail(req, res, refusal.status, refusal.headers);
    const target = parseTarget(req.url ?? "");
    if (!target) return fail(req, res, 400);
    if (answerLeadRequest(req, res, target)) return;
    if (!allowedMethods.includes(req.method ?? "")) return fail(req, res, 405, { Allow: allowedMethods.join(", ") });
    const { pathname, query } = target;
    if (pathname.startsWith(cmsAuthPrefix)) {
      cmsAuth(req, res, target).catch((error) => failed(req, res, error));
      return;
    }

    // The not-found pages are templates, not pages; build-only files are not served.
    if (hidden.has(pathname) || /\.(br|gz)$/.test(pathname)) return notFound(req, res, pathname);

    const canonical = canonicalPathOf(pathname);
    if (canonical !== pathname) return redirect(req, res, encodePath(canonical) + query);

    const file = fileServedAt(pathname);
    if (file) return serveFile(req, res, file, query, pagePolicies.get(pathname) ?? basePolicy);

    const articleList = articleListFor(pathname);
    if (articleList) return redirect(req, res, articleList, 302);

    return notFound(req, res, pathname);
  }

  return function handle(req, res) {
    // Every header from the start, so an answer no rule foresaw is a document with all of them.
    applyHeaderSet(res, "document", basePolicy);
    try {
      route(req, res);
    } catch (error) {
      // Log the cause for the operator; the visitor gets no stack trace.
      failed(req, res, error);
    }
  };
}
