// What makes a photo source unusable, found from the file itself before anything is converted (decision 0019):
// too large, not an image, not the format its extension names, too many pixels. Each problem names the file
// and says what to do in English and in French (decision 0027). The pipeline (`pipeline.mjs`) refuses such a
// source; `npm run check:content` lists them before the build starts.
import { readFile, stat } from "node:fs/promises";
import { extname, isAbsolute, join } from "node:path";
import sharp from "sharp";

/**
 * A source the pipeline cannot use: the file, and what is wrong and what to do, in English and in French.
 * @typedef {object} SourceProblem
 * @property {string} file The source's path, inside the source folder as the options name it.
 * @property {{ en: string, fr: string }} message
 */

/** A camera's full-quality JPEG is 5–15 MB; more is usually a RAW export or a scan at print resolution. */
export const defaultMaxSourceBytes = 20_000_000;
/** Decoding takes about 3 bytes per pixel: 50 megapixels is 150 MB, which a small CI machine can spare. */
export const defaultMaxSourcePixels = 50_000_000;

/**
 * An error's message as one line of a problem: libvips repeats its reason over several lines.
 * @param {unknown} error
 */
export const firstLine = (error) =>
  (error instanceof Error ? error.message : String(error)).split("\n").find((line) => line.trim() !== "") ?? "";

