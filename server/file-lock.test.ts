import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stopChild } from "../tests/support/processes";
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
    // The holder lets go 1.5 s after it says it holds the lock; a wait of at least 0.5 s leaves a second for
    // a loaded machine to bring that word late.
    await holdLock(file, { forMs: 1_500 });
    const started = Date.now();
    const lock = await lockFile(file, { waitMs: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    await expect(lockFile(file)).rejects.toMatchObject({ code: "LOCKED" });
    lock.release();
    lock.release(); // a second release does nothing
    (await lockFile(file)).release();
  });

  it("goes to exactly one of two processes that ask for it at the same instant", async () => {
    // Each process asks once, ready to wait a second for a holder as a starting server does, and says whether
    // it got the lock. The one that got it keeps it until the test has both answers: however late the machine
    // starts the second, it finds the lock held.
    const contender = join(temporaryFolder("file-lock-contender-"), "contender.mjs");
    writeFileSync(
      contender,
      `const { lockFile } = await import(${JSON.stringify(new URL("./file-lock.mjs", import.meta.url).href)});
       try { await lockFile(process.argv[2], { waitMs: 1000 }); process.stdout.write("held"); setTimeout(() => {}, 30_000); }
       catch (error) { process.stdout.write(error.code); }`,
    );
    const running: ChildProcess[] = [];
    const ask = (file: string) =>
      new Promise<string>((resolve) => {
        const child = spawn(process.execPath, [contender, file], { stdio: ["ignore", "pipe", "inherit"] });
        running.push(child);
        child.stdout.on("data", (chunk: Buffer) => resolve(chunk.toString()));
        // "close", not "exit": by then whatever the process wrote has been read.
        child.on("close", () => resolve(""));
      });
    // A fresh file each round, as for servers started together on a new folder. Before the fix, both were
    // refused in about half of the rounds. The holders, which would otherwise end by themselves after 30 s,
    // are stopped once both have answered, and whatever happens.
    try {
      for (let round = 0; round < 8; round++) {
        const file = lockPath();
        const answers = await Promise.all([ask(file), ask(file)]);
        await Promise.all(running.splice(0).map((child) => stopChild(child, "SIGTERM")));
        expect(answers.sort(), `round ${round}`).toEqual(["LOCKED", "held"]);
      }
    } finally {
      await Promise.all(running.splice(0).map((child) => stopChild(child, "SIGTERM")));
    }
  });
});
