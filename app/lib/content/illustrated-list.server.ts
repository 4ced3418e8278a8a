import { existsSync } from "node:fs";
import { join } from "node:path";
import manifest from "virtual:photo-manifest";
import type { ListChecks } from "./illustrated-list";

/**
 * The look-ups of an illustrated list's checks at build time: drawings in public/ (the build runs from the
 * project root), photos in the pipeline's manifest.
 */
export const buildChecks: ListChecks = {
  illustrationExists: (src) => existsSync(join(process.cwd(), "public", src)),
  photoExists: (key) => Object.hasOwn(manifest.photos, key),
};
