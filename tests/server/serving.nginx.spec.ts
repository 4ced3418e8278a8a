import { openLimits } from "./lead-requests";
import { servingSuite } from "./suite";
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
