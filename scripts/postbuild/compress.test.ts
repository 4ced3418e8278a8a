import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressBuild, removeCompressedCopies } from "./compress.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build's client folder holding `files` (path → text), in a temporary folder of its own. */
function clientWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "compress-"));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const page = `<!doctype html><html lang="en"><body>${"<p>Radiographic testing to ASME V, article 2.</p>".repeat(40)}</body></html>`;
const script = `export const services = ${JSON.stringify(Array.from({ length: 60 }, (_, i) => `weld-${i}`))};`;

describe("compressBuild", () => {
  it("writes brotli and gzip copies that decompress to each file, and keeps them by content for the next build", async () => {
    const cacheDir = clientWith({});
    const first = clientWith({ "index.html": page, "assets/app.js": script, "tiny.css": "a{}" });
    const made = await compressBuild(first, { cacheDir });
    expect(made).toMatchObject({ files: 2, cached: 0 });
    for (const path of ["index.html", "assets/app.js"]) {
      const original = readFileSync(join(first, path), "utf8");
      expect(brotliDecompressSync(readFileSync(join(first, `${path}.br`))).toString()).toBe(original);
      expect(gunzipSync(readFileSync(join(first, `${path}.gz`))).toString()).toBe(original);
    }
    // A file too small to gain anything keeps no copy.
    expect(readdirSync(first)).not.toContain("tiny.css.br");

    // Another build: the same script, a page changed by one word.
    const second = clientWith({ "index.html": page.replace("ASME", "AWS"), "assets/app.js": script });
    expect(await compressBuild(second, { cacheDir })).toMatchObject({ files: 2, cached: 1 });
    expect(readFileSync(join(second, "assets/app.js.br"))).toEqual(readFileSync(join(first, "assets/app.js.br")));
    expect(brotliDecompressSync(readFileSync(join(second, "index.html.br"))).toString()).toContain("AWS");
  });

  it("forgets copies no build has used for a month, and what a stopped build left half-written", async () => {
    const cacheDir = clientWith({ "old.br": "x", "old.gz": "x", "abc.br.1234.tmp": "half" });
    const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    for (const name of ["old.br", "old.gz", "abc.br.1234.tmp"]) utimesSync(join(cacheDir, name), monthAgo, monthAgo);
    await compressBuild(clientWith({ "index.html": page }), { cacheDir });
    const kept = readdirSync(cacheDir);
    expect(kept).not.toContain("old.br");
    expect(kept).not.toContain("abc.br.1234.tmp");
    // The copies of the build just made.
    expect(kept.filter((name) => /^[0-9a-f]{64}-q11\.(br|gz)$/.test(name))).toHaveLength(2);
  });

  it("leaves no copy behind in a build made without them, where one would be served for a file it no longer matches", async () => {
    const cacheDir = clientWith({});
    const root = clientWith({ "index.html": page, "assets/app.js": script });
    await compressBuild(root, { cacheDir });
    expect(readdirSync(root)).toContain("index.html.br");
    // The next build in the same folder changes the page and makes no copies.
    writeFileSync(join(root, "index.html"), page.replace("ASME", "AWS"));
    expect(await removeCompressedCopies(root)).toBe(4);
    expect(readdirSync(root).sort()).toEqual(["assets", "index.html"]);
    expect(readdirSync(join(root, "assets"))).toEqual(["app.js"]);
  });
});
