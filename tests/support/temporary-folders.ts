import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";

/**
 * A maker of temporary folders for one test file: each folder it makes is removed after the test that made
 * it, passed or failed, so no test leaves anything behind or sees another's files. `removalTimeoutMs` for
 * folders that take long to delete (a release's whole node_modules on a busy machine).
 */
export function temporaryFolders(removalTimeoutMs?: number): (prefix: string) => string {
  const made: string[] = [];
  afterEach(() => {
    for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
  }, removalTimeoutMs);
  return (prefix) => {
    const folder = mkdtempSync(join(tmpdir(), prefix));
    made.push(folder);
    return folder;
  };
}
