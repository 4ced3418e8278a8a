import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiryServiceCodes } from "~/content/forms";
import { fileOfPagePath, notFoundPagePaths } from "../../app/lib/site-layout.mjs";
import { requestPaths } from "../../server/leads.mjs";
import { cacheControlFor, securityHeaders } from "../../server/policy.mjs";
import { sendRequest } from "../../tests/support/http-request";
import { runNginx } from "../../tests/support/nginx";
import { freePort } from "../ports.mjs";
import { appRequestLimit, nginxSiteConf } from "./nginx.mjs";

/**
 * The generated site.conf in Debian's nginx, over a small build whose request pages say they are the files on
 * disk, in front of a stand-in for the Node app that counts what reaches it: which requests cost a render,
 * and what happens to a visitor who asks the app for too many.
 */

const staticMarker = "the request page as built";

let root = "";
const app = { server: undefined as Server | undefined, port: 0, requests: [] as string[] };

/** An nginx on the generated configuration, in a folder of its own, in front of the stand-in app. */
async function startNginx(name: string) {
  const pages = Object.fromEntries(
    ["/", ...requestPaths, ...notFoundPagePaths].map((page) => [page, { scripts: [], handlers: [] }]),
  );
  const conf = nginxSiteConf({ root: join(root, "client"), pages, app: `http://127.0.0.1:${app.port}` });
  return runNginx(join(root, name), conf);
}

/** One request to nginx: its status, headers and body. */
function send(port: number, method: string, path: string, body?: string) {
  const headers: Record<string, string> = { Host: `127.0.0.1:${port}` };
  if (body !== undefined) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers["Content-Length"] = String(Buffer.byteLength(body));
  }
  return sendRequest({ port, method, path, headers, body });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "nginx-requests-"));
  for (const page of ["/", ...requestPaths, ...notFoundPagePaths]) {
    const file = join(root, "client", fileOfPagePath(page));
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(
      file,
      `<!doctype html><title>${page}</title><p>${page.endsWith("request") ? staticMarker : page}</p>`,
    );
  }
  app.server = createServer((req, res) => {
    app.requests.push(`${req.method} ${req.url}`);
    req.resume();
    req.on("end", () => res.end("rendered by the app"));
  });
  app.port = await freePort();
  await new Promise<void>((done) => app.server?.listen(app.port, "127.0.0.1", done));
});

afterAll(async () => {
  await new Promise((done) => app.server?.close(done));
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("nginx and ?quote=", () => {
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  beforeAll(async () => {
    nginx = await startNginx("quote");
  });
  afterAll(() => nginx.stop());

  it("answers any value that is not a service of the quote form from the static file, without the app", async () => {
    const unknown = ["welding-free-quote", "NDT", "ndt2", "ndt-", "", "nd%74", "ndt%00", "x".repeat(2000), "ndt/../x"];
    for (const path of requestPaths) {
      const before = app.requests.length;
      for (const value of unknown) {
        const { status, text } = await send(nginx.port, "GET", `${path}?quote=${value}`);
        expect(status, `${path}?quote=${value}`).toBe(200);
        expect(text, `${path}?quote=${value}`).toContain(staticMarker);
      }
      // HEAD, and the page without a query, were never the app's.
      expect((await send(nginx.port, "HEAD", `${path}?quote=ndt`)).status).toBe(200);
      expect((await send(nginx.port, "GET", path)).text).toContain(staticMarker);
      expect(app.requests.slice(before)).toEqual([]);
    }
  });

  it("sends a link naming one of the quote form's services to the app, in each language", async () => {
    const before = app.requests.length;
    const sent = [];
    // Fewer than the burst the app's limit lets through at once.
    for (const path of requestPaths) {
      for (const code of inquiryServiceCodes.slice(0, 4)) {
        const { status, text } = await send(nginx.port, "GET", `${path}?quote=${code}`);
        expect(status, `${path}?quote=${code}`).toBe(200);
        expect(text).toBe("rendered by the app");
        sent.push(`GET ${path}?quote=${code}`);
      }
    }
    expect(app.requests.slice(before)).toEqual(sent);
  });
});

describe("nginx's limit on what the app answers", () => {
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  beforeAll(async () => {
    nginx = await startNginx("limit");
  });
  afterAll(() => nginx.stop());

  it("answers a burst of POSTs past the limit 429, with the site's headers, before the app", async () => {
    const before = app.requests.length;
    const tries = appRequestLimit.burst + 15;
    const answers = await Promise.all(
      Array.from({ length: tries }, () => send(nginx.port, "POST", "/api/leads", "kind=inquiry&locale=en")),
    );
    const passed = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) => answer.status === 429);
    expect(passed + refused.length).toBe(tries);
    // The burst, and the odd one the rate allows meanwhile.
    expect(passed).toBeGreaterThanOrEqual(appRequestLimit.burst);
    expect(passed).toBeLessThanOrEqual(appRequestLimit.burst + 2);
    expect(app.requests.length - before).toBe(passed);

    const [first] = refused;
    expect(first?.headers["retry-after"]).toBe(String(Math.ceil(60 / appRequestLimit.perMinute)));
    expect(first?.headers["cache-control"]).toBe(cacheControlFor(429, "/api/leads"));
    expect(first?.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    for (const [name, value] of Object.entries(securityHeaders))
      expect(first?.headers[name.toLowerCase()], name).toBe(value);

    // A render the page needs is refused the same way for this visitor, while the pages themselves are served.
    expect((await send(nginx.port, "GET", `${requestPaths[0]}?quote=ndt`)).status).toBe(429);
    expect((await send(nginx.port, "GET", `${requestPaths[0]}?quote=unknown`)).status).toBe(200);
    expect((await send(nginx.port, "GET", "/")).status).toBe(200);
  });
});
