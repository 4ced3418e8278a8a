// A photograph as staff upload it, rewritten without what the camera or phone wrote into it: EXIF (GPS
// position, body serial, owner), XMP, IPTC and the ICC profile. The served variants lose them in the photo
// pipeline anyway, but the uploaded original is committed to the repository, where anyone with a copy of
// it can read them. The pipeline's own sharp step (pipeline.mjs, orientedPhoto): turned upright from its EXIF
// orientation, refused when damaged, and written with no metadata (sharp's default), in its own format.
import sharp from "sharp";
import { orientedPhoto } from "./pipeline.mjs";

/**
 * How each format the pipeline accepts is written again. Originals are the pipeline's sources, so lossy
 * formats are re-encoded at the quality the pipeline asks photos to be exported at (90), not at the
 * served variants' quality; PNG and TIFF stay lossless.
 * @type {Record<string, (image: import("sharp").Sharp) => import("sharp").Sharp>}
 */
const encoders = {
  jpeg: (image) => image.jpeg({ quality: 90 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 90 }),
  // sharp's prebuilt libvips reads and writes HEIF only with AV1 inside, that is AVIF.
  heif: (image) => image.avif({ quality: 80 }),
  tiff: (image) => image.tiff({ compression: "lzw" }),
};

/** File names of the formats above (and HEIC, refused with a sentence rather than passed on unchanged). */
export const photoFileName = /\.(jpe?g|png|webp|avif|heic|heif|tiff?)$/i;

/** A photo that cannot be rewritten; its message says what to do, in a sentence staff can act on. */
export class UnreadablePhoto extends Error {}

/**
 * Whether `buffer` is a picture in one of the formats `stripMetadata` rewrites (by its contents, not its name).
 * @param {Buffer} buffer
 */
export async function isStrippablePhoto(buffer) {
  try {
    const { format } = await sharp(buffer).metadata();
    return Object.hasOwn(encoders, format);
  } catch {
    return false;
  }
}

/**
 * The same picture, upright and in the same format, without EXIF, GPS, XMP, IPTC or ICC profile.
 * @param {Buffer} buffer a JPEG, PNG, WebP, AVIF or TIFF
 * @returns {Promise<Buffer>}
 * @throws {UnreadablePhoto} for a file that is not such a picture, a HEIC, or a damaged one
 */
export async function stripMetadata(buffer) {
  /** @type {import("sharp").Metadata} */
  let metadata;
  try {
    metadata = await sharp(buffer).metadata();
  } catch (error) {
    throw new UnreadablePhoto(`not a readable image (${/** @type {Error} */ (error).message})`);
  }
  if (metadata.format === "heif" && metadata.compression !== "av1") {
    throw new UnreadablePhoto("a HEIC photo cannot be read here: export it as JPEG (quality 90) and upload that");
  }
  const encode = encoders[metadata.format];
  if (!encode) {
    throw new UnreadablePhoto(`a ${metadata.format} file; a photo must be JPEG, PNG, WebP, AVIF or TIFF`);
  }
  try {
    return await encode(orientedPhoto(buffer)).toBuffer();
  } catch (error) {
    throw new UnreadablePhoto(
      `the file looks damaged or too large (${/** @type {Error} */ (error).message}); export it again`,
    );
  }
}
