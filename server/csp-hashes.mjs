// Hashes of the inline scripts of each prerendered page, for its Content-Security-Policy. Computed
// from whatever the build contains (scripts/postbuild writes them to build/security/csp.json), so a
// page that changes its inline scripts changes its policy with it.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const executableTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Attribute values are entity-encoded in HTML; the browser hashes the decoded value. */
function decodeEntities(text) {
  const named = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/**
 * The CSP hashes one HTML document needs: its inline executable scripts, and any inline event
 * handler attributes (`onload="…"`), which only work with 'unsafe-hashes'.
 * @param {string} html
 * @returns {{ scripts: string[], handlers: string[] }}
 */
export function inlineHashes(html) {
  // The parser turns CRLF into LF before the browser hashes a script.
  const source = html.replace(/\r\n?/g, "\n");
  const scripts = new Set();
  for (const match of source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    // JSON-LD and other data blocks never execute, so the policy need not name them.
    if (!executableTypes.has(typeValue)) continue;
    scripts.add(sha256(match[2] ?? ""));
  }
  const handlers = new Set();
  // Only inside tags, and not inside script bodies (stripped first).
  const markup = source.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "");
  for (const tag of markup.matchAll(/<[a-z][^\s/>]*(\s[^>]*)>/gi)) {
    for (const attr of (tag[1] ?? "").matchAll(/\s(on[a-z]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
      handlers.add(sha256(decodeEntities(attr[2] ?? attr[3] ?? "")));
    }
  }
  return { scripts: [...scripts].sort(), handlers: [...handlers].sort() };
}

/** Every .html file under a folder, as paths relative to it with forward slashes. */
export function htmlFiles(root, dir = root) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...htmlFiles(root, abs));
    else if (entry.isFile() && entry.name.endsWith(".html")) files.push(relative(root, abs).split(sep).join("/"));
  }
  return files.sort();
}

/** The URL path a prerendered file is served at: `about/index.html` → `/about`, `index.html` → `/`. */
export function pagePathOf(file) {
  if (file === "index.html") return "/";
  return file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : `/${file}`;
}

/** The file a page path is served from: the inverse of pagePathOf. */
export function fileOfPagePath(path) {
  if (path === "/") return "index.html";
  return path.endsWith(".html") ? path.slice(1) : `${path.slice(1)}/index.html`;
}

/**
 * The CSP manifest of a build: page path → the hashes its policy needs.
 * @param {string} clientRoot build/client
 */
export function scanBuild(clientRoot) {
  /** @type {Record<string, { scripts: string[], handlers: string[] }>} */
  const pages = {};
  for (const file of htmlFiles(clientRoot)) {
    pages[pagePathOf(file)] = inlineHashes(readFileSync(join(clientRoot, file), "utf8"));
  }
  return { version: 1, algorithm: "sha256", pages };
}
