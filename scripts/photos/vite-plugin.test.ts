import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inspect } from "node:util";
import sharp from "sharp";
import { build, createServer, type Rolldown, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PhotoSourceError } from "./pipeline.mjs";
import { manifestModuleId, photos } from "./vite-plugin.mjs";

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "photos-plugin-"));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/**
 * A project whose entry imports the manifest (and uses it, or an app build would drop it), with `files` as its
 * photo sources.
 */
async function project(name: string, files: Record<string, Buffer>) {
  const dir = join(root, name);
  await mkdir(join(dir, "photos", "samples"), { recursive: true });
  await writeFile(
    join(dir, "entry.js"),
    `import manifest from "${manifestModuleId}";\nglobalThis.manifest = manifest;\n`,
  );
  for (const [path, data] of Object.entries(files)) await writeFile(join(dir, "photos", path), data);
  return dir;
}

/** A small photo-like JPEG: smooth gradients, so it encodes like one. */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#6a7a88" } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="40%" cy="50%" r="30%" fill="#c9a02e"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();

/** Builds the project's entry with the plugin, as `vite build` would, and returns the bundle's code. */
async function bundle(dir: string, log: string[], plugin = photos) {
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: "silent",
    plugins: [plugin({ sourceDir: "photos", outDir: "public/photos", cacheDir: ".cache", log: (m) => log.push(m) })],
    build: { write: false, rolldownOptions: { input: join(dir, "entry.js") }, minify: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) => output.output.map((file) => ("code" in file ? file.code : ""))).join("\n");
}

/** A dev server of the project in `dir` with the plugin, as `astro dev` runs Vite: in middleware mode. */
function devServer(dir: string, log: (message: string) => void = () => {}) {
  return createServer({
    root: dir,
    configFile: false,
    logLevel: "silent",
    server: { middlewareMode: true, ws: false },
    plugins: [photos({ sourceDir: "photos", outDir: "public/photos", cacheDir: ".cache", log })],
  });
}

/** The sources a dev server's manifest module lists, as a page importing it gets them now. */
async function servedPhotos(server: ViteDevServer) {
  const { default: manifest } = (await server.ssrLoadModule(manifestModuleId)) as {
    default: { photos: Record<string, unknown> };
  };
  return Object.keys(manifest.photos).sort();
}

describe("the photos() Vite plugin", () => {
  it("converts the sources into public/photos/ before the build and serves the manifest as a module", async () => {
    const dir = await project("ok", { "samples/beam.jpg": await jpeg(900, 600) });
    const log: string[] = [];
    const code = await bundle(dir, log);
    expect(code).toContain('"samples/beam.jpg"');
    expect(code).toMatch(/beam-[0-9a-f]{8}-900\.avif/);
    const files = await readdir(join(dir, "public", "photos"));
    expect(files.filter((file) => file.startsWith("beam-"))).toHaveLength(3 * 3);
    expect(log).toEqual(["photos: converted samples/beam.jpg (900×600)", "photos: 1 converted, 0 unchanged"]);
  });

  it("runs the pipeline once per process, however many builds (client, server) load the config", async () => {
    const dir = await project("twice", { "samples/beam.jpg": await jpeg(700, 500) });
    const first: string[] = [];
    const second: string[] = [];
    await bundle(dir, first);
    // Each load of vite.config.ts evaluates the plugin's module anew (Vite bundles the config with it).
    vi.resetModules();
    const reloaded = (await import("./vite-plugin.mjs")).photos;
    expect(reloaded).not.toBe(photos);
    const code = await bundle(dir, second, reloaded);
    expect(first).toHaveLength(2);
    expect(second).toEqual([]);
    expect(code).toMatch(/beam-[0-9a-f]{8}-700\.webp/);
  });

  it("fails the build with one line naming the file", async () => {
    const dir = await project("broken", {
      "samples/beam.jpg": await jpeg(600, 400),
      "samples/notes.jpg": Buffer.from("not a photo, just text saved as .jpg"),
    });
    const error = await bundle(dir, []).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const line = `${join("photos", "samples", "notes.jpg")}: is not an image: put the photograph itself there`;
    expect((error as Error).message).toContain(line);
    expect((error as Error).message).not.toContain("beam.jpg");
  });

  it("stops a build in a dev-server-like compiler the build starts, with the lines alone, and converts nothing after", async () => {
    const dir = await project("child-compiler", { "samples/notes.webp": Buffer.from("text named .webp") });
    await bundle(dir, []).catch(() => undefined);
    // A compiler in a server of its own, outside the bundler, started while this process builds.
    const error = await devServer(dir)
      .then(async (server) => {
        // Closed should the start go through. When it fails, createServer itself rejects, with no server to close.
        try {
          await server.pluginContainer.buildStart({});
        } finally {
          await server.close();
        }
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PhotoSourceError);
    // What the command line prints of it: the line, no stack trace.
    expect(inspect(error)).toMatch(
      /^photos: .*notes\.webp: is not an image: put the photograph itself there, .* file$/,
    );

    // Vite leaves the watcher of a server whose start failed open: the plugin must not convert through it
    // into a folder removed later (the photos would come back into it), once that watcher is watching.
    await new Promise((watching) => setTimeout(watching, 500));
    await rm(dir, { recursive: true, force: true });
    // Longer than the pause the watcher waits for a batch of changes to settle.
    await new Promise((settled) => setTimeout(settled, 1_000));
    expect(existsSync(dir)).toBe(false);
  });

  it("keeps the dev server going without a source it cannot use, and says so", async () => {
    const dir = await project("serving", {
      "samples/beam.jpg": await jpeg(500, 300),
      "samples/notes.png": Buffer.from("text named .png"),
    });
    const log: string[] = [];
    const server = await devServer(dir, (m) => log.push(m));
    try {
      expect(await servedPhotos(server)).toEqual(["samples/beam.jpg"]);
      expect(log).toContainEqual(expect.stringMatching(/^photos: .*notes\.png: is not an image/));
    } finally {
      await server.close();
    }
  });

  it("converts a photo added while the dev server runs, and serves the manifest with it", async () => {
    const dir = await project("watching", { "samples/beam.jpg": await jpeg(500, 300) });
    const server = await devServer(dir);
    try {
      expect(await servedPhotos(server)).toEqual(["samples/beam.jpg"]);
      await writeFile(join(dir, "photos", "samples", "weld.jpg"), await jpeg(400, 300));
      await expect
        .poll(() => servedPhotos(server), { timeout: 20_000 })
        .toEqual(["samples/beam.jpg", "samples/weld.jpg"]);
    } finally {
      await server.close();
    }
  });
});
