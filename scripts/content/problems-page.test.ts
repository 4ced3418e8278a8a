import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer as createHttpServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { companyFacts } from "./company-plugin.mjs";
import { isPageRequest, problemsPage, statusPath } from "./problems-page.mjs";

const repo = fileURLToPath(new URL("../..", import.meta.url));
let copy: string;
let vite: ViteDevServer;
let http: Server;
let origin: string;

const tank = "app/content/projects/en/diesel-tank-api-653-inspection.md";

/**
 * A dev server on a copy of the content, with the plugin the site's vite.config.ts lists, and in front of it
 * what stands for the site's pages when the content is fine.
 */
beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), "problems-page-"));
  await cp(join(repo, "app", "content"), join(copy, "app", "content"), { recursive: true });
  await cp(join(repo, "public", "images"), join(copy, "public", "images"), { recursive: true });
  vite = await createServer({
    root: copy,
    configFile: false,
    logLevel: "silent",
    resolve: { alias: { "~": join(repo, "app") } },
    server: { middlewareMode: true, ws: false },
    appType: "custom",
    plugins: [companyFacts()],
  });
  http = createHttpServer((request, response) =>
    vite.middlewares(request, response, () => response.end("the site's page")),
  );
  await new Promise<void>((listening) => http.listen(0, "127.0.0.1", listening));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((closed) => http.close(closed));
  await vite.close();
  await rm(copy, { recursive: true, force: true });
});

/** A page as a browser asks for it. */
const page = (path = "/projects") => fetch(`${origin}${path}`, { headers: { accept: "text/html" } });

/** Waits for the server to see a change of the files (its watcher) and answer `ok`. */
async function until(ok: boolean) {
  for (let tries = 0; tries < 100; tries++) {
    const status = (await (await fetch(`${origin}${statusPath}`)).json()) as { ok: boolean };
    if (status.ok === ok) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`the content check never answered ok: ${ok}`);
}

describe("the dev server's content page", () => {
  it("serves the site while the content is fine", async () => {
    await until(true);
    const response = await page();
    expect(await response.text()).toBe("the site's page");
  });

  it("lists invalid front matter in both languages in place of every page, without a stack trace", async () => {
    const original = await readFile(join(copy, tank), "utf8");
    await writeFile(join(copy, tank), original.replace(/\n---\s*$/, "\ntestimonial:\n  quote: Thorough.\n---\n"));
    onTestFailed(() => writeFile(join(copy, tank), original));
    await until(false);
    const response = await page("/fr/projects/some-project");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("<h1>The site cannot be shown: its content needs fixing</h1>");
    expect(html).toContain(": is missing: write who said them (their role), or clear the testimonial");
    expect(html).toContain('<p lang="fr">Projets (études de cas) › « Inspection hors exploitation API 653');
    expect(html).not.toMatch(/\bat .*:\d+:\d+/);
    expect(html).not.toContain("vite/client");

    // Files, modules and the editor are served as usual, so the staff can fix the content.
    expect(await (await fetch(`${origin}/admin/`, { headers: { accept: "text/html" } })).text()).toBe(
      "the site's page",
    );
    expect(await (await fetch(`${origin}/images/role-welder.svg`)).text()).toMatch(/^<svg /);

    await writeFile(join(copy, tank), original);
    await until(true);
    expect(await (await page()).text()).toBe("the site's page");
  });

  it("lists a photo source that is not an image, and recovers once it is gone", async () => {
    const notes = join(copy, "app", "content", "photos", "notes.png");
    await writeFile(notes, "a text file named .png");
    onTestFailed(() => rm(notes, { force: true }));
    await until(false);
    expect(await (await page()).text()).toContain(
      "Photos (app/content/photos) › notes.png: is not an image: put the photograph itself there",
    );
    await rm(notes);
    await until(true);
  });

  it("lists company facts that are not even JSON, and keeps the facts as they last were right", async () => {
    const facts = join(copy, "app", "content", "company.json");
    const original = await readFile(facts, "utf8");
    const name = () =>
      (vite.ssrLoadModule(facts) as Promise<{ default: { name: string } }>).then((m) => m.default.name);
    expect(await name()).toBe(JSON.parse(original).name);
    await writeFile(facts, original.replace('"name":', '"name"'));
    try {
      await until(false);
      expect(await (await page("/")).text()).toContain("Company facts: is not valid JSON (line 2, column");
      // Loading the module does not fail, so nothing brings up Vite's error overlay.
      expect(await name()).toBe(JSON.parse(original).name);
    } finally {
      await writeFile(facts, original);
    }
    await until(true);
  });
});

describe("isPageRequest", () => {
  const request = (url: string, accept = "text/html", method = "GET") =>
    ({ url, method, headers: { accept } }) as unknown as IncomingMessage;

  it("takes a browser's page requests only", () => {
    expect(isPageRequest(request("/fr/projects/tank?x=1"))).toBe(true);
    expect(isPageRequest(request("/projects.data"))).toBe(false);
    expect(isPageRequest(request("/app/root.tsx", "*/*"))).toBe(false);
    expect(isPageRequest(request("/admin/"))).toBe(false);
    expect(isPageRequest(request("/@vite/client"))).toBe(false);
    expect(isPageRequest(request("/", "text/html", "POST"))).toBe(false);
  });
});

describe("problemsPage", () => {
  it("escapes what the content holds", () => {
    const html = problemsPage({
      collection: "posts",
      name: { en: "Blog posts", fr: "Articles du blog" },
      lines: [{ en: 'A "<script>" title', fr: "Un titre <b>" }],
    });
    expect(html).toContain("A &quot;&lt;script&gt;&quot; title");
    expect(html).toContain('<p lang="fr">Un titre &lt;b&gt;</p>');
  });
});
