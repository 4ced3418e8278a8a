// Photo sources are committed as they were uploaded, and the repository is copied to every developer, CI
// run and release: what a camera or phone wrote into a file (where it was taken, the camera's serial
// number, its owner, dates) would travel with it, although the served variants drop it. No source carries
// any today (the samples were rendered without), so the rule is the simplest one to keep: no EXIF, XMP or
// IPTC at all, GPS or not. `npm test` and `npm run check:launch` refuse a source that carries some, and
// `npm run photos:clean` (clean.mjs) rewrites it without.
import { readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { listPhotoSources } from "./pipeline.mjs";
import { stripMetadata } from "./strip-metadata.mjs";

/** The folder of the photo sources (decision 0019), whatever the working directory. */
export const photoSourceDir = fileURLToPath(new URL("../../app/content/photos", import.meta.url));

/** Tags of a TIFF directory: where the EXIF and GPS directories start, and an IPTC record. */
const tiffTag = { exif: 0x8769, gps: 0x8825, iptc: 0x83bb };

/**
 * The tag numbers of the first directory (IFD0) of a TIFF structure: a TIFF file, or an EXIF block, which is
 * laid out the same way. It reads only what is there: a structure it cannot follow (BigTIFF, a truncated
 * block) gives the tags it could read, or none.
 * @param {Buffer} tiff
 * @returns {number[]}
 */
export function firstDirectoryTags(tiff) {
  const order = tiff.toString("latin1", 0, 2);
  if (tiff.length < 8 || (order !== "II" && order !== "MM")) return [];
  const little = order === "II";
  const u16 = (/** @type {number} */ at) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  if (u16(2) !== 42) return [];
  const directory = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  if (directory + 2 > tiff.length) return [];
  const tags = [];
  for (let i = 0; i < u16(directory) && directory + 4 + i * 12 <= tiff.length; i++) {
    tags.push(u16(directory + 2 + i * 12));
  }
  return tags;
}

/**
 * The metadata a photo carries, in words (`EXIF with a GPS position`, `XMP`, `IPTC`, `PNG text (Author)`);
 * empty when it carries none. The ICC profile is not counted: it describes colours, not the photo's maker.
 * @param {Buffer} input the file's bytes
 * @returns {Promise<string[]>}
 * @throws {Error} when the file is not an image sharp can read
 */
export async function carriedMetadata(input) {
  const metadata = await sharp(input).metadata();
  /** @type {Set<string>} */
  const found = new Set();
  if (metadata.exif) {
    // JPEG, WebP and AVIF blocks start with the APP1 marker's name; a PNG's eXIf chunk does not.
    const block = metadata.exif.toString("latin1", 0, 6) === "Exif\0\0" ? metadata.exif.subarray(6) : metadata.exif;
    found.add(firstDirectoryTags(block).includes(tiffTag.gps) ? "EXIF with a GPS position" : "EXIF");
  }
  if (metadata.format === "tiff") {
    // libvips reads a TIFF's XMP and Photoshop resources, but not its EXIF or GPS directories: sharp's
    // metadata() shows nothing of them, so they are found in the file's own first directory.
    const tags = firstDirectoryTags(input);
    if (tags.includes(tiffTag.gps)) found.add("EXIF with a GPS position");
    else if (tags.includes(tiffTag.exif)) found.add("EXIF");
    if (tags.includes(tiffTag.iptc)) found.add("IPTC");
  }
  if (metadata.xmp) found.add("XMP");
  // A TIFF's Photoshop resources are where image editors keep its IPTC record.
  if (metadata.iptc || metadata.tifftagPhotoshop) found.add("IPTC");
  if (metadata.comments?.length) {
    found.add(`PNG text (${[...new Set(metadata.comments.map((comment) => comment.keyword))].join(", ")})`);
  }
  return [...found];
}

/**
 * A path as messages show it: from the working directory when the file is inside it (`app/content/…`),
 * else in full.
 * @param {string} path
 */
function shownPath(path) {
  const fromHere = relative(process.cwd(), path);
  return fromHere && !fromHere.startsWith("..") && !isAbsolute(fromHere) ? fromHere : path;
}

/**
 * One sentence per photo source under `sourceDir` that carries metadata, naming the file, what it carries
 * and how to remove it; empty when every source is clean.
 * @param {string} [sourceDir]
 * @returns {Promise<string[]>}
 */
export async function photoMetadataProblems(sourceDir = photoSourceDir) {
  const problems = [];
  for (const source of await listPhotoSources(sourceDir)) {
    const file = shownPath(join(sourceDir, source));
    let carried;
    try {
      carried = await carriedMetadata(await readFile(join(sourceDir, source)));
    } catch (error) {
      problems.push(`${file}: cannot be read to check its metadata (${/** @type {Error} */ (error).message})`);
      continue;
    }
    if (carried.length === 0) continue;
    problems.push(
      `${file} carries ${carried.join(", ")}: what a camera or phone writes into a photo (where it was taken, ` +
        "its serial number, its owner, dates) must not be committed with it. Run `npm run photos:clean` to " +
        "rewrite it without, upright and in the same format, then commit it again",
    );
  }
  return problems;
}

/**
 * @typedef {object} CleanResult
 * @property {string} file As messages show it.
 * @property {string[]} removed What it carried; empty when it was already clean and left untouched.
 * @property {string} [error] Why it could not be read or rewritten; it is then left as it was.
 */

/**
 * Rewrites each photo that carries metadata in place, without it (strip-metadata.mjs: the pipeline's own
 * step, upright, same format). A clean photo is left as it is: encoding a JPEG again costs a little quality.
 * The new file takes the old one's place in one rename, so a stopped run never leaves half a photo. Every
 * file is tried, so one run reports every photo that needs attention.
 * @param {string[]} paths files, or folders whose photo sources are all taken
 * @returns {Promise<CleanResult[]>}
 */
export async function cleanPhotos(paths) {
  /** @type {CleanResult[]} */
  const results = [];
  for (const path of paths) {
    let files = [path];
    try {
      if ((await stat(path)).isDirectory()) files = (await listPhotoSources(path)).map((source) => join(path, source));
    } catch (error) {
      results.push({ file: shownPath(path), removed: [], error: /** @type {Error} */ (error).message });
      continue;
    }
    for (const file of files) results.push(await cleanPhoto(file));
  }
  return results;
}

/**
 * @param {string} file
 * @returns {Promise<CleanResult>}
 */
async function cleanPhoto(file) {
  const shown = shownPath(file);
  /** @type {string[]} */
  let removed = [];
  try {
    const input = await readFile(file);
    removed = await carriedMetadata(input);
    if (removed.length === 0) return { file: shown, removed };
    const output = await stripMetadata(input);
    const left = await carriedMetadata(output);
    if (left.length > 0) throw new Error(`it still carries ${left.join(", ")} once rewritten`);
    const partial = `${file}.${process.pid}.tmp`;
    try {
      await writeFile(partial, output);
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
    return { file: shown, removed };
  } catch (error) {
    return { file: shown, removed, error: /** @type {Error} */ (error).message };
  }
}
