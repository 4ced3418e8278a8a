import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import {
  e2eDataDir,
  e2ePort,
  postgresAppPort,
  postgresPort,
  staticPort,
  videoBuildDir,
  videoPort,
} from "./tests/support/e2e-env";

/**
 * Debian's Chromium (never a downloaded browser): CHROMIUM_PATH, then Debian's headless shell, then the full
 * /usr/bin/chromium. The shell is the same Blink and V8 without the browser's own UI processes, and runs the
 * suite in about half the time (decision 0016).
 */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
}

const port = e2ePort;

/** Browser tests send many requests from one address within seconds: no rate limit or fill time for them. */
const leadTestEnv = { LEADS_RATE_LIMIT: "100000", LEADS_MIN_FILL_MS: "0" };
const leadSpecs = "**/leads.spec.ts";
const staticSpecs = "**/static-hosting.spec.ts";
const videoSpecs = "**/hero-video.spec.ts";
const editorSpecs = "**/editor*.spec.ts";

/**
 * The video build (`npm run build:video`, part of `npm test`) is needed by the video project only. Without it a
 * local run of other projects still starts, without that project and its server; CI always wants it, so a
 * missing build fails there at start-up instead of passing with fewer tests.
 */
const withVideoBuild = Boolean(process.env.CI) || existsSync(`${videoBuildDir}/client/index.html`);
if (!withVideoBuild) console.warn(`No ${videoBuildDir}/: the video project is left out (npm run build:video).`);

/** A desktop Chrome at 1280×800, in Debian's Chromium (no channel): the projects that are not about phones. */
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined };

export default defineConfig({
  testDir: "tests/e2e",
  // Parallel runs (several developers, one tree) keep their traces apart with E2E_OUTPUT.
  outputDir: process.env.E2E_OUTPUT || "test-results",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      // Chromium's own background traffic is refused on this closed network; keep it quiet.
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testDir: "tests/e2e",
      testIgnore: ["**/tests/server/**", staticSpecs, videoSpecs, editorSpecs],
      use: desktop,
    },
    {
      name: "mobile",
      testDir: "tests/e2e",
      testIgnore: ["**/tests/server/**", staticSpecs, leadSpecs, videoSpecs, editorSpecs],
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, channel: undefined },
    },
    // The lead journeys again, stored in PostgreSQL.
    {
      name: "postgres",
      testDir: "tests/e2e",
      testMatch: leadSpecs,
      use: {
        ...desktop,
        baseURL: `http://localhost:${postgresAppPort}`,
      },
    },
    // The same build on a plain static file server: the forms fall back to the visitor's mail program.
    {
      name: "static",
      testDir: "tests/e2e",
      testMatch: staticSpecs,
      use: {
        ...desktop,
        baseURL: `http://localhost:${staticPort}`,
      },
    },
    // The build that names a hero video: the player, its timing and its consent.
    ...(withVideoBuild
      ? [
          {
            name: "video",
            testDir: "tests/e2e",
            testMatch: videoSpecs,
            use: { ...desktop, baseURL: `http://localhost:${videoPort}` },
          },
        ]
      : []),
    // The staff editor at /admin against its local backend on a clone of the repository, then that clone built.
    {
      name: "editor",
      testDir: "tests/e2e",
      testMatch: editorSpecs,
      // Every editor spec runs Decap's local backend on 8081, where the editor looks for it: one at a time.
      workers: 1,
      use: { ...desktop, viewport: { width: 1400, height: 1000 } },
    },
    // HTTP-level checks of the production servers (Node and nginx, started by the specs): no browser.
    {
      name: "server",
      testDir: "tests/server",
      testMatch: "**/*.spec.ts",
      testIgnore: "**/tests/e2e/**",
      fullyParallel: false,
    },
  ],
  webServer: [
    {
      command: `node server/index.mjs`,
      env: { PORT: String(port), LEADS_DATA_DIR: e2eDataDir, ...leadTestEnv },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node tests/support/serve-with-postgres.mjs ${postgresPort}`,
      env: { PORT: String(postgresAppPort), ...leadTestEnv },
      url: `http://localhost:${postgresAppPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    ...(withVideoBuild
      ? [
          {
            command: `node server/index.mjs`,
            env: {
              PORT: String(videoPort),
              BUILD_DIR: videoBuildDir,
              LEADS_DATA_DIR: `${e2eDataDir}-video`,
              ...leadTestEnv,
            },
            url: `http://localhost:${videoPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
    {
      // Python's own file server: a static host that answers every POST with 501, as none runs our app.
      command: `python3 -m http.server ${staticPort} --bind 127.0.0.1 --directory ${process.env.BUILD_DIR || "build"}/client`,
      url: `http://127.0.0.1:${staticPort}/index.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
