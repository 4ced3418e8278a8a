import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { htmlFiles, listBuildFiles } from "./build-files.mjs";

describe("listBuildFiles", () => {
  const root = mkdtempSync(join(tmpdir(), "build-files-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  for (const file of ["index.html", "about/index.html", "about/team/index.html", "assets/a.js", "rss.xml"]) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), "");
  }

  it("lists every file as the URL path it is served at, sorted", () => {
    expect(listBuildFiles(root)).toEqual([
      "/about/index.html",
      "/about/team/index.html",
      "/assets/a.js",
      "/index.html",
      "/rss.xml",
    ]);
  });

  it("lists the HTML files relative to the folder", () => {
    expect(htmlFiles(root)).toEqual(["about/index.html", "about/team/index.html", "index.html"]);
  });
});
