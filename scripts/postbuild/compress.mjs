// Brotli and gzip copies of every text file of the build, written once at build time so that no
// server compresses per request: sirv and nginx's gzip_static (and ngx_brotli's brotli_static) pick
// the .br or .gz file next to the original. Copies are also kept by content in a cache beside the photos'
// (node_modules/.cache/compressed): another build of the same sources (the video variant, a clone sharing
// this node_modules, the next build after a one-line change) compresses only the files that changed.
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { listBuildFiles } from "../../server/build-files.mjs";
import { compressible } from "../../server/policy.mjs";

/** @import { Stats } from "node:fs" */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller files gain nothing once headers are counted. */
const minimumBytes = 256;
/**
 * Brotli's best quality is slow (~1 s per MiB): worth it for the pages, scripts and styles a visitor
 * loads, whatever their size (React's runtime is one 221 KB chunk, 4.6 KB smaller at 11 than
 * at 9), not for other large generated files, which get quality 9 (a few per cent larger, 15× faster).
 */
const maxQualityUpTo = 256 * 1024;
const alwaysBest = /\.(html|m?js|css)$/;
/** The staff editor's bundle (Decap CMS, some 6 MB) is for a handful of people on the office's connection. */
const editorFiles = /[\\/]admin[\\/]/;

/** Where copies are kept by content between builds: in this checkout's node_modules, which a clone may share. */
export const defaultCacheDir = fileURLToPath(new URL("../../node_modules/.cache/compressed", import.meta.url));
/** A cached copy no build has used for this long is removed. */
const cacheKeepsMs = 30 * 24 * 60 * 60 * 1000;

/**
 * The cache's copies of `original` at brotli quality `quality`, or null when it has none. A copy found is
 * touched, so that the cache keeps what builds use.
 * @param {string} dir @param {string} key
 * @returns {Promise<{ br: Buffer, gz: Buffer } | null>}
 */
async function cached(dir, key) {
  try {
    const [br, gz] = await Promise.all([readFile(join(dir, `${key}.br`)), readFile(join(dir, `${key}.gz`))]);
    const now = new Date();
    await Promise.all([utimes(join(dir, `${key}.br`), now, now), utimes(join(dir, `${key}.gz`), now, now)]);
    return { br, gz };
  } catch {
    return null;
  }
}

/**
 * Keeps both copies under `key`: each written under a temporary name and renamed, so that a build running
 * beside this one reads a whole copy or none.
 * @param {string} dir @param {string} key @param {{ br: Buffer, gz: Buffer }} copies
 */
async function keep(dir, key, copies) {
  await mkdir(dir, { recursive: true });
  for (const ext of /** @type {const} */ (["gz", "br"])) {
    const temporary = join(dir, `${key}.${ext}.${randomUUID()}.tmp`);
    await writeFile(temporary, copies[ext]);
    await rename(temporary, join(dir, `${key}.${ext}`));
  }
}

/** Removes the copies no build has used for `cacheKeepsMs`, and what a stopped build left half-written. @param {string} dir */
async function pruneCache(dir) {
  const names = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
  const oldest = Date.now() - cacheKeepsMs;
  await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      const { mtimeMs } = await stat(path);
      if (mtimeMs < oldest || (name.endsWith(".tmp") && mtimeMs < Date.now() - 60 * 60 * 1000))
        await rm(path, { force: true });
    }),
  );
}

/** A precompressed copy of another file of the build. @param {string} path */
const isCopy = (path) => /\.(br|gz)$/.test(path);

/**
 * Removes every .br and .gz copy under `clientRoot`, for a build made without them: a copy left by an earlier
 * build in the same folder would otherwise be served in place of the file it no longer matches.
 * @param {string} clientRoot build/client
 * @returns {Promise<number>} how many were removed
 */
export async function removeCompressedCopies(clientRoot) {
  const copies = listBuildFiles(clientRoot).filter(isCopy);
  await Promise.all(copies.map((path) => rm(join(clientRoot, path), { force: true })));
  return copies.length;
}

/** @param {string} file */
const isCompressible = (file) => compressible.some((ext) => file.endsWith(`.${ext}`));

/**
 * Writes `<file>.br` and `<file>.gz` next to each compressible file (only when smaller), keeps copies
 * that are newer than their file, and removes copies whose file is gone. `files` counts the files given
 * copies, `cached` those of them whose copies came from the cache.
 * @param {string} clientRoot build/client
 * @param {{ cacheDir?: string }} [options]
 * @returns {Promise<{ files: number, reused: number, cached: number, bytes: number, br: number, gz: number }>}
 */
export async function compressBuild(clientRoot, { cacheDir = defaultCacheDir } = {}) {
  const all = listBuildFiles(clientRoot).map((path) => join(clientRoot, path));
  const present = new Set(all);
  const copies = all.filter(isCopy);
  await Promise.all(copies.filter((f) => !present.has(f.slice(0, -3))).map((f) => rm(f)));

  const sources = all.filter((f) => !isCopy(f) && isCompressible(f));
  const totals = { files: 0, reused: 0, cached: 0, bytes: 0, br: 0, gz: 0 };
  // A few at a time: the machine has two cores and brotli at quality 11 is CPU-bound.
  const queue = [...sources];
  /** @param {string} file */
  const removeCopies = (file) =>
    Promise.all([`${file}.br`, `${file}.gz`].filter((c) => present.has(c)).map((c) => rm(c, { force: true })));
  /**
   * A copy written after its source was: the source has not been rebuilt since.
   * @param {string} copy
   * @param {Stats} source
   */
  const fresh = async (copy, source) => present.has(copy) && (await stat(copy)).mtimeMs >= source.mtimeMs;

  async function worker() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const source = await stat(file);
      if (source.size < minimumBytes) {
        await removeCopies(file);
        continue;
      }
      if ((await fresh(`${file}.br`, source)) && (await fresh(`${file}.gz`, source))) {
        totals.reused += 1;
        continue;
      }
      await removeCopies(file);
      const original = await readFile(file);
      const quality =
        original.length <= maxQualityUpTo || (alwaysBest.test(file) && !editorFiles.test(file))
          ? constants.BROTLI_MAX_QUALITY
          : 9;
      const key = `${createHash("sha256").update(original).digest("hex")}-q${quality}`;
      let compressed = await cached(cacheDir, key);
      if (compressed) totals.cached += 1;
      else {
        const [br, gz] = await Promise.all([
          brotli(original, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: quality,
              [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        compressed = { br, gz };
        await keep(cacheDir, key, compressed);
      }
      const { br, gz } = compressed;
      totals.files += 1;
      totals.bytes += original.length;
      if (br.length < original.length) {
        await writeFile(`${file}.br`, br);
        totals.br += br.length;
      }
      if (gz.length < original.length) {
        await writeFile(`${file}.gz`, gz);
        totals.gz += gz.length;
      }
    }
  }
  await Promise.all([worker(), worker(), worker()]);
  await pruneCache(cacheDir);
  return totals;
}
