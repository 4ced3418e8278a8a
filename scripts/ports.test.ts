import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort, pickedPorts } from "./ports.mjs";

/** The range Linux hands out by itself (bind to port 0, the local end of a connection), where it says. */
function systemRange(): [number, number] | null {
  const file = "/proc/sys/net/ipv4/ip_local_port_range";
  if (!existsSync(file)) return null;
  const [low, high] = readFileSync(file, "utf8").trim().split(/\s+/).map(Number);
  return low && high ? [low, high] : null;
}

describe("freePort", () => {
  it("picks below the system's own range, where no connection or port-0 server takes it before its server starts", async () => {
    const range = systemRange();
    for (let i = 0; i < 20; i++) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(pickedPorts.from);
      expect(port).toBeLessThanOrEqual(pickedPorts.to);
      if (range) expect(port).toBeLessThan(range[0]);
    }
  });

  it("picks a port a server can listen on at once", async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((done, fail) => {
      server.once("error", fail);
      server.listen(port, "127.0.0.1", done);
    });
    await new Promise((done) => server.close(done));
  });
});
