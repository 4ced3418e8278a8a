// Turns source photographs into the files pages serve (decision 0019): auto-oriented, every metadata
// field dropped, AVIF + WebP + JPEG at a few widths under content-hashed names, a tiny placeholder, and
// a manifest entry that gives the picture component the sizes it needs. Conversions are cached by the
// source's hash and the settings, so a build with unchanged photos converts nothing.
import { createHash, randomUUID } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import sharp from "sharp";
import {
  defaultMaxSourceBytes,
  defaultMaxSourcePixels,
  firstLine,
  inspect,
  PhotoProblem,
  PhotoSourceError,
  readSource,
} from "./source-check.mjs";

export {
  checkPhotoSources,
  defaultMaxSourceBytes,
  defaultMaxSourcePixels,
  PhotoSourceError,
  problemsOf,
} from "./source-check.mjs";

/** @typedef {"avif" | "webp" | "jpeg"} PhotoFormat */

/**
 * One encoded file of a photo.
 * @typedef {object} PhotoVariant
 * @property {number} width Pixels, as written in `srcset` (`480w`).
 * @property {number} height Pixels.
 * @property {string} file Name inside the output folder, e.g. `tank-weld-1a2b3c4d-480.avif`.
 * @property {number} bytes Size of the file, for budgets and reports.
 */

/**
 * What a page needs to show one photo.
 * @typedef {object} PhotoEntry
 * @property {number} width Intrinsic width as served, after orientation: the largest variant's (the
 *   source's own width, or the largest target width when the source is wider).
 * @property {number} height Intrinsic height of the largest variant, after orientation.
 * @property {string} placeholder A 16 px wide WebP as a `data:` URI, painted before the photo arrives.
 * @property {string} sourceHash SHA-256 of the source file, hex.
 * @property {Record<PhotoFormat, PhotoVariant[]>} formats Variants per format, narrowest first.
 */

/**
 * @typedef {object} PhotoManifest
 * @property {Record<string, PhotoEntry>} photos Keyed by the source's path inside the source folder,
 *   with `/` separators (`projects/tank-weld.jpg`), the name content uses to refer to a photo.
 */

/**
 * Where a photo is used, as the build finds it in content.
 * @typedef {object} PhotoReference
 * @property {string} photo Key in the manifest (`projects/tank-weld.jpg`).
 * @property {{ en?: string | null, fr?: string | null }} alt Alternative text in each language.
 * @property {string} where The file and field that refer to it, for the error message.
 */

/**
 * @typedef {object} ProcessPhotosOptions
 * @property {string} sourceDir Folder the sources live in, e.g. `app/content/photos`.
 * @property {string[]} sources Paths inside `sourceDir` (see `listPhotoSources`).
 * @property {string} [outDir] Folder the variants are copied to, served under one prefix; default `public/photos`.
 *   The pipeline owns it: variant files of photos no longer among the sources are removed.
 * @property {string} [cacheDir] Converted photos kept between builds; default `node_modules/.cache/photos`.
 * @property {number[]} [widths] Target widths; a source narrower than the largest keeps its own width.
 * @property {number} [maxSourceBytes] Larger sources are refused; default 20 MB.
 * @property {number} [maxSourcePixels] Sources with more pixels are refused; default 50 megapixels.
 * @property {string} [manifestFile] Also write the manifest there as JSON.
 * @property {boolean} [keepGoing] Leave a source that cannot be used out of the manifest and report it in the
 *   result, instead of throwing: for the dev server, which shows the problem on a page and keeps serving.
 * @property {(message: string) => void} [log]
 */

/**
 * @typedef {object} ProcessPhotosResult
 * @property {PhotoManifest} manifest
 * @property {string[]} converted Sources encoded in this run.
 * @property {string[]} unchanged Sources taken from the cache.
 * @property {SourceProblem[]} problems Sources that cannot be used, left out of the manifest (only with
 *   `keepGoing`: otherwise they are thrown).
 */

/** @typedef {import("./source-check.mjs").SourceProblem} SourceProblem */

