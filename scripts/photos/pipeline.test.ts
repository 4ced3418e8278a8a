import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inspect } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cameraSecrets, withCameraMetadata } from "./camera-metadata";
import {
  checkPhotoReferences,
  checkPhotoSources,
  listPhotoSources,
  type PhotoManifest,
  PhotoSourceError,
  photoFormats,
  problemsOf,
  processPhotos,
} from "./pipeline.mjs";

/** Strings planted in the source's metadata: none may reach a served file. */
const secrets = { ...cameraSecrets, iptc: "IPTC-BYLINE-SECRET" };

let root: string;
let sourceDir: string;

/**
 * A photo-like picture (smooth gradients, a little grain) with a red block in its top-left corner, so
 * orientation can be checked from the pixels.
 */
async function rawPicture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 17) - 8;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const red = x < width / 4 && y < height / 4;
      pixels[i] = red ? 220 : 90 + 60 * Math.sin(x / 70) + grain();
      pixels[i + 1] = red ? 20 : 110 + 50 * Math.cos(y / 55) + grain();
      pixels[i + 2] = red ? 20 : 120 + 40 * Math.sin((x + y) / 90) + grain();
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** An IPTC block (APP13, Photoshop resource 0x0404) with a by-line, which sharp cannot write itself. */
function withIptc(jpeg: Buffer, byline: string) {
  const text = Buffer.from(byline, "latin1");
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 80, 0, text.length]), text]);
  const padded = record.length % 2 ? Buffer.concat([record, Buffer.from([0])]) : record;
  const size = Buffer.alloc(4);
  size.writeUInt32BE(record.length);
  const resource = Buffer.concat([Buffer.from("8BIM"), Buffer.from([0x04, 0x04, 0, 0]), size, padded]);
  const body = Buffer.concat([Buffer.from("Photoshop 3.0\0", "latin1"), resource]);
  const header = Buffer.from([0xff, 0xed, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

/** Tag numbers of each directory of an EXIF block (`Exif\0\0` then TIFF), to prove the source carries them. */
function exifTags(exif: Buffer) {
  const tiff = exif.subarray(6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const tags: Record<string, number[]> = {};
  const read = (offset: number, name: string) => {
    tags[name] = [];
    for (let i = 0; i < u16(offset); i++) {
      const entry = offset + 2 + i * 12;
      const tag = u16(entry);
      tags[name].push(tag);
      if (tag === 0x8769) read(u32(entry + 8), "exif");
      if (tag === 0x8825) read(u32(entry + 8), "gps");
    }
  };
  read(u32(4), "ifd0");
  return tags;
}

/**
 * A camera JPEG stored landscape with EXIF orientation 6 (shown rotated a quarter turn clockwise, so
 * portrait), carrying a body serial, GPS position, XMP and IPTC.
 */
async function cameraJpeg(width: number, height: number) {
  const jpeg = await withCameraMetadata((await rawPicture(width, height)).jpeg({ quality: 92 })).toBuffer();
  return withIptc(jpeg, secrets.iptc);
}

async function write(path: string, data: Buffer) {
  await mkdir(join(path, ".."), { recursive: true });
  await writeFile(path, data);
}

const widths = [480, 800, 1200, 1600];
let run: Awaited<ReturnType<typeof processPhotos>>;
let outDir: string;
let cacheDir: string;
const logged: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "photos-"));
  sourceDir = join(root, "photos");
  outDir = join(root, "out");
  cacheDir = join(root, "cache");
  await write(join(sourceDir, "projects", "Tank Weld.jpg"), await cameraJpeg(1800, 1200));
  await write(join(sourceDir, "small.png"), await (await rawPicture(300, 200)).png().toBuffer());
  await write(join(sourceDir, "team", "mid.jpg"), await (await rawPicture(1000, 700)).jpeg().toBuffer());
  run = await processPhotos({
    sourceDir,
    sources: await listPhotoSources(sourceDir),
    outDir,
    cacheDir,
    widths,
    manifestFile: join(root, "manifest.json"),
    log: (message) => logged.push(message),
  });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the test's camera JPEG", () => {
  it("carries what a camera would leak, so the stripping checks mean something", async () => {
    const source = await readFile(join(sourceDir, "projects", "Tank Weld.jpg"));
    const metadata = await sharp(source).metadata();
    expect(metadata).toMatchObject({ width: 1800, height: 1200, orientation: 6 });
    expect(metadata.xmp).toBeDefined();
    expect(metadata.iptc).toBeDefined();
    expect(metadata.icc).toBeDefined();
    const tags = exifTags(metadata.exif ?? Buffer.alloc(0));
    expect(tags.exif).toContain(0xa431); // BodySerialNumber
    expect(tags.gps).toEqual(expect.arrayContaining([1, 2, 3, 4])); // latitude and longitude with their refs
    for (const secret of Object.values(secrets)) expect(source.includes(secret)).toBe(true);
  });
});

