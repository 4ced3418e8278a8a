import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cameraSecrets, withCameraMetadata } from "./camera-metadata";
import { isStrippablePhoto, stripMetadata, UnreadablePhoto } from "./strip-metadata.mjs";

/** Strings planted in a photo's metadata: none may be left in the rewritten file. */
const secrets = Object.values(cameraSecrets);

/**
 * 60×40 pixels stored landscape, grey with a red block in the top-left corner, so where that block ends up
 * tells how the picture was turned.
 */
function picture() {
  const width = 60;
  const height = 40;
  const pixels = Buffer.alloc(width * height * 3, 128);
  for (let y = 0; y < 10; y++) {
    for (let x = 0; x < 15; x++) pixels.set([220, 20, 20], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** The colour at (x, y) of an encoded picture, as it is stored. */
async function pixelAt(file: Buffer, x: number, y: number) {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

const isRed = ([red = 0, green = 0, blue = 0]: number[]) => red > 180 && green < 80 && blue < 80;

/** Checks that `out` has no metadata left, and comes upright: 40×60 with the red block at the top right. */
async function expectCleanAndUpright(out: Buffer, format: string) {
  const metadata = await sharp(out).metadata();
  expect(metadata.format).toBe(format);
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  // Upright: no orientation, or TIFF's own tag saying "as stored".
  expect(metadata.orientation ?? 1).toBe(1);
  expect([metadata.width, metadata.height]).toEqual([40, 60]);
  expect(isRed(await pixelAt(out, 35, 3))).toBe(true);
  expect(isRed(await pixelAt(out, 3, 3))).toBe(false);
  const bytes = out.toString("latin1");
  for (const secret of [...secrets, "Exif\0\0", "<x:xmpmeta"]) expect(bytes).not.toContain(secret);
}

describe("stripMetadata", () => {
  it("rewrites a GPS-tagged JPEG without EXIF, GPS, XMP or IPTC, still a JPEG, turned upright", async () => {
    const jpeg = await withCameraMetadata(picture().jpeg({ quality: 95 })).toBuffer();
    // The source carries what the test expects to see gone.
    const source = await sharp(jpeg).metadata();
    expect(source.exif?.toString("latin1")).toContain("GPSREF-N");
    expect(source.xmp).toBeDefined();
    expect(source.orientation).toBe(6);

    await expectCleanAndUpright(await stripMetadata(jpeg), "jpeg");
  });

  it("keeps PNG, WebP, AVIF and TIFF in their own format, clean and upright", async () => {
    const sources = {
      png: picture().png(),
      webp: picture().webp({ quality: 95 }),
      heif: picture().avif({ quality: 80 }),
      tiff: picture().tiff(),
    };
    for (const [format, image] of Object.entries(sources)) {
      const source = await withCameraMetadata(image).toBuffer();
      const metadata = await sharp(source).metadata();
      // libvips writes no EXIF block into a TIFF: that one carries the orientation and XMP only.
      if (format !== "tiff") expect(metadata.exif?.toString("latin1"), format).toContain("GPSREF-N");
      expect(metadata.xmp, format).toBeDefined();
      // HEIF keeps its turn in the container (irot), which libheif applies when it decodes.
      if (format !== "heif") expect(metadata.orientation, format).toBe(6);
      expect(await isStrippablePhoto(source), format).toBe(true);
      await expectCleanAndUpright(await stripMetadata(source), format);
    }
  });

  it("refuses what is not a photo it can rewrite, in a sentence", async () => {
    const gif = await picture().gif().toBuffer();
    const jpeg = await picture().jpeg().toBuffer();
    const cases = [Buffer.from("%PDF-1.7\n"), gif, jpeg.subarray(0, jpeg.length / 2)];
    for (const file of cases) await expect(stripMetadata(file)).rejects.toBeInstanceOf(UnreadablePhoto);
    expect(await isStrippablePhoto(Buffer.from("%PDF-1.7\n"))).toBe(false);
    expect(await isStrippablePhoto(gif)).toBe(false);
  });
});
