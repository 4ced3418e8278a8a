// The releases folder: one folder per release, named by time and commit, and the record a finished release
// keeps of itself.
import { mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** `<UTC timestamp>-<short commit>`, with `-2`, `-3`… when a second release starts within the same second. */
export const releaseNamePattern = /^\d{8}T\d{6}Z-[0-9a-f]{7,40}(-\d+)?$/;

/** Written into a release once it passed the smoke test: a folder without it is an unfinished release. */
export const releaseRecordFile = "release.json";

/**
 * What a finished release remembers about itself.
 * @typedef {object} ReleaseRecord
 * @property {string} commit the commit it was built from
 * @property {string} lockHash SHA-256 of its package-lock.json: the next release with the same one copies
 *   its node_modules instead of running `npm ci`
 * @property {string} builtAt ISO time the build finished
 */

/**
 * `20261126T071500Z`: sorts like the time, and is safe in a path on every system.
 * @param {Date} date
 */
export function stamp(date) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

/**
 * Creates the new release's folder; a name already taken (two releases in one second) gets a suffix.
 * @param {string} releases
 * @param {string} time
 * @param {string} short
 */
export function newReleaseFolder(releases, time, short) {
  for (let n = 1; ; n++) {
    const folder = join(releases, `${time}-${short}${n > 1 ? `-${n}` : ""}`);
    try {
      mkdirSync(folder);
      return folder;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    }
  }
}

/**
 * The folders named like releases, finished or not, in no particular order.
 * @param {string} releases
 */
export function releaseNames(releases) {
  return readdirSync(releases, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && releaseNamePattern.test(entry.name))
    .map((entry) => entry.name);
}

/**
 * @param {string} folder
 * @returns {ReleaseRecord | null}
 */
export function readRecord(folder) {
  return /** @type {ReleaseRecord | null} */ (readJson(join(folder, releaseRecordFile)));
}

/**
 * @param {string} folder
 * @param {ReleaseRecord} record
 */
export function writeRecord(folder, record) {
  writeFileSync(join(folder, releaseRecordFile), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * @param {string} file
 * @returns {Record<string, string> | null} null when missing or unreadable
 */
export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** @param {string} a @param {string} b */
export function samePath(a, b) {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return resolve(a) === resolve(b);
  }
}
