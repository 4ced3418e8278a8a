// The photo pipeline (decision 0019) inside Vite: before a build or the dev server starts, every source in
// app/content/photos/ is converted (or taken from the cache) into public/photos/, which Vite serves in dev
// and copies into the client build; the manifest is the module `virtual:photo-manifest`, read by loaders.
// A source the pipeline refuses (a text file named .png, say) stops a build with one line naming it. The dev
// server keeps going without it and says so in its log: a module that failed to load would put Vite's error
// overlay in front of the staff, and the dev server's content page lists the problem instead (decision 0027).
import { relative, resolve, sep } from "node:path";
import { defaultCacheDir, defaultOutDir, listPhotoSources, PhotoSourceError, processPhotos } from "./pipeline.mjs";

/** @import { Plugin, ViteDevServer } from "vite" */
/** @import { ProcessPhotosResult } from "./pipeline.mjs" */

/** The id modules import the manifest by; `app/photo-manifest.d.ts` gives it its type. */
export const manifestModuleId = "virtual:photo-manifest";
/** The `\0` prefix tells other plugins the module is virtual: no file to transform or watch. */
const resolvedManifestId = `\0${manifestModuleId}`;
export const defaultSourceDir = "app/content/photos";

/**
 * The runs of this process, by folders, shared by every copy of the plugin. `astro build` resolves the
 * plugin's config six times in one process (its sync's temporary server, then each build) and starts it in four
 * of them, and a config that Vite bundles with the files it imports (vitest.config.ts) brings a new copy of this
 * module each time it is loaded: the pipeline would run more than once, and two runs at once could each remove
 * the other's new files as stale.
 */
const shared = /** @type {{ [key: symbol]: unknown }} */ (/** @type {unknown} */ (globalThis));
const runsKey = Symbol.for("weld-inspect.photo-pipeline.runs");
shared[runsKey] ??= new Map();
const sharedRuns = /** @type {Map<string, Promise<ProcessPhotosResult>>} */ (shared[runsKey]);

/**
 * The folders a build of this process converts, where a source the pipeline refuses stops everything. Shared
 * like the runs: a build may also start a dev-server-like compiler of its own (`astro build` syncs in one) and
 * run this plugin's buildStart there, outside the bundler; once the build has started, that too stops it, with
 * the problem's line alone.
 */
const buildsKey = Symbol.for("weld-inspect.photo-pipeline.builds");
shared[buildsKey] ??= new Set();
const sharedBuilds = /** @type {Set<string>} */ (shared[buildsKey]);

/**
 * @typedef {object} PhotosPluginOptions
 * @property {string} [sourceDir] Folder of the sources, from Vite's root; default `app/content/photos`.
 * @property {string} [outDir] Folder the variants are served from; default `public/photos`.
 * @property {string} [cacheDir] Conversions kept between runs; default `node_modules/.cache/photos`.
 * @property {boolean} [lazy] Run only when a module imports the manifest, and watch nothing: for the test
 *   runner, which should not convert photos for the many test files that never show one.
 * @property {(message: string) => void} [log] Default: Vite's logger.
 */

/**
 * @param {PhotosPluginOptions} [options]
 * @returns {Plugin}
 */
export function photos(options = {}) {
  let root = process.cwd();
  /** @type {(message: string) => void} */
  let log = options.log ?? ((message) => console.log(message));

  /** The folders as paths from the working directory, so the pipeline's messages name files briefly. */
  const folders = () => {
    const fromCwd = (/** @type {string} */ path) => relative(process.cwd(), resolve(root, path)) || ".";
    return {
      sourceDir: fromCwd(options.sourceDir ?? defaultSourceDir),
      outDir: fromCwd(options.outDir ?? defaultOutDir),
      cacheDir: fromCwd(options.cacheDir ?? defaultCacheDir),
    };
  };

  /** The folders' key in the shared runs and builds. */
  const keyOf = () => {
    const { sourceDir, outDir, cacheDir } = folders();
    return JSON.stringify([resolve(sourceDir), resolve(outDir), resolve(cacheDir)]);
  };

  /**
   * The manifest of the photos as they are now: the run already made in this process, or a new one when
   * `again` (a source changed). A new run starts after the previous one settles, never beside it. Sources
   * the pipeline refuses stop a build (`PhotoSourceError`); anywhere else they are left out, and logged.
   * @param {boolean} [again]
   */
  const manifest = async (again = false) => {
    const { sourceDir, outDir, cacheDir } = folders();
    const key = keyOf();
    const building = () => sharedBuilds.has(key);
    const previous = sharedRuns.get(key);
    let run = previous;
    if (!run || again) {
      run = (previous ?? Promise.resolve())
        .catch(() => undefined)
        .then(async () => {
          const sources = await listPhotoSources(sourceDir);
          const result = await processPhotos({ sourceDir, sources, outDir, cacheDir, log, keepGoing: true });
          if (!building()) for (const problem of result.problems) log(`photos: ${problem.file}: ${problem.message.en}`);
          return result;
        });
      sharedRuns.set(key, run);
    }
    const result = await run;
    if (result.problems.length > 0 && building()) throw new PhotoSourceError(result.problems);
    return result.manifest;
  };

  /** @param {ViteDevServer} server */
  const watch = (server) => {
    const sourceDir = resolve(folders().sourceDir);
    server.watcher.add(sourceDir);
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let pending;
    /** @param {string} file */
    const changed = (file) => {
      if (!resolve(file).startsWith(`${sourceDir}${sep}`)) return;
      // Copying a folder of photos in fires an event per file: one run once they have all arrived.
      clearTimeout(pending);
      pending = setTimeout(async () => {
        try {
          await manifest(true);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          server.config.logger.error(message);
          server.ws.send({ type: "error", err: { message, stack: "" } });
          return;
        }
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolvedManifestId);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      }, 150);
    };
    server.watcher.on("add", changed).on("change", changed).on("unlink", changed);
  };

  /**
   * The dev server whose sources to watch, once its start has gone through.
   * @type {ViteDevServer | undefined}
   */
  let devServer;

  return {
    name: "weld-inspect:photos",
    configResolved(config) {
      root = config.root;
      if (config.command === "build") sharedBuilds.add(keyOf());
      if (!options.log) log = (message) => config.logger.info(message);
    },
    // Before anything is bundled, so a source the pipeline refuses fails the build with its message, and
    // public/photos/ is complete before Vite copies the public folder into the client build.
    async buildStart() {
      if (options.lazy) return;
      await manifest();
      // Watched only from here: Vite leaves the watcher of a server whose start failed (a build's compiler that
      // stops on a bad source) open and never closes it, and changes seen through it would convert into folders
      // removed since.
      if (devServer) watch(devServer);
      devServer = undefined;
    },
    resolveId(id) {
      return id === manifestModuleId ? resolvedManifestId : undefined;
    },
    async load(id) {
      if (id !== resolvedManifestId) return undefined;
      return `export default ${JSON.stringify(await manifest())};\n`;
    },
    configureServer(server) {
      if (!options.lazy) devServer = server;
    },
  };
}
