import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attacks, cacheControl, hostile, leaks, type Row, rows, script } from "./expectations";
import { answerTo, httpRequest, rawRequest, type WireResponse } from "./http";
import { submit } from "./lead-requests";
import type { Target } from "./targets";

/** Directives of a Content-Security-Policy header. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** Hashes of the inline scripts the browser will run, computed here independently of the server. */
function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map((script) => `'sha256-${createHash("sha256").update(script.body).digest("base64")}'`);
}

/** The page's inline scripts that run (no src, a JavaScript type): their attributes and text. */
function inlineScripts(html: string): { attributes: string; body: string }[] {
  const scripts: { attributes: string; body: string }[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = m[1] ?? "";
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (type && type !== "module" && type !== "text/javascript") continue;
    scripts.push({ attributes, body: m[2] ?? "" });
  }
  return scripts;
}

/**
 * The security headers every answer carries, whatever its status (decision 0004). Inline scripts are allowed
 * by their hashes only, on the prerendered pages and on those rendered per request alike.
 */
export function expectSecurityHeaders(headers: Record<string, string>, context: string) {
  const policy = headers["content-security-policy"] ?? "";
  expect(policy, `${context}: CSP`).not.toBe("");
  // Two policies in one header (a host joining rules) would both apply: exactly one.
  expect(policy.match(/default-src/g)?.length, `${context}: one policy`).toBe(1);
  const csp = directives(policy);
  expect(csp.get("default-src"), context).toEqual(["'self'"]);
  const scriptSrc = csp.get("script-src") ?? [];
  expect(scriptSrc[0], context).toBe("'self'");
  for (const source of scriptSrc.slice(1))
    expect(source, `${context}: script-src`).toMatch(/^'(sha256-[\w+/=]+|unsafe-hashes)'$/);
  expect(csp.get("frame-src"), context).toEqual(["https://www.youtube-nocookie.com"]);
  expect(csp.get("img-src"), context).toEqual(["'self'", "data:"]);
  expect(csp.get("font-src"), context).toEqual(["'self'"]);
  expect(csp.get("connect-src"), context).toEqual(["'self'"]);
  expect(csp.get("style-src")?.[0], context).toBe("'self'");
  expect(csp.get("form-action"), context).toEqual(["'self'", "mailto:"]);
  expect(csp.get("base-uri"), context).toEqual(["'self'"]);
  expect(csp.get("object-src"), context).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), context).toEqual(["'none'"]);

  const hsts = Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1]);
  expect(hsts, `${context}: HSTS`).toBeGreaterThanOrEqual(31_536_000);
  expect(headers["x-content-type-options"], context).toBe("nosniff");
  expect(headers["referrer-policy"], context).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"], context).toBe("same-origin");
  const permissions = headers["permissions-policy"] ?? "";
  for (const denied of ["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "midi"]) {
    expect(permissions, `${context}: Permissions-Policy`).toContain(`${denied}=()`);
  }
  for (const framed of ["autoplay", "encrypted-media", "picture-in-picture"]) {
    expect(permissions, `${context}: Permissions-Policy`).toContain(
      `${framed}=(self "https://www.youtube-nocookie.com")`,
    );
  }
}

/** Headers that act on documents only: a script, stylesheet, font or raster image must not carry them. */
const documentOnly = [
  "content-security-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "referrer-policy",
  "strict-transport-security",
];

/** What a subresource answer may carry: its bytes' description, caching, validators and nosniff. */
const subresourceAllowed = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "vary",
  "cache-control",
  "etag",
  "last-modified",
  "x-content-type-options",
  // Connection management and the server's own, on every answer.
  "date",
  "connection",
  "keep-alive",
  "server",
  "accept-ranges",
]);