const megabytes = (/** @type {number} */ bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const megapixels = (/** @type {number} */ pixels) => `${(pixels / 1_000_000).toFixed(1)} megapixels`;

/** Formats sharp's prebuilt libvips decodes that make sense as photographs. */
const sourceFormats = new Set(["jpeg", "png", "webp", "avif", "heif", "tiff"]);

/** A source the build cannot use; the message names the file and what to do. */
export class PhotoProblem extends Error {
  /**
   * @param {string} file
   * @param {{ en: string, fr: string }} said
   */
  constructor(file, said) {
    super(`${file}: ${said.en}`);
    /** @type {SourceProblem} */
    this.problem = { file, message: said };
  }
}

/**
 * Sources the build cannot use, one line each: `photos: <file>: <what to do>`. Printed as those lines alone,
 * without a stack trace: the problem is in a file, not in the code.
 */
export class PhotoSourceError extends Error {
  /** @param {readonly SourceProblem[]} problems */
  constructor(problems) {
    super(problems.map((problem) => `photos: ${problem.file}: ${problem.message.en}`).join("\n"));
    this.name = "PhotoSourceError";
    Object.defineProperty(this, "problems", { value: problems, enumerable: false });
  }

  /** How `console.error` and Node's report of an uncaught error show it: the lines, nothing else. */
  [Symbol.for("nodejs.util.inspect.custom")]() {
    return this.message;
  }
}

/** The problems a `PhotoSourceError` lists. */
export const problemsOf = (/** @type {PhotoSourceError} */ error) =>
  /** @type {SourceProblem[]} */ (/** @type {{ problems?: SourceProblem[] }} */ (error).problems ?? []);

/** The formats a source's extension promises, as sharp names them (sharp reads AVIF as HEIF). */
const formatsOfExtension = /** @type {Record<string, string>} */ ({
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "heif",
  tif: "tiff",
  tiff: "tiff",
});
/** A format's name as people know it, and the extension that goes with it. */
const formatNames = /** @type {Record<string, { name: string, extension: string }>} */ ({
  jpeg: { name: "JPEG", extension: ".jpg" },
  png: { name: "PNG", extension: ".png" },
  webp: { name: "WebP", extension: ".webp" },
  heif: { name: "AVIF", extension: ".avif" },
  tiff: { name: "TIFF", extension: ".tif" },
});
const acceptedFormats = "JPEG, PNG, WebP, AVIF or TIFF";

/**
 * The sources the pipeline would refuse, found without converting anything: too large, not an image, of a
 * format other than their extension says, or over the pixel limit. A damaged file that only a full decode
 * finds is left to `processPhotos`. For `npm run check:content`, which reports them beside the content's
 * problems before the build starts.
 * @param {{ sourceDir: string, sources: string[], maxSourceBytes?: number, maxSourcePixels?: number }} options
 * @returns {Promise<SourceProblem[]>}
 */
export async function checkPhotoSources({
  sourceDir,
  sources,
  maxSourceBytes = defaultMaxSourceBytes,
  maxSourcePixels = defaultMaxSourcePixels,
}) {
  /** @type {SourceProblem[]} */
  const problems = [];
  for (const source of [...new Set(sources)].sort()) {
    try {
      await inspect(await readSource(sourceDir, source, maxSourceBytes), join(sourceDir, source), maxSourcePixels);
    } catch (error) {
      if (!(error instanceof PhotoProblem)) throw error;
      problems.push(error.problem);
    }
  }
  return problems;
}

/**
 * The source's bytes, refused before reading when the file is too large.
 * @param {string} sourceDir
 * @param {string} source
 * @param {number} maxSourceBytes
 */
export async function readSource(sourceDir, source, maxSourceBytes) {
  if (isAbsolute(source) || source.split(/[\\/]/).includes("..")) {
    throw new PhotoProblem(source, {
      en: `a photo must be a path inside ${sourceDir}`,
      fr: `une photo doit être un chemin dans ${sourceDir}`,
    });
  }
  const shown = join(sourceDir, source);
  let size;
  try {
    size = (await stat(shown)).size;
  } catch (error) {
    const reason = firstLine(error);
    throw new PhotoProblem(shown, { en: `cannot read it (${reason})`, fr: `illisible (${reason})` });
  }
  if (size > maxSourceBytes) {
    throw new PhotoProblem(shown, {
      en:
        `${megabytes(size)} (${size} bytes) is over the limit of ${megabytes(maxSourceBytes)} for a source photo; ` +
        "export it at about 4000 px wide, JPEG quality 90",
      fr:
        `${megabytes(size)} (${size} octets), plus que la limite de ${megabytes(maxSourceBytes)} pour une photo ; ` +
        "exportez-la à environ 4000 px de large, en JPEG qualité 90",
    });
  }
  return readFile(shown);
}

/**
 * What the source is, read from its first bytes; refused when it is not an image of an accepted format, not
 * the format its extension says (a browser or a viewer goes by the extension), or too many pixels.
 * @param {Buffer} input
 * @param {string} shown
 * @param {number} maxSourcePixels
 */
export async function inspect(input, shown, maxSourcePixels) {
  /** @type {import("sharp").Metadata} */
  let metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new PhotoProblem(shown, {
      en: `is not an image: put the photograph itself there, as a ${acceptedFormats} file`,
      fr: `n'est pas une image : mettez à sa place la photo elle-même, en fichier ${acceptedFormats.replace(" or ", " ou ")}`,
    });
  }
  const found = formatNames[metadata.format];
  if (!sourceFormats.has(metadata.format) || !found) {
    throw new PhotoProblem(shown, {
      en: `a ${metadata.format} file; a photo must be ${acceptedFormats}`,
      fr: `un fichier ${metadata.format} ; une photo doit être en ${acceptedFormats.replace(" or ", " ou ")}`,
    });
  }
  const extension = extname(shown).slice(1).toLowerCase();
  if (formatsOfExtension[extension] !== metadata.format) {
    throw new PhotoProblem(shown, {
      en: `is a ${found.name} file named .${extension}: rename it to ${found.extension}, and use the new name where the photo is shown`,
      fr: `est un fichier ${found.name} nommé .${extension} : renommez-le en ${found.extension}, et reprenez ce nouveau nom là où la photo est montrée`,
    });
  }
  const pixels = metadata.width * metadata.height;
  if (pixels > maxSourcePixels) {
    throw new PhotoProblem(shown, {
      en:
        `${metadata.width}×${metadata.height} px (${megapixels(pixels)}) is over the limit of ` +
        `${megapixels(maxSourcePixels)} for a source photo; export it at about 4000 px wide`,
      fr:
        `${metadata.width}×${metadata.height} px (${megapixels(pixels)}), plus que la limite de ` +
        `${megapixels(maxSourcePixels)} pour une photo ; exportez-la à environ 4000 px de large`,
    });
  }
  return metadata;
}
