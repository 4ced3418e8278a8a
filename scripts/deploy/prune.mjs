// Old and unfinished releases are deleted; the one `current` points at never is.
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { releaseNames, releaseRecordFile, samePath } from "./folders.mjs";
import { currentTarget } from "./swap.mjs";

/**
 * Deletes all but the newest `keep` releases (names sort by time), never the one `current` points at. Only
 * folders named like releases are considered.
 * @param {string} releases
 * @param {string} current
 * @param {number} keep
 * @returns {string[]} the folders deleted
 */
export function pruneReleases(releases, current, keep) {
  const serving = currentTarget(current);
  const names = releaseNames(releases).sort().reverse();
  const removed = [];
  for (const name of names.slice(keep)) {
    const folder = join(releases, name);
    if (serving && samePath(folder, serving)) continue;
    rmSync(folder, { recursive: true, force: true });
    removed.push(folder);
  }
  return removed;
}

/**
 * Removes release folders with no record (left by a release that was killed mid-build), never `current`'s.
 * @param {string} releases
 * @param {string | null} serving
 * @param {(line: string) => void} log
 * @returns {string[]} the folders deleted
 */
export function removeUnfinished(releases, serving, log) {
  const removed = [];
  for (const name of releaseNames(releases)) {
    const folder = join(releases, name);
    if (existsSync(join(folder, releaseRecordFile)) || (serving && samePath(folder, serving))) continue;
    rmSync(folder, { recursive: true, force: true });
    removed.push(folder);
    log(`removed ${name}, left unfinished by an interrupted release`);
  }
  return removed;
}
