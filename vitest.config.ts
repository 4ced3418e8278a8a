import { defineConfig } from "vitest/config";
import { photos } from "./scripts/photos/vite-plugin.mjs";

/**
 * Three projects: unit tests (`*.test.ts`) cover pure modules and server code in Node; component tests
 * (`*.test.tsx`) render React in jsdom, whose form validation follows the HTML spec closely enough for
 * the lead forms' `required`, `type` and `min` checks; HTTP tests (`tests/http/`) run the production build's
 * servers and speak to them as browsers, crawlers, robots and the operator's tool would, with no browser.
 * Component tests give a page's parts its path and data with `RouteProvider` (app/test/page-at.tsx), as the
 * built pages do. The photo plugin gives tests the real manifest of the photo sources, made when a test first
 * imports `virtual:photo-manifest` (from the cache after the first build, in milliseconds), so the many tests
 * that show no photo convert nothing.
 */
export default defineConfig({
  plugins: [photos({ lazy: true })],
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: "2026" },
  test: {
    projects: [
      {
        extends: true,
        // Property tests run a few hundred cases in about a second; on two cores shared with builds and the
        // end-to-end suite that became more than the 5 s default, and a test failed for being slow, not wrong.
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts", "site/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          // Setting up the photo pipeline's tests encodes a few images: seconds alone, more beside a build.
          hookTimeout: 60_000,
          // Plain modules and server code, each file's state its own (what a test stubs, it unstubs): a worker
          // keeps the modules it has loaded for its next file instead of loading them again for each, which was
          // a third of the project's time (52 s → 35 s alone).
          isolate: false,
        },
      },
      {
        extends: true,
        // A dialog opened and a form filled key by key take a second or two in jsdom, more on a busy
        // machine (the end-to-end suite may run beside): the 5 s default failed now and then.
        // One jsdom per file all the same; the modules (React, the components) are loaded once per worker.
        test: {
          name: "dom",
          include: ["app/**/*.test.tsx"],
          environment: "jsdom",
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        extends: true,
        // The production servers as clients meet them over HTTP: each file starts what it needs (the Node
        // server on the build, nginx, PostgreSQL, an SMTP server in the test) on ports the system gives, so
        // files run side by side. They need the build (`npm run build`, or $BUILD_DIR). A test gets 30 s and
        // says so when it needs more; a hook gets 60 s, the time startNode waits for a server to listen, so
        // a slow start fails with the server's own output. A poll waits 7 s unless it says otherwise.
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 7_000 } },
        },
      },
    ],
  },
});
