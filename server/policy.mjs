// The serving policy in one place: security headers, the Content-Security-Policy, content types and
// caching. The Node server applies it at run time; scripts/postbuild writes the same rules into the
// nginx, Netlify and Cloudflare Pages configurations, so every host answers alike.

/** Which security headers a response carries (see headerSetFor). @typedef {"document" | "subresource"} HeaderSet */

/** The one origin the site frames: the hero's background video on the privacy-enhanced YouTube host. */
export const videoOrigin = "https://www.youtube-nocookie.com";

/**
 * CSP directives shared by every response. `script-src` gets each page's inline-script hashes on top
 * (see cspFor). `style-src` allows inline styles because the prerendered HTML carries style attributes
 * and Radix (scroll lock) and sonner inject <style> elements at run time (docs/decisions/0004).
 */
const baseDirectives = [
  ["default-src", "'self'"],
  ["script-src", "'self'"],
  ["style-src", "'self' 'unsafe-inline'"],
  ["img-src", "'self' data:"],
  ["font-src", "'self'"],
  ["connect-src", "'self'"],
  ["media-src", "'self'"],
  ["manifest-src", "'self'"],
  ["worker-src", "'none'"],
  ["frame-src", videoOrigin],
  ["form-action", "'self' mailto:"],
  ["base-uri", "'self'"],
  ["object-src", "'none'"],
  ["frame-ancestors", "'none'"],
];

/** Where the staff editor's pages live (decision 0021): Decap CMS, under a policy of its own. */
export const editorPrefix = "/admin";

/** @param {string} path a page path (`/admin`, `/admin/`) */
export const isEditorPath = (path) => path === editorPrefix || path.startsWith(`${editorPrefix}/`);

/**
 * The editor's policy. Decap CMS is a large single-page app built for its own needs: it compiles its
 * configuration's validator at run time ('unsafe-eval'), styles with injected CSS, shows uploads and
 * previews as blob: URLs, and talks to the Git host's API (GitHub's, a Gitea/Forgejo's from
 * `CMS_GITEA_URL`, or `decap-server` on the staff's own machine). None of this reaches the public pages,
 * whose policy stays as strict as above.
 */
