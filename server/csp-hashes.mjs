// Hashes of the inline scripts of each prerendered page, for its Content-Security-Policy. Computed
// from whatever the build contains (scripts/postbuild writes them to build/security/csp.json), so a
// page that changes its inline scripts changes its policy with it.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pagePathOf } from "../app/lib/site-layout.mjs";
import { htmlFiles } from "./build-files.mjs";
import { isEditorPath } from "./policy.mjs";

/**
 * The CSP hashes an HTML document needs: `'sha256-…'` for each inline script and inline event handler.
 * `editor` marks the staff editor's pages, whose policy is the editor's own (server/policy.mjs).
 * @typedef {{ scripts: string[], handlers: string[], editor?: true }} PageHashes
 */

/**
 * What scripts/postbuild writes to build/security/csp.json: page path → the hashes its policy needs.
 * @typedef {{ version: 1, algorithm: "sha256", pages: Record<string, PageHashes> }} CspManifest
 */

const executableTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Attribute values are entity-encoded in HTML; the browser hashes the decoded value.
 * @param {string} text
 */
function decodeEntities(text) {
  /** @type {Record<string, string>} */
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
 * @returns {PageHashes}
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

/**
 * The CSP manifest of a build: page path → the hashes its policy needs.
 * @param {string} clientRoot build/client
 * @returns {CspManifest}
 */
export function scanBuild(clientRoot) {
  /** @type {Record<string, PageHashes>} */
  const pages = {};
  for (const file of htmlFiles(clientRoot)) {
    const path = pagePathOf(file);
    const hashes = inlineHashes(readFileSync(join(clientRoot, file), "utf8"));
    pages[path] = isEditorPath(path) ? { ...hashes, editor: true } : hashes;
  }
  return { version: 1, algorithm: "sha256", pages };
}