/** Enough for a full-width photo on a desktop at 1× and a half-width one at 2×; phones take 480 or 800. */
export const defaultWidths = [480, 800, 1200, 1600];
export const defaultCacheDir = "node_modules/.cache/photos";
/** Inside `public/` so the dev server serves it and the build copies it; ignored by git, like the cache. */
export const defaultOutDir = "public/photos";

/** Extensions `listPhotoSources` picks up; the format itself is checked from the file's contents. */
const sourceExtensions = /\.(jpe?g|png|webp|avif|tiff?)$/i;
/** The files this pipeline writes to the output folder, and the only ones it removes from there. */
const variantFileName = /^[a-z0-9-]+-[0-9a-f]{8}-\d+\.(avif|webp|jpg)$/;

/**
 * Order matters: a `<picture>` lists its sources best first, and JPEG is the fallback every browser takes.
 * Qualities are each encoder's usual setting for photographs on the web (sharp's defaults for AVIF, mozjpeg's
 * 75): no visible loss at 1×, and AVIF about half the JPEG's bytes, WebP about two thirds (decision 0019).
 */
const encoders = /** @type {const} */ ({
  avif: { extension: "avif", options: { quality: 50, effort: 4, chromaSubsampling: "4:2:0" } },
  webp: { extension: "webp", options: { quality: 75, effort: 4 } },
  jpeg: { extension: "jpg", options: { quality: 75, mozjpeg: true } },
});
/** @type {PhotoFormat[]} */
export const photoFormats = ["avif", "webp", "jpeg"];

/** 16 px wide is a few hundred bytes inline in the HTML, and enough for the photo's colours and shapes. */
const placeholderSettings = { width: 16, quality: 40 };

/** Raised when the output of the same settings would change (another layout of files or entries). */
const pipelineVersion = 1;

const sha256 = (/** @type {string | Buffer} */ data) => createHash("sha256").update(data).digest("hex");

/**
 * The photos under `sourceDir`, as paths inside it with `/` separators, sorted. A missing folder has none.
 * Dot files and folders (editors' and systems' own) are left out.
 * @param {string} sourceDir
 * @returns {Promise<string[]>}
 */
export async function listPhotoSources(sourceDir) {
  /** @type {string[]} */
  let names;
  try {
    names = await readdir(sourceDir, { recursive: true });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return [];
    throw error;
  }
  const sources = [];
  for (const name of names) {
    const path = name.split(/[\\/]/).join("/");
    if (path.split("/").some((part) => part.startsWith("."))) continue;
    if (!sourceExtensions.test(path)) continue;
    if ((await stat(join(sourceDir, name))).isFile()) sources.push(path);
  }
  return sources.sort();
}

/**
 * Converts every source (or takes it from the cache), copies the variants to `outDir` and returns the
 * manifest. Every source is tried before failing, so one run lists every photo that needs attention.
 * @param {ProcessPhotosOptions} options
 * @returns {Promise<ProcessPhotosResult>}
 * @throws {PhotoSourceError} naming each refused or unreadable source (unless `keepGoing`).
 */
