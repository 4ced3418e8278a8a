import type { ChildProcess } from "node:child_process";

/**
 * Sends `signal` to a server the tests started and waits for it to end; one that has not ended 5 s later is
 * killed (a server that hangs on shutdown must not hang the tests).
 */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      done();
    });
    child.kill(signal);
  });
}
