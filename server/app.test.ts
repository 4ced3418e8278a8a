import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createHandler } from "./app.mjs";
import type { LeadHandler } from "./leads.mjs";

/**
 * What happens when answering a lead POST goes wrong, with a lead handler that fails on purpose: the
 * visitor gets 500 and the security headers, the operator a log line, and the next visitor the site.
 */

let build = "";
let server: Server;
let base = "";
const failure = new Error("the database vanished mid-request");

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), "app-handler-"));
  const root = join(build, "client");
  // What the post-build step writes: these pages have no inline script to hash.
  mkdirSync(join(build, "security"));
  writeFileSync(join(build, "security", "csp.json"), JSON.stringify({ pages: {} }));
  for (const page of ["", "404", "fr/404"]) {
    mkdirSync(join(root, page), { recursive: true });
    writeFileSync(join(root, page, "index.html"), `<!doctype html><title>${page || "home"}</title>`);
  }
  const leads: LeadHandler = {
    handle: () => Promise.reject(failure),
    health: () => Promise.reject(failure),
    open: async () => {},
    close: async () => {},
  };
  server = createServer(createHandler({ root, leads }));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(build, { recursive: true, force: true });
});

describe("an error while answering", () => {
  for (const [label, path, init] of [
    ["a lead POST", "/api/leads", { method: "POST", body: "a=b" }],
    ["the health report", "/healthz", {}],
  ] as const) {
    it(`is logged, and ${label} is answered 500 with the security headers`, async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        const response = await fetch(`${base}${path}`, init);
        expect(response.status).toBe(500);
        expect(await response.text()).not.toContain(failure.message);
        expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        expect(logged).toHaveBeenCalledWith(failure);
      } finally {
        logged.mockRestore();
      }
      // The next visitor finds the site.
      expect((await fetch(`${base}/`)).status).toBe(200);
    });
  }
});
