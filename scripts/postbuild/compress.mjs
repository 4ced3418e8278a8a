// Brotli and gzip copies of every text file of the build, written once at build time so that no
// server compresses per request: sirv and nginx's gzip_static (and ngx_brotli's brotli_static) pick
// the .br or .gz file next to the original.
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
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
 * loads, whatever their size (React and React Router are one 340 KB chunk, 3 KB smaller at 11 than
 * at 9), not for other large generated files, which get quality 9 (a few per cent larger, 15× faster).
 */
const maxQualityUpTo = 256 * 1024;
const alwaysBest = /\.(html|m?js|css)$/;
/** The staff editor's bundle (Decap CMS, some 6 MB) is for a handful of people on the office's connection. */
const editorFiles = /[\\/]admin[\\/]/;

/** @param {string} file */
const isCompressible = (file) => compressible.some((ext) => file.endsWith(`.${ext}`));

/**
 * Writes `<file>.br` and `<file>.gz` next to each compressible file (only when smaller), keeps copies
 * that are newer than their file, and removes copies whose file is gone.
 * @param {string} clientRoot build/client
 * @returns {Promise<{ files: number, reused: number, bytes: number, br: number, gz: number }>}
 */
export async function compressBuild(clientRoot) {
  const all = listBuildFiles(clientRoot).map((path) => join(clientRoot, path));
  const present = new Set(all);
  const copies = all.filter((f) => /\.(br|gz)$/.test(f));
  await Promise.all(copies.filter((f) => !present.has(f.slice(0, -3))).map((f) => rm(f)));

  const sources = all.filter((f) => !/\.(br|gz)$/.test(f) && isCompressible(f));
  const totals = { files: 0, reused: 0, bytes: 0, br: 0, gz: 0 };
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
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]:
              original.length <= maxQualityUpTo || (alwaysBest.test(file) && !editorFiles.test(file))
                ? constants.BROTLI_MAX_QUALITY
                : 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
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
  return totals;
}
