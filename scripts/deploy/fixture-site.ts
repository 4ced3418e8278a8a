import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * A site the release script can release for real in a second or two: a git repository whose package depends
 * on one packed package (installed by `npm ci` from the repository itself, no registry), whose build writes a
 * page from `page.html`, and whose `server/index.mjs` serves it. The release's tests change the page or the
 * package and commit.
 */

const gitEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: "t",
  GIT_AUTHOR_EMAIL: "t@t",
  GIT_COMMITTER_NAME: "t",
  GIT_COMMITTER_EMAIL: "t@t",
};

/** A page the smoke test accepts; `{dep}` becomes the installed package's text. */
export const goodPage = '<!doctype html>\n<html lang="en"><body><p>Fixture, built with {dep}</p></body></html>\n';
/** A 200 the smoke test refuses: not an HTML page. */
export const brokenPage = "Fixture, built with {dep}, and no page at all\n";

const build = `import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import dep from "fixture-dep";
const client = join(process.env.BUILD_DIR, "client");
mkdirSync(client, { recursive: true });
writeFileSync(join(client, "index.html"), readFileSync("page.html", "utf8").replace("{dep}", dep));
// Like the photo pipeline's cache, the build writes into its own node_modules.
mkdirSync("node_modules/.cache", { recursive: true });
writeFileSync("node_modules/.cache/last-build", new Date().toISOString());
`;

const server = `import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import dep from "fixture-dep";
const page = readFileSync(join(process.env.BUILD_DIR, "client", "index.html"), "utf8");
createServer((request, response) => {
  if (request.url === "/fr/") return response.writeHead(308, { location: "/fr" }).end();
  response.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-dep": dep }).end(page);
}).listen(Number(process.env.PORT), process.env.HOST);
`;

/** Creates the repository in `repo` with its first commit; returns that commit. */
export function createFixtureSite(repo: string): string {
  mkdirSync(join(repo, "server"), { recursive: true });
  writeFileSync(join(repo, "build.mjs"), build);
  writeFileSync(join(repo, "server", "index.mjs"), server);
  writeFileSync(join(repo, "page.html"), goodPage);
  writeFileSync(join(repo, ".gitignore"), "node_modules/\nbuild/\n");
  setDependency(repo, "1.0.0");
  git(repo, "init", "--quiet");
  return commitAll(repo, "a site");
}

/**
 * Makes `fixture-dep@version` the site's dependency: a new packed package and the package-lock.json naming it
 * (what `npm install` would write), so the next release's lock differs.
 */
export function setDependency(repo: string, version: string) {
  const staging = join(repo, ".staging");
  mkdirSync(join(staging, "package"), { recursive: true });
  writeFileSync(
    join(staging, "package", "package.json"),
    JSON.stringify({ name: "fixture-dep", version, main: "index.js" }),
  );
  writeFileSync(join(staging, "package", "index.js"), `module.exports = "fixture-dep ${version}";\n`);
  const tarball = `vendor/fixture-dep-${version}.tgz`;
  // Only the new version's package stays, as npm would leave it.
  rmSync(join(repo, "vendor"), { recursive: true, force: true });
  mkdirSync(join(repo, "vendor"));
  execFileSync("tar", ["-czf", join(repo, tarball), "-C", staging, "package"]);
  rmSync(staging, { recursive: true, force: true });
  const integrity = `sha512-${createHash("sha512")
    .update(readFileSync(join(repo, tarball)))
    .digest("base64")}`;
  const dependencies = { "fixture-dep": `file:${tarball}` };
  const manifest = { name: "fixture-site", version: "1.0.0", private: true, dependencies };
  writeFileSync(
    join(repo, "package.json"),
    `${JSON.stringify({ ...manifest, scripts: { build: "node build.mjs" } }, null, 2)}\n`,
  );
  const lock = {
    name: "fixture-site",
    version: "1.0.0",
    lockfileVersion: 3,
    requires: true,
    packages: {
      "": { name: "fixture-site", version: "1.0.0", dependencies },
      "node_modules/fixture-dep": { version, resolved: `file:${tarball}`, integrity },
    },
  };
  writeFileSync(join(repo, "package-lock.json"), `${JSON.stringify(lock, null, 2)}\n`);
}

/** Writes `files` (path → text) into the repository. */
export function writeFiles(repo: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) writeFileSync(join(repo, path), text);
}

/** Commits everything; returns the new commit. */
export function commitAll(repo: string, message: string): string {
  git(repo, "add", "--all");
  git(repo, "commit", "--quiet", "-m", message);
  return git(repo, "rev-parse", "HEAD");
}

export function git(repo: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: repo, env: gitEnv, encoding: "utf8" }).trim();
}

/**
 * Every entry under `folder` with what it holds: a file's mode and SHA-256, a link's target, a folder's mode.
 * Two equal results mean the same tree, byte for byte.
 */
export function treeDigest(folder: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const walk = (path: string) => {
    const stats = lstatSync(path);
    const name = relative(folder, path) || ".";
    const mode = (stats.mode & 0o7777).toString(8);
    if (stats.isSymbolicLink()) entries[name] = `link → ${readlinkSync(path)}`;
    else if (stats.isDirectory()) {
      entries[name] = `folder ${mode}`;
      for (const child of readdirSync(path)) walk(join(path, child));
    } else {
      entries[name] = `file ${mode} ${createHash("sha256").update(readFileSync(path)).digest("hex")}`;
    }
  };
  walk(folder);
  return entries;
}