/** The slim set of a subresource: nosniff (it matters for scripts and styles), none of the document headers. */
export function expectSubresourceHeaders(headers: Record<string, string>, context: string) {
  expect(headers["x-content-type-options"], `${context}: nosniff`).toBe("nosniff");
  for (const name of documentOnly) expect(headers[name], `${context}: no ${name}`).toBeUndefined();
  expect(
    Object.keys(headers).filter((name) => !subresourceAllowed.has(name)),
    `${context}: only the slim set`,
  ).toEqual([]);
  expect(headers["content-type"], `${context}: Content-Type`).toBeTruthy();
  expect(headers["cache-control"], `${context}: Cache-Control`).toBeTruthy();
  expect(headers.etag ?? headers["last-modified"], `${context}: a validator`).toBeTruthy();
}

function decode(response: WireResponse): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body);
  if (encoding === "gzip") return gunzipSync(response.body);
  return response.body;
}

/** Checks one answer against its row; `decoded` is the body after Content-Encoding. */
function expectRow(row: Row, target: Target, response: WireResponse, decoded: Buffer) {
  const { headers } = response;
  const want = row.expect;
  const context = `${target.name} ${row.name}`;
  expect(response.status, context).toBe(want.status);
  if (want.headerSet === "subresource") expectSubresourceHeaders(headers, context);
  else expectSecurityHeaders(headers, context);
  if (want.location !== undefined) expect(headers.location, context).toBe(want.location);
  if (want.contentType) expect(headers["content-type"], context).toBe(want.contentType);
  if (want.cache) expect(headers["cache-control"], context).toBe(cacheControl[want.cache]);
  if (want.allow) expect(headers.allow, context).toBe(want.allow);
  if (want.encoding) {
    const expected = want.encoding === "brotli" ? (target.brotli ? "br" : "gzip") : want.encoding;
    expect(headers["content-encoding"] ?? "identity", context).toBe(expected);
    if (expected !== "identity") expect(headers.vary ?? "", context).toMatch(/accept-encoding/i);
  }
  if (want.emptyBody) {
    expect(response.body.length, context).toBe(0);
    expect(Number(headers["content-length"]), context).toBeGreaterThan(0);
  }
  const text = decoded.toString("utf8");
  for (const needle of want.contains ?? []) expect(text, context).toContain(needle);
  expect(text, context).not.toContain("root:x:0:0");
  if ((headers["content-type"] ?? "").startsWith("text/html") && !want.emptyBody) {
    const scriptSrc = directives(headers["content-security-policy"] ?? "").get("script-src") ?? [];
    // Each inline script of the page must be allowed by its own hash, or the page breaks.
    const hashes = inlineScriptHashes(text);
    if (want.rendered) expect(hashes.length, `${context}: inline scripts`).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSrc, `${context}: inline script hash`).toContain(hash);
  }
  if (want.rendered !== undefined) {
    // A page rendered per request is never kept by a cache; the prerendered file is, and revalidated.
    expect(headers["cache-control"], `${context}: rendered per request or not`).toBe(
      want.rendered ? "no-store" : cacheControl.revalidate,
    );
  }
}

