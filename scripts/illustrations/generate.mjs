// Generates the site's original flat SVG illustrations into public/images.
// Usage: node scripts/illustrations/generate.mjs
// No dependencies; the output is deterministic, so running it again rewrites exactly the same files.
//
// palette.mjs holds the colours, svg.mjs the SVG primitives, props/ (one module per kind of thing: backdrops,
// light, welds, plant, steelwork, machines, instruments, paperwork) and people.mjs the things a picture is
// made of, and scenes/ the pictures themselves, one module per part of the site (scenes/frame.mjs, the size
// and night-sky backdrop they share).
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { blog } from "./scenes/blog.mjs";
import { brand } from "./scenes/brand.mjs";
import { company } from "./scenes/company.mjs";
import { gallery } from "./scenes/gallery.mjs";
import { hero } from "./scenes/hero.mjs";
import { industries } from "./scenes/industries.mjs";
import { roles } from "./scenes/roles.mjs";
import { services } from "./scenes/services.mjs";
import { resetRandom } from "./svg.mjs";

const outputDir = fileURLToPath(new URL("../../public/images/", import.meta.url));

/** A file over this many bytes is worth a second look: the illustrations are meant to stay small. */
const largeFileBytes = 6144;

/** Every picture, by file name. */
const pictures = { ...hero, ...gallery, ...services, ...industries, ...blog, ...company, ...roles, ...brand };

mkdirSync(outputDir, { recursive: true });
for (const [name, draw] of Object.entries(pictures)) {
  // Each picture draws its sparks from the same random sequence, whatever was drawn before it.
  resetRandom();
  const svg = draw();
  writeFileSync(outputDir + name, svg);
  if (svg.length > largeFileBytes) console.warn(`${name}: ${svg.length} bytes (over 6 KB)`);
}
console.log(`wrote ${Object.keys(pictures).length} files to ${outputDir}`);
