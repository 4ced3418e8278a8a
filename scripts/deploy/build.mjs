// A release's packages and build, made inside its own folder: nothing here reads more than the previous
// release's node_modules (to copy it), and nothing writes outside the new folder.
import { createHash } from "node:crypto";
import { lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./process.mjs";

/**
 * SHA-256 of a release's package-lock.json: two releases with the same one can share the same packages.
 * @param {string} folder
 */
export function lockHashOf(folder) {
  return createHash("sha256")
    .update(readFileSync(join(folder, "package-lock.json")))
    .digest("hex");
}

/**
 * Whether `folder` has a node_modules folder of its own (a release of the earlier layout had a link to the
 * checkout's, which must not be copied as a link).
 * @param {string} folder
 */
export function hasOwnModules(folder) {
  try {
    return lstatSync(join(folder, "node_modules")).isDirectory();
  } catch {
    return false;
  }
}

/**
 * `npm ci` in the new release: its packages, exactly as its package-lock.json says.
 * @param {string} folder
 */
export function installPackages(folder) {
  return run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: folder });
}

/**
 * Copies `from`'s node_modules into `folder`, for a release whose package-lock.json is the same: seconds
 * instead of a minute or two of `npm ci`. A copy, not hard links: a build that rewrote a package's file in
 * place (a cache, say) would otherwise rewrite the live release's too. `from` is only read.
 * @param {string} from
 * @param {string} folder
 */
export function copyPackages(from, folder) {
  return run("cp", ["-a", join(from, "node_modules"), join(folder, "node_modules")]);
}

/**
 * `npm run build` in the release's folder, writing `buildDir`; rejects when the build fails (its output
 * already relayed).
 * @param {string} folder
 * @param {string} buildDir
 * @param {Record<string, string>} env added to ours (NGINX_ROOT)
 */
export function buildSite(folder, buildDir, env) {
  return run("npm", ["run", "build"], { cwd: folder, env: { ...process.env, ...env, BUILD_DIR: buildDir } });
}