function editorDirectives() {
  const gitea = /^https?:\/\/[^/\s;'"]+$/.test(process.env.CMS_GITEA_URL ?? "") ? ` ${process.env.CMS_GITEA_URL}` : "";
  return [
    ["default-src", "'self'"],
    ["script-src", "'self' 'unsafe-eval'"],
    ["style-src", "'self' 'unsafe-inline'"],
    ["img-src", `'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com${gitea}`],
    ["font-src", "'self' data:"],
    ["connect-src", `'self' blob: https://api.github.com http://localhost:8081${gitea}`],
    ["media-src", "'self' blob:"],
    ["worker-src", "'self' blob:"],
    ["frame-src", "'self' blob:"],
    ["form-action", "'self'"],
    ["base-uri", "'self'"],
    ["object-src", "'none'"],
    ["frame-ancestors", "'none'"],
  ];
}

/**
 * Headers of the editor's page that differ from every other document's. Decap signs in with GitHub in a
 * popup that must keep its `window.opener` through GitHub and back (server/cms-auth.mjs answers with
 * `unsafe-none`): under `same-origin` the page would lose the popup on its first navigation.
 * @type {Record<string, string>}
 */
export const editorHeaders = { "Cross-Origin-Opener-Policy": "same-origin-allow-popups" };

/**
 * The Content-Security-Policy of a response. `hashes` are the page's inline-script hashes
 * (`'sha256-…'`); `handlerHashes` are hashes of inline event-handler attributes, which need
 * 'unsafe-hashes' (none today; a critical-CSS `onload` would add one). An editor page gets the editor's.
 * @param {{ scripts?: string[], handlers?: string[], editor?: boolean }} [page]
 */
export function cspFor(page = {}) {
  if (page.editor)
    return editorDirectives()
      .map(([name, value]) => `${name} ${value}`)
      .join("; ");
  const scripts = page.scripts ?? [];
  const handlers = page.handlers ?? [];
  return baseDirectives
    .map(([name, value]) => {
      if (name !== "script-src") return `${name} ${value}`;
      const extra = [...scripts, ...(handlers.length ? ["'unsafe-hashes'", ...handlers] : [])];
      return [name, value, ...extra].join(" ");
    })
    .join("; ");
}

/** Browser features the site never uses are denied; the video frame may autoplay, decrypt and float. */
export const permissionsPolicy = [
  "accelerometer=()",
  `autoplay=(self "${videoOrigin}")`,
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  `encrypted-media=(self "${videoOrigin}")`,
  "gamepad=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "local-fonts=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  `picture-in-picture=(self "${videoOrigin}")`,
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/**
 * Headers every document carries (pages, the 404 pages, redirects and errors, whatever the status);
 * the CSP is added per response. Subresources get `subresourceHeaders` instead (see headerSetFor).
 * @type {Record<string, string>}
 */
export const securityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": permissionsPolicy,
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/**
 * What a script, stylesheet, font or image needs of them. CSP, Permissions-Policy, COOP, X-Frame-Options
 * and Referrer-Policy act on documents only (a stylesheet without Referrer-Policy falls back to the
 * browsers' default, which is ours), and HSTS is learnt from the document that loads the file; together
 * they are ~1.4 KB on each of the 10–40 files of a page, which a phone on a slow network waits for.
 * nosniff stays: it is what makes a browser refuse a script or stylesheet served under the wrong type.
 * @type {Record<string, string>}
 */
export const subresourceHeaders = { "X-Content-Type-Options": "nosniff" };

/** Headers a document carries and a subresource does not: the ones a server must leave out, or unset. */
export const documentOnlyHeaders = [
  "Content-Security-Policy",
  ...Object.keys(securityHeaders).filter((name) => !(name in subresourceHeaders)),
];

/**
 * Extensions that get the slim set outside /assets/ too: types a browser never runs script in, even
 * opened on their own. HTML, SVG and XML (feeds, the sitemap) are not here: opened directly, they are
 * documents that can run script, so CSP and the rest apply to them; neither is anything unknown.
 */
export const subresourceTypes = [
  "js",
  "mjs",
  "css",
  "woff2",
  "woff",
  "ttf",
  "otf",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "webp",
  "avif",
  "ico",
  "mp4",
  "webm",
  "json",
  "map",
  "data",
  "txt",
  "yml",
  "wasm",
  "webmanifest",
];

/**
 * Folders of files named by a hash of their contents, so a changed file is a new URL and each can be cached for
 * good: /assets/ is Vite's (scripts, stylesheets, fonts), /photos/ the photo pipeline's variants (decision 0019).
 * Only files a page loads, never a page, live there.
 */
export const immutablePrefixes = ["/assets/", "/photos/"];

/**
 * Whether a URL path is in one of the content-hashed folders.
 * @param {string} path
 */
export function isImmutablePath(path) {
  return immutablePrefixes.some((prefix) => path.startsWith(prefix));
}

/**
 * Which security headers a response gets: "document" (securityHeaders and a CSP) or "subresource"
 * (subresourceHeaders only). Redirects and errors can be shown as a page, so only a successful
 * answer (200, 206, 304) can be a subresource: everything in the hashed folders (JS, CSS, fonts, photos),
 * and elsewhere the types of subresourceTypes (images, fonts, data: a page loads many of them).
 * @param {number} status
 * @param {string} path the URL path that was served (the file: `/about/index.html`, not `/about`)
 * @returns {HeaderSet}
 */
export function headerSetFor(status, path) {
  if (status !== 200 && status !== 206 && status !== 304) return "document";
  if (isImmutablePath(path)) return "subresource";
  return subresourceTypes.includes(extensionOf(path)) ? "subresource" : "document";
}

/**
 * Content types by extension; anything else is served as bytes.
 * @type {Record<string, string>}
 */
export const contentTypes = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
  map: "application/json; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  // The staff editor's configuration (Decap CMS reads it as YAML) and its WebAssembly.
  yml: "text/yaml; charset=utf-8",
  wasm: "application/wasm",
  webmanifest: "application/manifest+json; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
  ttf: "font/ttf",
  otf: "font/otf",
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
};
export const defaultContentType = "application/octet-stream";

/** A path's extension in lower case, or "" when it has none. @param {string} path */
function extensionOf(path) {
  return /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? "";
}

/** @param {string} path */
export function contentTypeOf(path) {
  const ext = extensionOf(path);
  // Own keys only: `/x.constructor` is not a type.
  return (Object.hasOwn(contentTypes, ext) ? contentTypes[ext] : undefined) ?? defaultContentType;
}

/** Extensions worth precompressing (text); fonts and raster images are compressed already. */
export const compressible = [
  "html",
  "js",
  "mjs",
  "css",
  "json",
  "map",
  "xml",
  "data",
  "txt",
  "yml",
  "wasm",
  "webmanifest",
  "svg",
  "ico",
];

export const cacheControl = {
  /** Hashed file names under /assets/ and /photos/ (immutablePrefixes): a changed file gets a new name. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages, data, feeds, images: cached, but checked with the server (ETag) on every use. */
  revalidate: "public, max-age=0, must-revalidate",
  /** Redirects and errors. */
  none: "no-cache",
};

/**
 * Cache-Control for a response.
 * @param {number} status
 * @param {string} path the URL path that was served
 */
export function cacheControlFor(status, path) {
  if (status === 200 || status === 206 || status === 304) {
    return isImmutablePath(path) ? cacheControl.immutable : cacheControl.revalidate;
  }
  return cacheControl.none;
}

/** The only methods a static site answers. */
export const allowedMethods = ["GET", "HEAD"];

/**
 * Longest request target, longest header line and largest header block accepted (bytes): over them,
 * 414 and 431. nginx's `large_client_header_buffers 4 8k` draws the same lines.
 */
export const limits = { url: 8192, header: 8192, headers: 32768 };

/**
 * What a Host header (or the authority of an absolute-form target) may be: a name or IPv4 address of
 * letters, digits, `-` and `_` in dot-separated labels, or a bracketed IPv6 literal, then an optional port
 * from 1 to 65535. Anything else is answered 400 before it is parsed as a URL (`Host: a<b` and a port past
 * 65535 made the URL parser throw under the request). Written for both JavaScript and nginx's PCRE, so the
 * Node server and the generated nginx configuration draw the same line.
 */
export const hostPattern =
  "(?:\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*\\.?)" +
  "(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}))?";

const validHost = new RegExp(`^${hostPattern}$`);

/**
 * Whether a Host header's value (or an absolute-form target's authority) is one hostPattern accepts.
 * @param {string} host
 */
export function isValidHost(host) {
  return validHost.test(host);
}
