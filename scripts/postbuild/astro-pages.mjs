// The pages Astro renders (site/, decision 0031) join React Router's in the client folder: `astro build`
// writes them to <build>/astro, and this copies its files into the client folder (React Router prerenders
// only its own pages, app/content/prerender.server.ts), then removes the folder, so a second run changes nothing.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { listBuildFiles } from "../../server/build-files.mjs";

/**
 * Copies the Astro build into the client folder.
 * @param {string} buildDir
 * @returns {number} the HTML files copied
 */
export function mergeAstroPages(buildDir) {
  const astro = join(buildDir, "astro");
  if (!existsSync(astro)) return 0;
  // Astro writes the page at /404 as 404.html, whatever the build's format; every host here serves
  // 404/index.html for an unknown path, as for every other page (scripts/postbuild/hosting.mjs, nginx.mjs).
  if (existsSync(join(astro, "404.html"))) {
    mkdirSync(join(astro, "404"), { recursive: true });
    renameSync(join(astro, "404.html"), join(astro, "404", "index.html"));
  }
  const pages = listBuildFiles(astro).filter((path) => path.endsWith(".html")).length;
  cpSync(astro, join(buildDir, "client"), { recursive: true });
  rmSync(astro, { recursive: true, force: true });
  return pages;
}
