import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/ports.mjs";
import { rawRequest } from "./http";
import { openLimits } from "./lead-requests";
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
