// The post-build step (`npm run build` runs it after `astro build`):
//   build/client/404/index.html   the not-found page where every host looks for it (not-found-page.mjs)
//   build/security/csp.json   page path → hashes of its inline scripts, read by server/app.mjs
//   build/client/**.br, .gz   precompressed copies of every text file (none with BUILD_PRECOMPRESS=0)
//   build/client/_headers, _redirects   the same rules for Netlify / Cloudflare Pages
//   build/nginx/site.conf     the same rules for nginx
// Usage: node scripts/postbuild/index.mjs [buildDir]   (default: $BUILD_DIR, then ./build)
// NGINX_ROOT sets the folder site.conf serves (default: this build's client folder).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { fileOfPagePath, hostRuleFiles, notFoundPagePaths } from "../../app/lib/site-layout.mjs";
import { listBuildFiles } from "../../server/build-files.mjs";
import { scanBuild } from "../../server/csp-hashes.mjs";
import { compressBuild, removeCompressedCopies } from "./compress.mjs";
import { headersFile, maxHeaderRules, redirectsFile } from "./hosting.mjs";
import { nginxSiteConf } from "./nginx.mjs";
import { placeNotFoundPage } from "./not-found-page.mjs";

const buildDir = resolve(
  process.argv[2] ?? process.env.BUILD_DIR ?? fileURLToPath(new URL("../../build", import.meta.url)),
);
const client = join(buildDir, "client");

/** Files served as they are (not pages, not under the asset folders), for per-file header rules. */
function otherFiles() {
  return listBuildFiles(client).filter(
    (path) =>
      !path.startsWith("/assets/") &&
      !path.startsWith("/images/") &&
      !/\.(html|br|gz)$/.test(path) &&
      !hostRuleFiles.includes(path),
  );
}

const started = Date.now();
placeNotFoundPage(client);
// Without the home and 404 pages, the build did not end.
for (const required of ["index.html", ...notFoundPagePaths.map((page) => fileOfPagePath(page))]) {
  if (!existsSync(join(client, required))) {
    console.error(`postbuild: ${join(client, required)} is missing; run astro build first.`);
    process.exit(1);
  }
}
const manifest = scanBuild(client);
const pages = manifest.pages;
const pageCount = Object.keys(pages).length;
if (pageCount === 0) {
  console.error(`postbuild: no HTML found in ${client}`);
  process.exit(1);
}

mkdirSync(join(buildDir, "security"), { recursive: true });
writeFileSync(join(buildDir, "security", "csp.json"), `${JSON.stringify(manifest, null, 2)}\n`);

// BUILD_PRECOMPRESS=0 makes a build to be checked rather than sent over a network, such as the clone the
// editor's tests build after staff publish: brotli at its best quality on every changed page was more than half
// of that build's processor time. The servers then send each file as it is.
const precompress = process.env.BUILD_PRECOMPRESS !== "0";
const compressed = precompress ? await compressBuild(client) : null;
const removedCopies = precompress ? 0 : await removeCompressedCopies(client);

const pagePaths = Object.keys(pages).filter((p) => !p.endsWith(".html") && !notFoundPagePaths.includes(p));
const headers = headersFile({ pages, otherFiles: otherFiles() });
const headerRules = headers.split("\n").filter((line) => line.startsWith("/")).length;
if (headerRules > maxHeaderRules) {
  console.error(`postbuild: _headers has ${headerRules} rules; Cloudflare Pages reads only ${maxHeaderRules}.`);
  process.exit(1);
}
writeFileSync(join(client, "_headers"), headers);
writeFileSync(join(client, "_redirects"), redirectsFile({ pagePaths }));

mkdirSync(join(buildDir, "nginx"), { recursive: true });
writeFileSync(
  join(buildDir, "nginx", "site.conf"),
  nginxSiteConf({
    root: resolve(process.env.NGINX_ROOT ?? client),
    pages,
    app: process.env.NGINX_APP ?? "http://127.0.0.1:3000",
  }),
);

/** @param {number} n */
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `postbuild: CSP hashes for ${pageCount} HTML files; ` +
    (compressed
      ? `${compressed.files} files precompressed, ${compressed.reused} already were, ${compressed.cached} from the ` +
        `cache (${kib(compressed.bytes)} → br ${kib(compressed.br)}, gz ${kib(compressed.gz)}); `
      : `nothing precompressed (BUILD_PRECOMPRESS=0), ${removedCopies} earlier copies removed; `) +
    `_headers, _redirects, nginx/site.conf written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

// Placeholder company facts build fine, so only a warning here: the build stays usable for previews, and
// `npm run check:launch` is the gate before deploying. A check that cannot run must not break the build.
/** @param {string} text */
const yellow = (text) => (process.stdout.isTTY ? `\x1b[33m${text}\x1b[0m` : text);
try {
  const { readLaunchProblems } = await import("../check-launch.mjs");
  const problems = await readLaunchProblems();
  if (problems.length > 0) {
    // A few lines, not one per sample: every build prints this, and check:launch is where the whole list belongs.
    const shown = problems.slice(0, 5);
    const more = problems.length - shown.length;
    console.log(
      yellow(
        [
          `WARNING: the site is not ready to launch (${problems.length} placeholders or samples left):`,
          ...shown.map((problem) => `  - ${problem}`),
          ...(more > 0 ? [`  … and ${more} more`] : []),
          "npm run check:launch lists them all; replace them before deploying.",
        ].join("\n"),
      ),
    );
  }
} catch (error) {
  console.log(
    yellow(
      `WARNING: the launch check could not run (${error instanceof Error ? error.message : error}); ` +
        "run npm run check:launch before deploying.",
    ),
  );
}
