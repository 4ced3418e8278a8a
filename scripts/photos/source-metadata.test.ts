import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCameraMetadata } from "./camera-metadata";
import { listPhotoSources } from "./pipeline.mjs";
import { carriedMetadata, photoMetadataProblems, photoSourceDir } from "./source-metadata.mjs";

const run = promisify(execFile);

let root: string;
let photos: string;
const gpsJpeg = () => join(photos, "uploads", "site visit.jpg");
const gpsTiff = () => join(photos, "uploads", "scan.tif");
const cleanJpeg = () => join(photos, "samples", "clean.jpg");
const notAPhoto = () => join(root, "broken", "notes.jpg");

/** 300×200 of grey with a red block in the top-left corner, so orientation can be read from the pixels. */
function picture() {
  const width = 300;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 3, 128);
  for (let y = 0; y < height / 4; y++) {
    for (let x = 0; x < width / 4; x++) pixels.set([220, 20, 20], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A phone's JPEG: stored landscape with orientation 6 (shown portrait), its position in EXIF, and XMP. */
async function phoneJpeg() {
  return withCameraMetadata(picture().jpeg({ quality: 90 })).toBuffer();
}

/**
 * An uncompressed RGB TIFF whose first directory points to a GPS directory, as a scanner or a camera may
 * write it: sharp writes no such TIFF, and its metadata() does not show one, so it is built here.
 */
function tiffWithGps(width: number, height: number) {
  const entries: [tag: number, type: number, count: number, value: number][] = [];
  const directorySize = 2 + 10 * 12 + 4;
  const bitsAt = 8 + directorySize;
  const gpsAt = bitsAt + 6;
  const gpsSize = 2 + 12 + 4;
  const pixelsAt = gpsAt + gpsSize;
  const short = 3;
  const long = 4;
  entries.push(
    [256, short, 1, width],
    [257, short, 1, height],
    [258, short, 3, bitsAt],
    [259, short, 1, 1],
    [262, short, 1, 2],
    [273, long, 1, pixelsAt],
    [277, short, 1, 3],
    [278, short, 1, height],
    [279, long, 1, width * height * 3],
    [0x8825, long, 1, gpsAt],
  );
  const file = Buffer.alloc(pixelsAt + width * height * 3, 0x80);
  file.write("II", 0, "latin1");
  file.writeUInt16LE(42, 2);
  file.writeUInt32LE(8, 4);
  file.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, type, count, value], i) => {
    const at = 10 + i * 12;
    file.writeUInt16LE(tag, at);
    file.writeUInt16LE(type, at + 2);
    file.writeUInt32LE(count, at + 4);
    if (type === short && count === 1) file.writeUInt32LE(value & 0xffff, at + 8);
    else file.writeUInt32LE(value, at + 8);
  });
  file.writeUInt32LE(0, 10 + entries.length * 12);
  for (let i = 0; i < 3; i++) file.writeUInt16LE(8, bitsAt + i * 2);
  // GPS directory: one entry, GPSLatitudeRef "N" (ASCII, 2 bytes, held in the entry itself).
  file.writeUInt16LE(1, gpsAt);
  file.writeUInt16LE(1, gpsAt + 2);
  file.writeUInt16LE(2, gpsAt + 4);
  file.writeUInt32LE(2, gpsAt + 6);
  file.write("N\0", gpsAt + 10, "latin1");
  file.writeUInt32LE(0, gpsAt + 14);
  return file;
}

async function write(path: string, data: Buffer) {
  await mkdir(join(path, ".."), { recursive: true });
  await writeFile(path, data);
}

/** `npm run photos:clean` as staff would run it, on the given paths. */
async function clean(...paths: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/photos/clean.mjs", ...paths]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "photo-metadata-"));
  photos = join(root, "photos");
  await write(gpsJpeg(), await phoneJpeg());
  await write(gpsTiff(), tiffWithGps(40, 30));
  // An ICC profile describes colours, not who took the photo or where: a source may keep it.
  await write(cleanJpeg(), await picture().jpeg().withIccProfile("srgb").toBuffer());
  await write(notAPhoto(), Buffer.from("not a photo"));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the photo metadata check", () => {
  it("refuses a GPS-tagged JPEG, naming the file, what it carries and the command that fixes it", async () => {
    const problems = await photoMetadataProblems(photos);
    const jpeg = problems.find((problem) => problem.startsWith(gpsJpeg()));
    expect(jpeg).toContain(`${gpsJpeg()} carries EXIF with a GPS position, XMP: `);
    expect(jpeg).toContain("npm run photos:clean");
  });

  it("refuses a TIFF whose GPS directory sharp does not show", async () => {
    const tiff = await readFile(gpsTiff());
    const metadata = await sharp(tiff).metadata();
    expect({ format: metadata.format, exif: metadata.exif }).toEqual({ format: "tiff", exif: undefined });
    const problems = await photoMetadataProblems(photos);
    expect(problems.find((problem) => problem.startsWith(gpsTiff()))).toContain("carries EXIF with a GPS position");
  });

  it("passes a photo without EXIF, XMP or IPTC", async () => {
    expect(await carriedMetadata(await readFile(cleanJpeg()))).toEqual([]);
    expect((await photoMetadataProblems(photos)).some((problem) => problem.includes("clean.jpg"))).toBe(false);
  });

  it("names a file that is not an image instead of passing it", async () => {
    expect(await photoMetadataProblems(join(root, "broken"))).toEqual([
      expect.stringContaining(`${notAPhoto()}: cannot be read to check its metadata`),
    ]);
  });
});

describe("npm run photos:clean", () => {
  it("rewrites the refused photos upright, in their format, without metadata, and leaves clean ones alone", async () => {
    const cleanBefore = await readFile(cleanJpeg());
    const { code, stdout } = await clean(photos);
    expect(code).toBe(0);
    expect(stdout).toContain(`${gpsJpeg()}: removed EXIF with a GPS position, XMP`);
    expect(stdout).toContain(`${gpsTiff()}: removed EXIF with a GPS position`);
    expect(stdout).toContain("2 of 3 photos rewritten without metadata; commit them");

    expect(await photoMetadataProblems(photos)).toEqual([]);
    expect((await readFile(cleanJpeg())).equals(cleanBefore)).toBe(true);
    const jpeg = await sharp(gpsJpeg()).metadata();
    expect(jpeg).toMatchObject({ format: "jpeg", width: 200, height: 300 });
    expect(jpeg.orientation).toBeUndefined();
    // The red corner, top left as stored, is top right once turned a quarter clockwise.
    const { data, info } = await sharp(gpsJpeg()).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
    expect(red(info.width - 10, 10)).toBeGreaterThan(180);
    expect(red(10, 10)).toBeLessThan(160);
    expect((await sharp(gpsTiff()).metadata()).format).toBe("tiff");

    const again = await clean(photos);
    expect(again.stdout).toContain("0 of 3 photos rewritten without metadata");
  });

  it("names a file it cannot rewrite, leaves it as it was and fails", async () => {
    const { code, stderr } = await clean(notAPhoto());
    expect(code).toBe(1);
    expect(stderr).toContain(`photos:clean: ${notAPhoto()}: not rewritten, `);
    expect(await readFile(notAPhoto(), "utf8")).toBe("not a photo");
  });
});

describe("the committed photo sources", () => {
  it("carry no EXIF, GPS, XMP or IPTC", async () => {
    // The samples at least: a check of an empty folder would pass for the wrong reason.
    expect((await listPhotoSources(photoSourceDir)).length).toBeGreaterThanOrEqual(4);
    expect(await photoMetadataProblems()).toEqual([]);
  });
});
