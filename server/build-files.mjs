// The one walk over a build folder that the server and the post-build step share. Apart from
// app/lib/site-layout.mjs because it needs node:fs, which the layout facts must not import (the app's browser
// code may read those).
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * Every file under a folder, as the URL path it is served at (`/about/index.html`, `/assets/a.js`), sorted.
 * @param {string} root build/client, or any folder of the build
 * @returns {string[]}
 */
export function listBuildFiles(root) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (entry.isFile()) files.push(`/${relative(root, abs).split(sep).join("/")}`);
    }
  };
  walk(root);
  return files.sort();
}

/**
 * Every .html file under a folder, as paths relative to it with forward slashes (`about/index.html`), sorted.
 * @param {string} root
 */
export function htmlFiles(root) {
  return listBuildFiles(root)
    .filter((path) => path.endsWith(".html"))
    .map((path) => path.slice(1));
}
