// React Router writes a `.data` file (client-navigation payload) next to every prerendered path,
// including resource routes: feeds, sitemap, robots, manifest, icons and social cards. Nothing ever
// navigates to those, and the cards' payloads alone weigh several megabytes, so they are removed.
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const resourceData = /\.(png|xml|txt|webmanifest)\.data$/;

/** Deletes resource routes' `.data` files under `dir`; returns how many. */
export function pruneResourceData(dir) {
  let removed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = join(dir, entry.name);
    if (entry.isDirectory()) removed += pruneResourceData(abs);
    else if (resourceData.test(entry.name)) {
      rmSync(abs);
      removed += 1;
    }
  }
  return removed;
}
