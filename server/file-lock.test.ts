import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolders } from "../tests/support/temporary-folders";
import { lockFile } from "./file-lock.mjs";
import { holdLock } from "./hold-lock";

const temporaryFolder = temporaryFolders();

function lockPath() {
  const folder = temporaryFolder("file-lock-");
  return join(folder, "some.lock.db");
}

describe("the kernel-released lock", () => {
  it("refuses a second process, naming the holder, and is free the moment the holder is killed", async () => {
    const file = lockPath();
    const holder = await holdLock(file);
    try {
      const refused = lockFile(file, { waitMs: 0 });
      await expect(refused).rejects.toMatchObject({ code: "LOCKED", holder: holder.pid });
      await expect(refused).rejects.toThrow(`${file} is locked by process ${holder.pid}`);
    } finally {
      await holder.kill();
    }
    const lock = await lockFile(file, { waitMs: 0 });
    lock.release();
  });

  it("waits up to waitMs for a holder to end, and is let go by its own holder", async () => {
    const file = lockPath();
    await holdLock(file, { forMs: 500 });
    const started = Date.now();
    const lock = await lockFile(file, { waitMs: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    await expect(lockFile(file)).rejects.toMatchObject({ code: "LOCKED" });
    lock.release();
    lock.release(); // a second release does nothing
    (await lockFile(file)).release();
  });
});
