// Astro writes the page at /404 as 404.html, whatever the build's format; every host here serves
// 404/index.html for an unknown path, as for every other page (scripts/postbuild/hosting.mjs, nginx.mjs).
import { existsSync, mkdirSync, renameSync } from "node:fs";
import { join } from "node:path";

/**
 * Moves client/404.html to client/404/index.html; a second run changes nothing.
 * @param {string} client the build's client folder
 */
export function placeNotFoundPage(client) {
  if (!existsSync(join(client, "404.html"))) return;
  mkdirSync(join(client, "404"), { recursive: true });
  renameSync(join(client, "404.html"), join(client, "404", "index.html"));
}
