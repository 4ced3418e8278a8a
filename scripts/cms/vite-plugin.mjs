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
 * The editor's generated files by name (`config.yml`, `config.fr.yml`, `editor-text.json`), written by
 * `app/features/cms/editor-config.server.ts` from the content schemas and the editor's dictionaries. Loaded
 * through Vite's module runner, which reads the app's TypeScript and its `~/` paths, rather than as a route
 * of the site: a route would add an entry to the route manifest every page loads, for files only the
 * editor reads.
 * @param {string} [localSiteUrl] for `npm run cms`: its dev server's origin, where "View Live" leads
 * @returns {Promise<Record<string, string>>}
 */
export async function editorFiles(localSiteUrl) {
  const { module } = await runnerImport(join(repo, "app/features/cms/editor-config.server.ts"), {
    configFile: false,
    root: repo,
    resolve: { tsconfigPaths: true },
    logLevel: "error",
  });
  const { editorFiles: files } =
    /** @type {{ editorFiles: (env?: object, local?: { siteUrl: string }) => Record<string, string> }} */ (module);
  return localSiteUrl ? files(process.env, { siteUrl: localSiteUrl }) : files(process.env);
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
        const generated = /^\/admin\/(config(?:\.[a-z]{2})?\.yml|editor-text\.json)$/.exec(path)?.[1];
        if (generated) {
          // "View Live" leads to this dev server: the site as the files now stand, not the public one.
          editorFiles(`http://${req.headers.host ?? "localhost"}`).then(
            (files) => {
              const text = files[generated];
              if (text === undefined) return next();
              const type = generated.endsWith(".json") ? "application/json" : "text/yaml";
              res.setHeader("Content-Type", `${type}; charset=utf-8`);
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
      const generated = await editorFiles();
      await Promise.all(Object.entries(generated).map(([name, text]) => writeFile(join(target, name), text)));
      await Promise.all(
        readdirSync(dist)
          .filter(isEditorFile)
          .map((name) => copyFile(join(dist, name), join(target, name))),
      );
    },
  };
}
