// Ports of the servers that the deploy script, the benches and the tests start on this machine, on the loopback
// interface only.
import { connect, createServer } from "node:net";

/** @import { ChildProcess } from "node:child_process" */

/**
 * Where `freePort` picks: below the range the system hands out by itself (Linux's 32768–60999, macOS's and
 * Windows' 49152–65535). A port is picked here, then passed to a server that starts seconds later; a port of
 * the system's range could meanwhile become the local end of any outgoing connection (a test's request, a
 * database client) or another server's port 0, and the server then fails to start. It happened once in CI.
 */
export const pickedPorts = { from: 20_000, to: 32_767 };

/**
 * Whether a server could listen on `port` now.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function canListen(port) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once("error", () => done(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => done(true)));
  });
}

/**
 * A port free right now, out of the system's own range (`pickedPorts`), for a server started next.
 * @returns {Promise<number>}
 */
export async function freePort() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = pickedPorts.from + Math.floor(Math.random() * (pickedPorts.to - pickedPorts.from + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${pickedPorts.from} and ${pickedPorts.to} in 100 tries`);
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
