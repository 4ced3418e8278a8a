import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { mergeAstroPages } from "./astro-pages.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build folder holding `files` (path under the build → text). */
function buildWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "astro-pages-"));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("mergeAstroPages", () => {
  it("puts Astro's pages and modules over React Router's, keeps the rest, and leaves nothing to merge twice", () => {
    const build = buildWith({
      "client/index.html": "<p>home, React Router</p>",
      "client/about/index.html": "<p>about, React Router</p>",
      "client/assets/root-1.js": "router",
      "astro/about/index.html": "<p>about, Astro</p>",
      "astro/assets/shell-island.2.js": "island",
    });
    expect(mergeAstroPages(build)).toBe(1);
    const read = (path: string) => readFileSync(join(build, "client", path), "utf8");
    expect(read("about/index.html")).toBe("<p>about, Astro</p>");
    expect(read("index.html")).toBe("<p>home, React Router</p>");
    expect(read("assets/root-1.js")).toBe("router");
    expect(read("assets/shell-island.2.js")).toBe("island");
    expect(existsSync(join(build, "astro"))).toBe(false);
    expect(mergeAstroPages(build)).toBe(0);
  });

  it("puts Astro's 404.html where every host looks for the not-found page, 404/index.html", () => {
    const build = buildWith({
      "client/404/index.html": "<p>not found, React Router</p>",
      "astro/404.html": "<p>not found, Astro</p>",
      "astro/fr/404/index.html": "<p>introuvable, Astro</p>",
    });
    expect(mergeAstroPages(build)).toBe(2);
    expect(readFileSync(join(build, "client/404/index.html"), "utf8")).toBe("<p>not found, Astro</p>");
    expect(readFileSync(join(build, "client/fr/404/index.html"), "utf8")).toBe("<p>introuvable, Astro</p>");
    expect(existsSync(join(build, "client/404.html"))).toBe(false);
  });
});
