import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { placeNotFoundPage } from "./not-found-page.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("placeNotFoundPage", () => {
  it("puts Astro's 404.html where every host looks for the not-found page, 404/index.html, once", () => {
    const client = mkdtempSync(join(tmpdir(), "not-found-page-"));
    folders.push(client);
    writeFileSync(join(client, "404.html"), "<p>not found</p>");
    mkdirSync(join(client, "fr", "404"), { recursive: true });
    writeFileSync(join(client, "fr", "404", "index.html"), "<p>introuvable</p>");
    placeNotFoundPage(client);
    expect(readFileSync(join(client, "404", "index.html"), "utf8")).toBe("<p>not found</p>");
    expect(readFileSync(join(client, "fr", "404", "index.html"), "utf8")).toBe("<p>introuvable</p>");
    expect(existsSync(join(client, "404.html"))).toBe(false);
    placeNotFoundPage(client);
    expect(readFileSync(join(client, "404", "index.html"), "utf8")).toBe("<p>not found</p>");
  });
});
