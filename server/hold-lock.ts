import { spawn } from "node:child_process";

/**
 * Another process holding `file`'s lock (as a running server or release does) until it is sent SIGKILL, or
 * until it exits by itself after `forMs`, for the tests of what the kernel does when a holder dies.
 */
export async function holdLock(file: string, { forMs }: { forMs?: number } = {}) {
  const lockModule = new URL("./file-lock.mjs", import.meta.url).href;
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { lockFile } = await import(${JSON.stringify(lockModule)});
       await lockFile(process.argv[1]);
       process.stdout.write("held\\n");
       const forMs = Number(process.argv[2]);
       if (forMs > 0) setTimeout(() => process.exit(0), forMs);
       else setInterval(() => {}, 1000);`,
      file,
      String(forMs ?? 0),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("held") && resolve());
    child.on("exit", (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return {
    pid: child.pid ?? 0,
    /** SIGKILL: the process cannot let the lock go itself. */
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}