describe("processPhotos", () => {
  it("lists the sources inside the folder with / separators", async () => {
    expect(await listPhotoSources(sourceDir)).toEqual(["projects/Tank Weld.jpg", "small.png", "team/mid.jpg"]);
    expect(await listPhotoSources(join(root, "nowhere"))).toEqual([]);
  });

  it("writes AVIF, WebP and JPEG at each width up to the source's, oriented upright", async () => {
    const entry = run.manifest.photos["projects/Tank Weld.jpg"];
    expect(entry).toBeDefined();
    if (!entry) return;
    // Stored 1800×1200 with orientation 6: shown 1200×1800, portrait.
    expect({ width: entry.width, height: entry.height }).toEqual({ width: 1200, height: 1800 });
    expect(Object.keys(entry.formats)).toEqual(photoFormats);
    for (const format of photoFormats) {
      expect(entry.formats[format].map((variant) => variant.width)).toEqual([480, 800, 1200]);
      for (const variant of entry.formats[format]) {
        const data = await readFile(join(outDir, variant.file));
        const extension = format === "jpeg" ? "jpg" : format;
        expect(variant.file).toMatch(new RegExp(`^tank-weld-[0-9a-f]{8}-${variant.width}\\.${extension}$`));
        // The name holds the file's own hash, so it can be cached for good.
        expect(variant.file).toContain(createHash("sha256").update(data).digest("hex").slice(0, 8));
        expect(variant.bytes).toBe(data.length);
        const metadata = await sharp(data).metadata();
        expect(metadata.format).toBe(format === "avif" ? "heif" : format);
        expect({ width: metadata.width, height: metadata.height }).toEqual({
          width: variant.width,
          height: variant.width * 1.5,
        });
        expect(variant.height).toBe(variant.width * 1.5);
      }
    }
    // The red corner, top left in the stored pixels, is top right once turned a quarter clockwise.
    const largest = entry.formats.jpeg.at(-1);
    const { data, info } = await sharp(join(outDir, largest?.file ?? ""))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [red, green] = pixel(info.width - 20, 20);
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(60);
    expect(pixel(20, 20)[0]).toBeLessThan(180);
  });

  it("keeps no metadata in any output: no EXIF, GPS, serial, XMP, IPTC or ICC profile", async () => {
    const files = await readdir(outDir);
    expect(files).toHaveLength(3 * 3 + 1 * 3 + 3 * 3);
    for (const file of files) {
      const data = await readFile(join(outDir, file));
      const metadata = await sharp(data).metadata();
      expect(metadata.exif, file).toBeUndefined();
      expect(metadata.xmp, file).toBeUndefined();
      expect(metadata.iptc, file).toBeUndefined();
      expect(metadata.icc, file).toBeUndefined();
      expect(metadata.orientation, file).toBeUndefined();
      for (const secret of [...Object.values(secrets), "WeldCam", "Exif\0\0", "<x:xmpmeta", "Photoshop 3.0"]) {
        expect(data.includes(secret), `${file} contains ${JSON.stringify(secret)}`).toBe(false);
      }
    }
  });

  it("never makes a variant wider than its source", () => {
    const small = run.manifest.photos["small.png"];
    const mid = run.manifest.photos["team/mid.jpg"];
    for (const format of photoFormats) {
      expect(small?.formats[format].map(({ width, height }) => [width, height])).toEqual([[300, 200]]);
      expect(mid?.formats[format].map(({ width }) => width)).toEqual([480, 800, 1000]);
    }
    expect(small).toMatchObject({ width: 300, height: 200 });
    expect(mid).toMatchObject({ width: 1000, height: 700 });
  });

  it("gives each photo a placeholder of a few hundred bytes, inline as a data: URI", async () => {
    for (const entry of Object.values(run.manifest.photos)) {
      expect(entry.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
      const data = Buffer.from(entry.placeholder.split(",")[1] ?? "", "base64");
      expect(data.length).toBeLessThan(400);
      const metadata = await sharp(data).metadata();
      expect(metadata.width).toBe(16);
      expect(Math.abs((metadata.height ?? 0) / 16 - entry.height / entry.width)).toBeLessThan(0.1);
      expect(metadata.exif).toBeUndefined();
    }
  });

  it("records the source's hash and writes the manifest file", async () => {
    const source = await readFile(join(sourceDir, "team", "mid.jpg"));
    expect(run.manifest.photos["team/mid.jpg"]?.sourceHash).toBe(createHash("sha256").update(source).digest("hex"));
    expect(JSON.parse(await readFile(join(root, "manifest.json"), "utf8"))).toEqual(run.manifest);
    expect(run.converted).toEqual(["projects/Tank Weld.jpg", "small.png", "team/mid.jpg"]);
    expect(logged.at(-1)).toBe("photos: 3 converted, 0 unchanged");
  });

  it("converts nothing on a second run over the same sources, even into an empty output folder", async () => {
    const messages: string[] = [];
    const freshOut = join(root, "out-again");
    const again = await processPhotos({
      sourceDir,
      sources: await listPhotoSources(sourceDir),
      outDir: freshOut,
      cacheDir,
      widths,
      log: (message) => messages.push(message),
    });
    expect(again.converted).toEqual([]);
    expect(again.unchanged).toHaveLength(3);
    expect(messages).toEqual(["photos: 3 unchanged, nothing converted"]);
    expect(again.manifest).toEqual(run.manifest);
    expect((await readdir(freshOut)).sort()).toEqual((await readdir(outDir)).sort());
  });

  it("converts again when the source or the settings change", async () => {
    const scratch = join(root, "changes");
    await write(join(scratch, "a.jpg"), await (await rawPicture(600, 400)).jpeg().toBuffer());
    const options = { sourceDir: scratch, sources: ["a.jpg"], outDir: join(scratch, "out"), cacheDir, log() {} };
    expect((await processPhotos(options)).converted).toEqual(["a.jpg"]);
    expect((await processPhotos(options)).converted).toEqual([]);
    expect((await processPhotos({ ...options, widths: [320, 640] })).converted).toEqual(["a.jpg"]);
    await write(join(scratch, "a.jpg"), await (await rawPicture(640, 400)).jpeg().toBuffer());
    await writeFile(join(options.outDir, "notes.txt"), "not the pipeline's");
    const messages: string[] = [];
    const changed = await processPhotos({ ...options, log: (message) => messages.push(message) });
    expect(changed.converted).toEqual(["a.jpg"]);
    expect(changed.manifest.photos["a.jpg"]?.width).toBe(640);
    // The output folder keeps only the current files: the earlier versions' would ship for nothing.
    const files = photoFormats.flatMap((format) => changed.manifest.photos["a.jpg"]?.formats[format] ?? []);
    expect((await readdir(options.outDir)).sort()).toEqual(
      [...files.map((variant) => variant.file), "notes.txt"].sort(),
    );
    expect(messages.at(-1)).toMatch(/^photos: 1 converted, 0 unchanged, \d+ files of earlier versions removed$/);
  });
});

describe("refused sources", () => {
  let dir: string;
  beforeAll(async () => {
    dir = join(root, "refused");
    await write(join(dir, "huge.jpg"), await (await rawPicture(900, 600)).jpeg({ quality: 95 }).toBuffer());
    await write(join(dir, "notes.jpg"), Buffer.from("not a photo at all, just text saved as .jpg"));
    const whole = await (await rawPicture(800, 600)).jpeg().toBuffer();
    await write(join(dir, "cut.jpg"), whole.subarray(0, Math.floor(whole.length / 2)));
    await write(join(dir, "fine.jpg"), await (await rawPicture(500, 300)).jpeg().toBuffer());
  });

  const attempt = (options: Partial<Parameters<typeof processPhotos>[0]> & { sources: string[] }) =>
    processPhotos({ sourceDir: dir, outDir: join(dir, "out"), cacheDir: join(dir, "cache"), log() {}, ...options });

  it("refuses a file over the byte limit, naming it, its size and the limit", async () => {
    const size = (await readFile(join(dir, "huge.jpg"))).length;
    const error = await attempt({ sources: ["huge.jpg", "fine.jpg"], maxSourceBytes: 50_000 }).catch((e) => e);
    expect(error).toBeInstanceOf(PhotoSourceError);
    expect(error.message.split("\n")).toHaveLength(1);
    expect(error.message).toContain(`photos: ${join(dir, "huge.jpg")}: `);
    expect(error.message).toContain(`${size} bytes`);
    expect(error.message).toContain("limit of 0.1 MB");
    expect(error.message).not.toContain("fine.jpg");
  });

  it("refuses a photo over the pixel limit, naming it, its size and the limit", async () => {
    const error = await attempt({ sources: ["huge.jpg"], maxSourcePixels: 500_000 }).catch((e) => e);
    expect(error.message).toContain(join(dir, "huge.jpg"));
    expect(error.message).toContain("900×600 px (0.5 megapixels)");
    expect(error.message).toContain("limit of 0.5 megapixels");
  });

  it("refuses a file that is not an image and one cut short, one line each and no stack trace", async () => {
    const error = await attempt({ sources: ["notes.jpg", "cut.jpg", "fine.jpg"] }).catch((e) => e);
    expect(error.message.split("\n")).toEqual([
      expect.stringMatching(new RegExp(`^photos: ${join(dir, "cut.jpg")}: cannot be decoded`)),
      `photos: ${join(dir, "notes.jpg")}: is not an image: put the photograph itself there, as a JPEG, PNG, WebP, AVIF or TIFF file`,
    ]);
    // What the build prints of the error that stopped it (Node's `inspect`).
    expect(inspect(error)).toBe(error.message);
    expect(problemsOf(error).map((problem) => problem.message.fr)).toContainEqual(
      expect.stringMatching(/^n'est pas une image : mettez à sa place la photo elle-même/),
    );
  });

  it("refuses an image whose format is not the one its extension names", async () => {
    await write(join(dir, "jpeg.png"), await (await rawPicture(300, 200)).jpeg().toBuffer());
    const error = await attempt({ sources: ["jpeg.png"] }).catch((e) => e);
    expect(error.message).toBe(
      `photos: ${join(dir, "jpeg.png")}: is a JPEG file named .png: rename it to .jpg, and use the new name where the photo is shown`,
    );
  });

  it("goes on without the sources it cannot use when asked to, and reports them", async () => {
    const result = await attempt({ sources: ["notes.jpg", "fine.jpg"], keepGoing: true });
    expect(Object.keys(result.manifest.photos)).toEqual(["fine.jpg"]);
    expect(result.problems.map((problem) => problem.file)).toEqual([join(dir, "notes.jpg")]);
  });

  it("finds the same problems without converting anything, for check:content", async () => {
    const problems = await checkPhotoSources({ sourceDir: dir, sources: ["notes.jpg", "fine.jpg", "huge.jpg"] });
    expect(problems.map((problem) => `${problem.file}: ${problem.message.en}`)).toEqual([
      `${join(dir, "notes.jpg")}: is not an image: put the photograph itself there, as a JPEG, PNG, WebP, AVIF or TIFF file`,
    ]);
  });

  it("refuses a missing file and a path outside the folder", async () => {
    const error = await attempt({ sources: ["gone.jpg", "../elsewhere.jpg"] }).catch((e) => e);
    expect(error.message).toContain(`${join(dir, "gone.jpg")}: cannot read it`);
    expect(error.message).toContain(`../elsewhere.jpg: a photo must be a path inside ${dir}`);
  });
});

describe("checkPhotoReferences", () => {
  const manifest = {
    photos: { "projects/tank-weld.jpg": { width: 1, height: 1, placeholder: "", sourceHash: "", formats: {} } },
  } as unknown as PhotoManifest;

  it("accepts a known photo with alt text in both languages", () => {
    expect(
      checkPhotoReferences(manifest, [
        {
          photo: "projects/tank-weld.jpg",
          alt: { en: "A welder at a tank seam", fr: "Un soudeur sur une virole" },
          where: "x.md (cover)",
        },
      ]),
    ).toEqual([]);
  });

  it("reports a missing photo and each empty alt text, naming where", () => {
    expect(
      checkPhotoReferences(manifest, [
        { photo: "projects/tank-wled.jpg", alt: { en: "A tank", fr: "Une cuve" }, where: "en/tanks.md (cover)" },
        { photo: "projects/tank-weld.jpg", alt: { en: "  ", fr: "" }, where: "fr/cuves.md (gallery[2])" },
        { photo: "projects/tank-weld.jpg", alt: { en: "A tank" }, where: "people.yaml (photo)" },
      ]),
    ).toEqual([
      'en/tanks.md (cover): no photo "projects/tank-wled.jpg" among the sources',
      'fr/cuves.md (gallery[2]): the English alt text (alt.en) of "projects/tank-weld.jpg" is empty',
      'fr/cuves.md (gallery[2]): the French alt text (alt.fr) of "projects/tank-weld.jpg" is empty',
      'people.yaml (photo): the French alt text (alt.fr) of "projects/tank-weld.jpg" is empty',
    ]);
  });
});
