// React Router writes a `.data` file (client-navigation payload) next to every prerendered path,
// including resource routes: feeds, sitemap, robots, manifest, icons and social cards. Nothing ever
// navigates to those, and the cards' payloads alone weigh several megabytes, so they are removed.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { listBuildFiles } from "../../server/build-files.mjs";

const resourceData = /\.(png|xml|txt|webmanifest)\.data$/;

/**
 * Deletes resource routes' `.data` files under `dir`; returns how many.
 * @param {string} dir
 */
export function pruneResourceData(dir) {
  const files = listBuildFiles(dir).filter((path) => resourceData.test(path));
  for (const path of files) rmSync(join(dir, path));
  return files.length;
}