/** The whole table against one server, started before and stopped after. */
export function servingSuite(name: Target["name"], start: () => Promise<Target>) {
  describe(`${name} serves the build`, () => {
    let target: Target;

    beforeAll(async () => {
      target = await start();
    });

    afterAll(async () => {
      await target?.stop();
    });

    for (const row of rows) {
      test(row.name, async () => {
        if (row.via === "api") {
          // A redirect is the answer under test, not a step to follow.
          const response = await fetch(`http://127.0.0.1:${target.port}${row.path ?? "/"}`, {
            method: row.method,
            headers: row.headers,
            redirect: "manual",
          });
          // The client decodes compressed bodies itself.
          const body = Buffer.from(await response.arrayBuffer());
          const wire = { status: response.status, headers: Object.fromEntries(response.headers), body };
          expectRow(row, target, wire, body);
          return;
        }
        const response = await rawRequest(target.port, row.request);
        const decoded = decode(response);
        expectRow(row, target, response, decoded);
        if (row.expect.encoding && row.expect.encoding !== "identity") {
          // The precompressed file says exactly what the original says.
          const plain = await rawRequest(
            target.port,
            String(row.request).replace(/Accept-Encoding: [^\r]*\r\n/, "Accept-Encoding: identity\r\n"),
          );
          expect(decoded.equals(plain.body), `${row.name}: same content`).toBe(true);
        }
      });
    }

    test("an ETag revalidates to 304 with the same headers", async () => {
      for (const path of ["/about", "/images/favicon.svg"]) {
        const first = await rawRequest(target.port, httpRequest("GET", path, { "Accept-Encoding": "gzip" }));
        const etag = first.headers.etag;
        expect(etag, path).toBeTruthy();
        const again = await rawRequest(
          target.port,
          httpRequest("GET", path, { "Accept-Encoding": "gzip", "If-None-Match": etag ?? "" }),
        );
        expect(again.status, path).toBe(304);
        expect(again.body.length).toBe(0);
        expectSecurityHeaders(again.headers, `${path} 304`);
        expect(again.headers["cache-control"]).toBe(cacheControl.revalidate);
      }
    });

    test("a script revalidates to 304 with its slim headers", async () => {
      const first = await rawRequest(target.port, httpRequest("GET", script, { "Accept-Encoding": "gzip" }));
      const etag = first.headers.etag;
      expect(etag).toBeTruthy();
      const again = await rawRequest(
        target.port,
        httpRequest("GET", script, { "Accept-Encoding": "gzip", "If-None-Match": etag ?? "" }),
      );
      expect(again.status).toBe(304);
      for (const name of documentOnly) expect(again.headers[name], `304: no ${name}`).toBeUndefined();
      expect(again.headers["x-content-type-options"]).toBe("nosniff");
      expect(again.headers["cache-control"]).toBe(cacheControl.immutable);
    });

    /** The text of an error answer gives away nothing of the server. */
    function expectNoLeak(response: WireResponse, context: string) {
      const text = response.body.toString("utf8");
      for (const leak of leaks) {
        if (typeof leak === "string") expect(text, context).not.toContain(leak);
        else expect(text, context).not.toMatch(leak);
      }
    }

    /** The site as a visitor finds it after an attack: the home page, a form that is sent and stored, no crash. */
    async function expectStillServing(context: string) {
      const home = await rawRequest(target.port, httpRequest("GET", "/"));
      expect(home.status, `${context}: the home page`).toBe(200);
      // submit checks the answer: 200 and the new lead's reference.
      await submit(target.port);
      expect(target.alive(), `${context}: still running`).toBe(true);
      expect(target.errors(), `${context}: nothing logged as an error`).toBe("");
    }

    describe("requests that try to take the server down", () => {
      for (const attack of attacks) {
        test(attack.name, async () => {
          // Well under the servers' own timeouts (30 s for a request, 60 s for nginx's body): an answer
          // that waited for the body this client never sends would not come in time.
          const response = await answerTo(target.port, attack.request, 5_000);
          const status = target.name === "nginx" ? (attack.nginxStatus ?? attack.status) : attack.status;
          expect(response.status, attack.name).toBe(status);
          expectSecurityHeaders(response.headers, attack.name);
          if (response.status >= 400) expectNoLeak(response, attack.name);
          await expectStillServing(attack.name);
        });
      }

      test("all of them at once, and the site still answers", async () => {
        await Promise.all(attacks.map((attack) => answerTo(target.port, attack.request, 5_000).catch(() => undefined)));
        await expectStillServing("after every attack at once");
      });
    });

    describe("hostile requests", () => {
      for (const row of hostile) {
        test(row.name, async () => {
          const response = await rawRequest(target.port, row.request);
          expectRow(row, target, response, decode(response));
          if (response.status >= 400) expectNoLeak(response, row.name);
        });
      }

      test("the server keeps answering, and never crashed", async () => {
        // The same hostile requests again, all at once, then an ordinary visit.
        await Promise.all(hostile.map((row) => rawRequest(target.port, row.request).catch(() => undefined)));
        const home = await rawRequest(target.port, httpRequest("GET", "/"));
        expect(home.status).toBe(200);
        expectSecurityHeaders(home.headers, "home after the attack");
        expect(target.alive()).toBe(true);
        expect(target.errors()).toBe("");
      });
    });
  });
}
