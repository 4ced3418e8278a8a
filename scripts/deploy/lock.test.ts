import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { holdLock } from "../../server/hold-lock";
import { temporaryFolders } from "../../tests/support/temporary-folders";
import { lockReleases, releaseLockFile } from "./lock.mjs";

const temporaryFolder = temporaryFolders();

function releasesFolder() {
  return temporaryFolder("release-lock-");
}

describe("the releases folder's lock", () => {
  it("refuses a second release naming the process that holds it, and is free again the moment that one is killed", async () => {
    const releases = releasesFolder();
    const holder = await holdLock(join(releases, releaseLockFile));
    try {
      await expect(lockReleases(releases)).rejects.toThrow(
        `another release is running (process ${holder.pid}, ${join(releases, releaseLockFile)})`,
      );
    } finally {
      await holder.kill();
    }
    // SIGKILL: nothing let the lock go but the kernel.
    const unlock = await lockReleases(releases);
    unlock();
  });

  it("is let go by its holder, and ignores the process-id file of earlier versions, even one naming a live process", async () => {
    const releases = releasesFolder();
    writeFileSync(join(releases, ".release.lock"), `${process.pid}\n`);
    const unlock = await lockReleases(releases);
    expect(existsSync(join(releases, ".release.lock"))).toBe(false);
    await expect(lockReleases(releases)).rejects.toThrow(/another release is running/);
    unlock();
    (await lockReleases(releases))();
  });
});
