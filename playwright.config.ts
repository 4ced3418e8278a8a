import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { type SiteKind, videoBuildDir } from "./tests/support/site-server";

/**
 * Debian's Chromium (never a downloaded browser): CHROMIUM_PATH, then Debian's headless shell, then the full
 * /usr/bin/chromium. The shell is the same Blink and V8 without the browser's own UI processes, and runs the
 * suite in about half the time (decision 0016).
 */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
}

const leadSpecs = "**/leads.spec.ts";
/** The files sent with a request: stored on both databases, and checked with axe at both widths. */
const leadFileSpecs = "**/leads-files.spec.ts";
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

/**
 * What runs where. A test with neither tag is a desktop journey: it runs in the desktop project only. A test
 * tagged `@phone` is about a phone's width or touch (the menu, the first screen, reflow, touch-only views) and
 * runs in the mobile project only. A test tagged `@every-width` depends on the layout (fixed elements, the
 * header's menus, the accessibility scan) and runs in both. Nothing is created only to be skipped.
 */
const phoneOnly = /@phone\b/;
const atPhoneWidth = [phoneOnly, /@every-width\b/];

/** Each worker starts the site its project names (tests/e2e/fixtures.ts), on a port of its own. */
const site = (siteKind: SiteKind) => ({ siteKind });

export default defineConfig<object, { siteKind: SiteKind }>({
  testDir: "tests/e2e",
  // Parallel runs (several developers, one tree) keep their traces apart with E2E_OUTPUT.
  outputDir: process.env.E2E_OUTPUT || "test-results",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on a second try is a defect to fix, not to hide.
  retries: 0,
  // Three workers on the two cores: a test that waits (a mail to arrive, an upload on a slow connection, the
  // hero video's timer) lends its core to another. With two, the machine was idle about a fifth of the stage
  // (363 s against 320 s with three, for 588 and 594 s of processor, in one session; decision 0030).
  workers: 3,
  // The list as it runs, with the page as it stood under each failure; a JSON report that `npm test` reads for
  // each project's minutes and the slowest tests; Playwright's own note of the slowest files.
  reporter: [
    ["list"],
    ["./tests/support/page-at-failure-reporter.ts"],
    ["json", { outputFile: `${process.env.E2E_OUTPUT || "test-results"}/e2e-report.json` }],
  ],
  reportSlowTests: { max: 15, threshold: 10_000 },
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    // Here a failed test keeps its trace: actions, console and network. DOM snapshots and screenshots are left
    // out: recording them for every passing test cost a quarter of the suite's time. In CI nothing is kept but
    // the log, which names each failure and its console errors, so nothing is recorded: the trace of every
    // passing test cost a few per cent of the browser stage's processor. `--trace retain-on-failure` turns it on.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", snapshots: false, screenshots: false, sources: false },
    launchOptions: {
      executablePath: chromiumPath(),
      // Chromium's own background traffic is refused on this closed network; keep it quiet.
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        // The closed test network, at once: a request to any host but this machine (the hero video's, say)
        // fails before it leaves, where a lookup of the name could hang. Answering it in the page instead
        // (page.route) made every request of every page pass through the test's process.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
      ],
    },
  },
  // Projects are started in this order. The editor's tests follow one another on one worker for minutes:
  // first, they run beside everything else instead of after it.
  projects: [
    // The staff editor at /admin against its local backend on a clone of the repository, then that clone built.
    {
      name: "editor",
      testMatch: editorSpecs,
      // Each spec builds the whole site at least once: two at a time would only share the same two cores.
      workers: 1,
      use: { ...desktop, viewport: { width: 1400, height: 1000 }, ...site("node") },
    },
    {
      name: "desktop",
      testIgnore: [staticSpecs, videoSpecs, editorSpecs],
      grepInvert: phoneOnly,
      use: { ...desktop, ...site("node") },
    },
    {
      name: "mobile",
      testIgnore: [staticSpecs, leadSpecs, videoSpecs, editorSpecs],
      grep: atPhoneWidth,
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, channel: undefined, ...site("node") },
    },
    // The lead journeys again, stored in PostgreSQL: those that store or read a lead. A refusal, a slot or a link
    // never reaches the database (`@no-storage`), and the tests that start servers of their own run once.
    {
      name: "postgres",
      testMatch: [leadSpecs, leadFileSpecs],
      grepInvert: /@own-servers\b|@no-storage\b/,
      use: { ...desktop, ...site("postgres") },
    },
    // The same build on a plain static file server: the forms fall back to the visitor's mail program.
    {
      name: "static",
      testMatch: staticSpecs,
      use: { ...desktop, ...site("static") },
    },
    // The build that names a hero video: the player, its timing and its consent.
    ...(withVideoBuild ? [{ name: "video", testMatch: videoSpecs, use: { ...desktop, ...site("video") } }] : []),
  ],
});
