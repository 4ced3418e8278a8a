import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { temporaryFolders } from "../../tests/support/temporary-folders";
import { releaseNode, smokeTest } from "./smoke-test.mjs";

const temporaryFolder = temporaryFolders();
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A release folder whose `server/index.mjs` is `server`. */
function release(server: string) {
  const folder = temporaryFolder("release-smoke-test-");
  mkdirSync(join(folder, "server"));
  writeFileSync(join(folder, "server", "index.mjs"), server);
  return folder;
}

/** A server answering every path with `answer`, `/fr/` aside (redirected to `/fr` as the real one does). */
const serving = (answer: string) => `import { createServer } from "node:http";
console.log("started in", process.cwd(), "with", process.env.BUILD_DIR, process.env.LEADS_DATA_DIR, process.env.SMTP_URL ?? "no mail");
createServer((request, response) => {
  if (request.url === "/fr/") return response.writeHead(308, { location: "/fr" }).end();
  ${answer}
}).listen(Number(process.env.PORT), process.env.HOST);
`;

const page = 'response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><html></html>");';

describe("the smoke test", () => {
  it("passes when the release's own server answers / and /fr/ (after its redirect) with a page", async () => {
    const folder = release(serving(page));
    expect(await smokeTest(folder, join(folder, "build"))).toEqual(["/ 200", "/fr/ → /fr 200"]);
  });

  it("fails on a 200 that is not an HTML page, with the server's output and no live mail server", async () => {
    const folder = release(serving('response.writeHead(200, { "content-type": "text/plain" }).end("hello");'));
    vi.stubEnv("SMTP_URL", "smtp://live.example:587");
    const checking = smokeTest(folder, join(folder, "build"));
    await expect(checking).rejects.toThrow("/ answered 200 but not an HTML page");
    await expect(checking).rejects.toThrow(`started in ${folder} with ${join(folder, "build")}`);
    await expect(checking).rejects.toThrow(/release-smoke-\w+ no mail/);
  });

  it("fails on an error status, on a redirect off the site, and when the server stops", async () => {
    const failing = release(serving("response.writeHead(500).end();"));
    await expect(smokeTest(failing, join(failing, "build"))).rejects.toThrow("/ answered 500");
    const leaving = release(serving('response.writeHead(302, { location: "https://elsewhere.example/" }).end();'));
    await expect(smokeTest(leaving, join(leaving, "build"))).rejects.toThrow(
      "/ redirects off the site, to https://elsewhere.example/",
    );
    const crashing = release("console.error(\"Cannot find package 'kysely'\"); process.exit(1);");
    const checking = smokeTest(crashing, join(crashing, "build"));
    await expect(checking).rejects.toThrow("the server stopped before answering");
    await expect(checking).rejects.toThrow("Cannot find package 'kysely'");
  });

  it("runs the release's own Node.js when it installed one", () => {
    const folder = release(serving(page));
    expect(releaseNode(folder)).toBe(process.execPath);
    mkdirSync(join(folder, "node_modules", ".bin"), { recursive: true });
    symlinkSync(process.execPath, join(folder, "node_modules", ".bin", "node"));
    expect(releaseNode(folder)).toBe(join(folder, "node_modules", ".bin", "node"));
  });
});
