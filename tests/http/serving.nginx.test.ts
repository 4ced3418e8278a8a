import { describe, expect, test } from "vitest";
import { freePort } from "../../scripts/ports.mjs";
import { appRequestLimit } from "../../scripts/postbuild/nginx.mjs";
import { httpRequest, rawRequest } from "./http";
import { inquiry, openLimits, postLead } from "./lead-requests";
import { expectSecurityHeaders, servingSuite } from "./suite";
import { startNginx, startNode, type Target } from "./targets";

// Debian's nginx with the generated build/nginx/site.conf, in front of the Node app it passes the forms'
// POSTs to (with no rate limit in the way: every form comes through nginx from this machine).
servingSuite("nginx", async (): Promise<Target> => {
  const app = await startNode({ env: openLimits });
  try {
    const nginx = await startNginx({ appPort: app.port });
    return {
      ...nginx,
      // Both must survive every request, and neither may log an error.
      alive: () => nginx.alive() && app.alive(),
      errors: () => [nginx.errors(), app.errors()].filter(Boolean).join("\n"),
      stop: async () => {
        await nginx.stop();
        await app.stop();
      },
    };
  } catch (error) {
    await app.stop();
    throw error;
  }
});

test("with the app down, a form's POST gets nginx's 502 with the site's security headers", async () => {
  // Nothing listens on the app's port.
  const nginx = await startNginx({ appPort: await freePort() });
  try {
    const body = "kind=inquiry&locale=en";
    const response = await rawRequest(
      nginx.port,
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1:${nginx.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(response.status).toBe(502);
    expectSecurityHeaders(response.headers, "502 from nginx");
    expect(nginx.alive()).toBe(true);
  } finally {
    await nginx.stop();
  }
});

// The quote form's service chosen by a link's code (through the app) is the serving suite's.
describe("what costs the app a render through nginx", () => {
  test("an unknown ?quote= is the static file, even with the app down; a service's code needs the app", async () => {
    // Nothing listens on the app's port: whatever nginx answers itself, it answers from disk.
    const nginx = await startNginx({ appPort: await freePort() });
    try {
      for (const path of ["/request", "/fr/request"]) {
        const page = await rawRequest(nginx.port, httpRequest("GET", path));
        expect(page.status).toBe(200);
        for (const value of ["welding-free-quote", "NDT", "nd%74", "ndt%00", "x".repeat(3000)]) {
          const target = `${path}?quote=${value}`;
          const answer = await rawRequest(nginx.port, httpRequest("GET", target));
          expect(answer.status, target).toBe(200);
          expect(answer.headers.etag, target).toBe(page.headers.etag);
          expect(answer.body.equals(page.body), target).toBe(true);
          expectSecurityHeaders(answer.headers, target);
        }
        const rendered = await rawRequest(nginx.port, httpRequest("GET", `${path}?quote=ndt`));
        expect(rendered.status, `${path}?quote=ndt goes to the app`).toBe(502);
      }
    } finally {
      await nginx.stop();
    }
  });

  test("a burst of POSTs past nginx's limit gets 429 with the site's headers, and the app the rest", async () => {
    const app = await startNode({ env: openLimits });
    const nginx = await startNginx({ appPort: app.port, rateLimit: true });
    try {
      const answers = await Promise.all(
        Array.from({ length: appRequestLimit.burst + 10 }, () => postLead(nginx.port, inquiry())),
      );
      const statuses = answers.map((answer) => answer.status);
      const stored = statuses.filter((status) => status === 200).length;
      expect(stored).toBeGreaterThanOrEqual(appRequestLimit.burst);
      expect(stored).toBeLessThanOrEqual(appRequestLimit.burst + 2);
      expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
      const refused = answers.find((answer) => answer.status === 429);
      const headers = Object.fromEntries(refused?.headers ?? []);
      expectSecurityHeaders(headers, "429 from nginx");
      expect(headers["retry-after"]).toBe(String(Math.ceil(60 / appRequestLimit.perMinute)));
      // Pages never wait behind the limit.
      expect((await fetch(`http://127.0.0.1:${nginx.port}/request?quote=unknown`)).status).toBe(200);
      expect(app.alive() && nginx.alive()).toBe(true);
    } finally {
      await nginx.stop();
      await app.stop();
    }
  });
});
