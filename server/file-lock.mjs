// One holder at a time, and nothing stale when a holder dies: the lock of the lead database's folder
// (server/leads/store.ts) and of the releases folder (scripts/deploy), which runs on plain
// Node.js with no build, hence JavaScript both can import.
import { readFileSync, statSync } from "node:fs";

/**
 * A lock this process holds until `release`, or until it ends.
 * @typedef {object} FileLock
 * @property {string} file
 * @property {() => void} release lets the lock go (again: nothing)
 */

/**
 * Takes `file`'s lock. It is SQLite's own: an exclusive transaction on `file`, kept open by this process and
 * never written. SQLite takes it with fcntl locks, which the kernel grants to one process only and drops
 * when that process ends, however it ends (SIGKILL, crash, power cut): nothing stale is left behind, and no
 * reused process id can pass for the owner. `waitMs` is how long to wait for a holder to let go.
 *
 * fcntl locks belong to the process and any close of the file drops them: the file must only ever be opened
 * through SQLite, which keeps its descriptors open while one of its connections holds a lock.
 * @param {string} file created if missing; its folder must exist
 * @param {{ waitMs?: number }} [options]
 * @returns {Promise<FileLock>} rejects with `code: "LOCKED"` and `holder` (the holding process, or null
 *   where the kernel's table cannot be read) when another holds it
 */
export async function lockFile(file, { waitMs = 0 } = {}) {
  // libsql: SQLite with prebuilt binaries in the npm registry, so a fresh machine builds nothing (decision 0011).
  const { default: Sqlite } = await import("libsql");
  const holder = new Sqlite(file);
  try {
    holder.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.round(waitMs))}`);
    // Nothing is written, so no journal. The transaction is never ended: it holds the lock until the
    // connection closes. Not `locking_mode = EXCLUSIVE`: in that mode the shared lock any statement takes on
    // the way is kept, so two processes starting at the same instant each kept theirs, neither could go on to
    // the exclusive lock, and both were refused (14 of 25 tries here); without it, one of them always wins.
    holder.exec("PRAGMA journal_mode = OFF");
    holder.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    holder.close();
    if (/** @type {{ code?: string }} */ (error).code !== "SQLITE_BUSY") throw error;
    const owner = lockHolder(file);
    throw Object.assign(new Error(`${file} is locked by ${owner ? `process ${owner}` : "another process"}`), {
      code: "LOCKED",
      holder: owner,
    });
  }
  let held = true;
  return {
    file,
    release() {
      if (!held) return;
      held = false;
      holder.close();
    },
  };
}

/**
 * The process holding `file`'s lock, read from the kernel's table of locks (Linux), for messages only: it is
 * the live holder, never a stale number. Null where that table cannot be read.
 * @param {string} file
 * @returns {number | null}
 */
export function lockHolder(file) {
  try {
    const inode = statSync(file).ino;
    for (const line of readFileSync("/proc/locks", "utf8").split("\n")) {
      const match = /^\d+:\s+POSIX\s+\S+\s+WRITE\s+(\d+)\s+[0-9a-f]+:[0-9a-f]+:(\d+)\s/.exec(line);
      if (match && Number(match[2]) === inode && Number(match[1]) > 0) return Number(match[1]);
    }
  } catch {
    // Not Linux, or /proc hidden: the message goes without the number.
  }
  return null;
}
