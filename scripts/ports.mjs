// Ports of the servers that the deploy script, the benches and the tests start on this machine, on the loopback
// interface only.
import { connect, createServer } from "node:net";

/** @import { ChildProcess } from "node:child_process" */

/**
 * A port the system says is free right now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Whether something accepts connections on `port` now.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function listening(port) {
  return new Promise((done) => {
    const socket = connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      done(true);
    });
    socket.on("error", () => done(false));
  });
}

/**
 * Waits until the server `child` started listens on `port`. Fails at once when it exits, and after
 * `timeoutMs`; either error ends with what `log` returns (the server's error output, say).
 * @param {number} port
 * @param {ChildProcess} child
 * @param {{ timeoutMs?: number; log?: () => string }} [options]
 */
export async function waitForPort(port, child, { timeoutMs = 20_000, log = () => "" } = {}) {
  const deadline = Date.now() + timeoutMs;
  const withLog = (/** @type {string} */ message) => (log() ? `${message}:\n${log()}` : message);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(withLog(`server exited with ${child.exitCode}`));
    if (await listening(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(withLog(`server did not listen on ${port} within ${timeoutMs} ms`));
}
