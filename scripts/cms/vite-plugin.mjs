// The staff editor at /admin (decision 0021): Decap CMS's ready-made bundle and the editor's configuration.
// The bundle is not part of the site's own build: it comes from node_modules as Decap ships it, copied next
// to public/admin/index.html in the client build and served from node_modules by the dev server, so the
// site's bundles, their budget and their hashes never see it. The configuration is written beside it.
import { createReadStream, readdirSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

/** @import { Plugin } from "vite" */

/** The folder of Decap's bundle in node_modules. */
export function decapDistDir() {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("decap-cms/package.json")), "dist");
}

/**
 * The files the editor loads: the entry, the chunks it fetches next to itself, and their WebAssembly.
 * Decap also ships the same bundle as `cms.js` and source maps, which nothing loads.
 * @param {string} name
 */
export const isEditorFile = (name) => /^(?:\d+\.)?decap-cms\.js$|^[0-9a-f]+\.wasm$/.test(name);

const repo = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The editor's configuration (`/admin/config.yml`), written by `app/features/cms/editor-config.server.ts` from
 * the content schemas. Loaded through Vite's module runner, which reads the app's TypeScript and its `~/`
 * paths, rather than as a route of the site: a route would add an entry to the route manifest every page
 * loads, for a file only the editor reads.
 * @returns {Promise<string>}
 */
export async function editorConfigText() {
  const { module } = await runnerImport(join(repo, "app/features/cms/editor-config.server.ts"), {
    configFile: false,
    root: repo,
    resolve: { tsconfigPaths: true },
    logLevel: "error",
  });
  return /** @type {{ editorConfigText: () => string }} */ (module).editorConfigText();
}

/** @returns {Plugin} */
export function decapEditor() {
  return {
    name: "decap-editor",
    configureServer(server) {
      const dist = decapDistDir();
      const files = new Set(readdirSync(dist).filter(isEditorFile));
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0] ?? "";
        // The editor's page is public/admin/index.html, which the dev server serves by that name only.
        if (path === "/admin" || path === "/admin/") req.url = "/admin/index.html";
        if (path === "/admin/config.yml") {
          editorConfigText().then(
            (text) => {
              res.setHeader("Content-Type", "text/yaml; charset=utf-8");
              res.end(text);
            },
            (error) => next(error),
          );
          return;
        }
        const name = path.startsWith("/admin/") ? path.slice("/admin/".length) : "";
        if (!files.has(name)) return next();
        res.setHeader("Content-Type", name.endsWith(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8");
        createReadStream(join(dist, name)).pipe(res);
      });
    },
    async writeBundle(options) {
      if (this.environment?.name !== "client" || !options.dir) return;
      const dist = decapDistDir();
      const target = join(options.dir, "admin");
      await mkdir(target, { recursive: true });
      await writeFile(join(target, "config.yml"), await editorConfigText());
      await Promise.all(
        readdirSync(dist)
          .filter(isEditorFile)
          .map((name) => copyFile(join(dist, name), join(target, name))),
      );
    },
  };
}
