// Renders the sample photographs in app/content/photos/samples/: industrial scenes drawn as SVG (feTurbulence
// textures, a height map lit by feDiffuseLighting and feSpecularLighting), rendered by sharp's librsvg, then
// given depth of field, vignetting and sensor grain, and saved as camera-like JPEGs. They stand in for real
// photographs while the company has none to publish: made here, so no licence, no client and no site is in
// them, and with grain and texture they compress like photographs, which flat drawings do not.
// Deterministic (seeded), so running it again writes the same files.
// Usage: node scripts/photos/make-test-photos.mjs [outDir]   (default: app/content/photos/samples)
//
// test-photos/ holds the parts: canvas.mjs (the frame and small helpers), textures.mjs (noise filters),
// camera.mjs (lighting, lens and sensor, the JPEG) and one module per scene.
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { render } from "./test-photos/camera.mjs";
import { H, W } from "./test-photos/canvas.mjs";
import { coatedPipe } from "./test-photos/coated-pipe.mjs";
import { corrodedPlate } from "./test-photos/corroded-plate.mjs";
import { pipeRack } from "./test-photos/pipe-rack.mjs";
import { weldBead } from "./test-photos/weld-bead.mjs";

const scenes = [weldBead, corrodedPlate, coatedPipe, pipeRack];

const outDir = resolve(process.argv[2] ?? fileURLToPath(new URL("../../app/content/photos/samples", import.meta.url)));
await mkdir(outDir, { recursive: true });
for (const make of scenes) {
  const started = performance.now();
  const scene = make();
  const jpeg = await render(scene);
  const file = join(outDir, `${scene.name}.jpg`);
  await writeFile(file, jpeg);
  console.log(
    `${file}: ${W}×${H}, ${(jpeg.length / 1024).toFixed(0)} KB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
