import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** Debian's Chromium (never a downloaded browser): CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's own. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
}

const port = Number(process.env.E2E_PORT) || 4173;

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
      testIgnore: "**/tests/server/**",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: "mobile",
      testDir: "tests/e2e",
      testIgnore: "**/tests/server/**",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, channel: undefined },
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
  webServer: {
    command: `node server/index.mjs`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
