// One release at a time per releases folder: the timer and an operator could start one together.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { lockFile } from "../../server/file-lock.mjs";
import { ReleaseError } from "./release-error.mjs";

/** The lock's file in the releases folder (the lead database's kind of lock: see server/file-lock.mjs). */
export const releaseLockFile = ".release.lock.db";

/**
 * Takes the releases folder's lock, which the kernel frees when this process ends, however it ends: a
 * release killed mid-build never blocks the next one. Refused at once when another release holds it.
 * @param {string} releases
 * @returns {Promise<() => void>} lets the lock go
 */
export async function lockReleases(releases) {
  const file = join(releases, releaseLockFile);
  /** @type {import("../../server/file-lock.mjs").FileLock} */
  let lock;
  try {
    lock = await lockFile(file);
  } catch (error) {
    const { code, holder } = /** @type {{ code?: string, holder?: number | null }} */ (error);
    if (code === "LOCKED") {
      throw new ReleaseError(
        `another release is running (${holder ? `process ${holder}` : "another process"}, ${file})`,
      );
    }
    if (code === "ERR_MODULE_NOT_FOUND") {
      // The checkout running this script has no packages: the lock's SQLite comes from them.
      throw new ReleaseError(`the release lock needs the checkout's packages: run npm ci in it once (${error})`);
    }
    throw error;
  }
  // Earlier versions locked with a file holding a process id: one left behind is not a lock any more.
  rmSync(join(releases, ".release.lock"), { force: true });
  return () => lock.release();
}
