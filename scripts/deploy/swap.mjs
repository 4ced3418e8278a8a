// `current`, the link the server runs from: read and replaced in one atomic step.
import { randomBytes } from "node:crypto";
import { lstatSync, realpathSync, renameSync, symlinkSync, unlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { ReleaseError } from "./release-error.mjs";

/**
 * Points `link` at `target` without a moment where `link` is missing: a new symlink is made next to it and
 * renamed over it. rename(2) replaces the old link in one step, so a server starting at any instant finds
 * either the old release or the new one. Deleting `link` and creating it again would leave a gap.
 * @param {string} link
 * @param {string} target
 * @param {Pick<typeof import("node:fs"), "symlinkSync" | "renameSync" | "unlinkSync">} [fs]
 * @returns {string} the temporary link's path (gone once renamed)
 */
export function swapLink(link, target, fs = { symlinkSync, renameSync, unlinkSync }) {
  // Same folder, so same file system: rename across file systems is not atomic (it fails with EXDEV).
  const temporary = join(dirname(link), `.${basename(link)}.${process.pid}.${randomBytes(4).toString("hex")}`);
  fs.symlinkSync(target, temporary, "dir");
  try {
    fs.renameSync(temporary, link);
  } catch (error) {
    fs.unlinkSync(temporary);
    throw error;
  }
  return temporary;
}

/**
 * The release `current` points at, or null when there is none yet. A real folder in its place is refused:
 * renaming a link over a folder fails, and moving it away is the operator's call.
 * @param {string} current
 * @returns {string | null}
 */
export function currentTarget(current) {
  /** @type {import("node:fs").Stats} */
  let stats;
  try {
    stats = lstatSync(current);
  } catch {
    return null;
  }
  if (!stats.isSymbolicLink()) {
    throw new ReleaseError(`${current} exists and is not a symlink: move it away, then release again`);
  }
  try {
    return realpathSync(current);
  } catch {
    return null; // a dangling link: replaced like a missing one
  }
}