export async function processPhotos({
  sourceDir,
  sources,
  outDir = defaultOutDir,
  cacheDir = defaultCacheDir,
  widths = defaultWidths,
  maxSourceBytes = defaultMaxSourceBytes,
  maxSourcePixels = defaultMaxSourcePixels,
  manifestFile,
  keepGoing = false,
  log = (message) => console.log(message),
}) {
  const targetWidths = [...new Set(widths)].sort((a, b) => a - b);
  if (targetWidths.length === 0 || targetWidths.some((width) => !Number.isInteger(width) || width < 1)) {
    throw new Error(`photos: widths must be positive whole numbers, not ${JSON.stringify(widths)}`);
  }
  // Everything that shapes the output: a change to any of it, sharp's upgrade included, converts again.
  const settings = sha256(
    JSON.stringify({
      pipelineVersion,
      widths: targetWidths,
      encoders,
      placeholderSettings,
      sharp: sharp.versions.sharp,
      vips: sharp.versions.vips,
    }),
  );

  await mkdir(outDir, { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  /** @type {Record<string, PhotoEntry>} */
  const photos = {};
  /** @type {string[]} */
  const converted = [];
  /** @type {string[]} */
  const unchanged = [];
  /** @type {SourceProblem[]} */
  const problems = [];

  const unique = [...new Set(sources)].sort();
  for (const source of unique) {
    const shown = join(sourceDir, source);
    try {
      const input = await readSource(sourceDir, source, maxSourceBytes);
      const sourceHash = sha256(input);
      const entryDir = join(cacheDir, sha256(`${sourceHash}\n${settings}`).slice(0, 32));
      let entry = await readCachedEntry(entryDir);
      if (entry) unchanged.push(source);
      else {
        entry = await convert({ input, shown, source, sourceHash, targetWidths, maxSourcePixels, entryDir });
        converted.push(source);
        log(`photos: converted ${source} (${entry.width}×${entry.height})`);
      }
      for (const variant of photoFormats.flatMap((format) => entry.formats[format])) {
        await copyIfMissing(join(entryDir, variant.file), join(outDir, variant.file));
      }
      photos[source] = entry;
    } catch (error) {
      const reason = firstLine(error);
      problems.push(
        error instanceof PhotoProblem ? error.problem : { file: shown, message: { en: reason, fr: reason } },
      );
    }
  }

  if (problems.length > 0 && !keepGoing) throw new PhotoSourceError(problems);
  const current = new Set(
    Object.values(photos).flatMap((entry) =>
      photoFormats.flatMap((format) => entry.formats[format].map((v) => v.file)),
    ),
  );
  const stale = (await readdir(outDir)).filter((name) => variantFileName.test(name) && !current.has(name));
  for (const name of stale) await rm(join(outDir, name), { force: true });
  log(
    [
      converted.length === 0
        ? `photos: ${unchanged.length} unchanged, nothing converted`
        : `photos: ${converted.length} converted, ${unchanged.length} unchanged`,
      ...(stale.length > 0 ? [`${stale.length} files of earlier versions removed`] : []),
    ].join(", "),
  );
  /** @type {PhotoManifest} */
  const manifest = { photos };
  if (manifestFile) await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, converted, unchanged, problems };
}

/**
 * A cached conversion, if it is complete: an entry whose files went missing is converted again.
 * @param {string} entryDir
 * @returns {Promise<PhotoEntry | undefined>}
 */
async function readCachedEntry(entryDir) {
  try {
    /** @type {PhotoEntry} */
    const entry = JSON.parse(await readFile(join(entryDir, "entry.json"), "utf8"));
    for (const format of photoFormats) {
      for (const variant of entry.formats[format]) {
        if ((await stat(join(entryDir, variant.file))).size !== variant.bytes) return undefined;
      }
    }
    return entry;
  } catch {
    return undefined;
  }
}

/**
 * @param {string} from
 * @param {string} to
 */
async function copyIfMissing(from, to) {
  // The name holds the hash of the contents, so a file already there is this file.
  try {
    await stat(to);
  } catch {
    // Through a temporary name, so a build running beside this one never reads a half-copied file.
    const partial = `${to}.${process.pid}-${randomUUID()}.tmp`;
    await copyFile(from, partial);
    await rename(partial, to);
  }
}

/**
 * Encodes one source into the cache entry folder and returns its manifest entry.
 * @param {{ input: Buffer, shown: string, source: string, sourceHash: string, targetWidths: number[],
 *   maxSourcePixels: number, entryDir: string }} job
 * @returns {Promise<PhotoEntry>}
 */
async function convert({ input, shown, source, sourceHash, targetWidths, maxSourcePixels, entryDir }) {
  const metadata = await inspect(input, shown, maxSourcePixels);
  const { width: sourceWidth } = metadata.autoOrient;
  // Never wider than the source: a narrower source gets the widths below its own, then its own width.
  const widths = targetWidths.filter((width) => width < sourceWidth);
  if (widths.length < targetWidths.length) widths.push(sourceWidth);

  const oriented = orientedPhoto(input, maxSourcePixels);
  const name = slug(source);
  const work = `${entryDir}.${process.pid}-${randomUUID()}.tmp`;
  await mkdir(work, { recursive: true });
  try {
    /** @type {Record<PhotoFormat, PhotoVariant[]>} */
    const formats = { avif: [], webp: [], jpeg: [] };
    let placeholder;
    try {
      const encoded = await Promise.all(
        photoFormats.flatMap((format) =>
          widths.map(async (width) => {
            let pipeline = oriented.clone().resize({ width });
            if (format === "jpeg") pipeline = pipeline.flatten({ background: "#ffffff" });
            const { data, info } = await pipeline[format](encoders[format].options).toBuffer({
              resolveWithObject: true,
            });
            return { format, data, info };
          }),
        ),
      );
      for (const { format, data, info } of encoded) {
        const file = `${name}-${sha256(data).slice(0, 8)}-${info.width}.${encoders[format].extension}`;
        await writeFile(join(work, file), data);
        formats[format].push({ width: info.width, height: info.height, file, bytes: data.length });
      }
      const tiny = await oriented
        .clone()
        .resize({ width: placeholderSettings.width })
        .webp({ quality: placeholderSettings.quality })
        .toBuffer();
      placeholder = `data:image/webp;base64,${tiny.toString("base64")}`;
    } catch (error) {
      const reason = firstLine(error);
      throw new PhotoProblem(shown, {
        en: `cannot be decoded, the file looks damaged or incomplete (${reason}); export it again`,
        fr: `ne peut pas être décodée, le fichier semble abîmé ou incomplet (${reason}) ; exportez-la de nouveau`,
      });
    }
    const largest = /** @type {PhotoVariant} */ (formats.jpeg.at(-1));
    /** @type {PhotoEntry} */
    const entry = { width: largest.width, height: largest.height, placeholder, sourceHash, formats };
    await writeFile(join(work, "entry.json"), `${JSON.stringify(entry, null, 2)}\n`);
    // Renaming a finished folder into place means a build stopped halfway never leaves a partial entry,
    // and two builds converting the same photo at once both end with a complete one.
    try {
      await rename(work, entryDir);
    } catch {
      // Another build stored the same photo meanwhile (its files are the same), or a damaged entry is there.
      const stored = await readCachedEntry(entryDir);
      if (stored) return stored;
      await rm(entryDir, { recursive: true, force: true });
      await rename(work, entryDir);
    }
    return entry;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The step every photo goes through before it is encoded: decoded strictly (a truncated or damaged file
 * only warns in libvips and would decode with a grey band, so it is refused), within the pixel limit, and
 * turned upright from its EXIF orientation. What is encoded from it keeps no metadata (sharp's default
 * without keepMetadata/withMetadata) and is converted to sRGB.
 * @param {Buffer} input
 * @param {number} [maxSourcePixels]
 */
export function orientedPhoto(input, maxSourcePixels = defaultMaxSourcePixels) {
  return sharp(input, { failOn: "warning", limitInputPixels: maxSourcePixels }).autoOrient();
}

/**
 * A file name part from the source's name: lower case, letters and digits joined by single hyphens,
 * so URLs need no escaping.
 * @param {string} source
 */
function slug(source) {
  const name = basename(source, extname(source))
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return name || "photo";
}

const languages = /** @type {const} */ ({ en: "English", fr: "French" });

/**
 * Errors for references to photos that are not in the manifest, or that lack alternative text in a
 * language. The build fails on any: a broken image or an image a screen reader cannot describe.
 * @param {PhotoManifest} manifest
 * @param {PhotoReference[]} references
 * @returns {string[]}
 */
export function checkPhotoReferences(manifest, references) {
  const errors = [];
  for (const { photo, alt, where } of references) {
    if (!Object.hasOwn(manifest.photos, photo)) {
      errors.push(`${where}: no photo "${photo}" among the sources`);
    }
    for (const [language, languageName] of Object.entries(languages)) {
      const text = alt?.[/** @type {keyof typeof languages} */ (language)];
      if (typeof text !== "string" || text.trim() === "") {
        errors.push(`${where}: the ${languageName} alt text (alt.${language}) of "${photo}" is empty`);
      }
    }
  }
  return errors;
}
