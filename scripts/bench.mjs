// `npm run bench`: how fast the site is for a visitor on a phone. Builds the site (`npm run build`,
// honouring BUILD_DIR), serves it with `node server/start.mjs` on a free loopback port, and runs
// Lighthouse's default mobile configuration (moto g power, simulated slow 4G) at two CPU slowdowns, 4x
// (the preset) and 10x (an entry-level Android phone), three times on each page below, one page at a time
// (the machine has two cores) and round-robin, so that a burst of load elsewhere on the machine hits one
// run of several pages rather than every run of one. Prints, per slowdown, the MEDIAN per page of the four
// category scores, FCP, LCP, TBT, TTI, CLS and the bytes transferred by type (network-requests audit),
// writes them with every run to bench-results/lighthouse.json and the median runs' HTML reports to
// bench-results/lighthouse/ (<page>.html at 4x, <page>-cpu10.html at 10x), and exits 1 when a page misses
// its slowdown's budget (LIGHTHOUSE_BUDGETS in scripts/lighthouse-report.mjs: one at 4x, one at 10x),
// naming what it missed and the three audits that promise the largest savings. Another slowdown
// (`--cpu=6`) is reported, not budgeted (decision 0006).
//
// Options: --no-build       reuse a complete build instead of building
//          --cpu=4,10       the CPU slowdowns to measure at (also BENCH_CPU); default 4,10
// Environment: BUILD_DIR (build folder, default ./build), BENCH_RUNS (runs per page, default 3),
//   BENCH_PAGES (comma-separated paths instead of lighthouse-report's BENCH_PAGES), BENCH_PORT (port instead of a
//   free one), BENCH_CHROMIUM (browser; default Debian's chromium-headless-shell, else /usr/bin/chromium —
//   not CHROMIUM_PATH, which chooses the end-to-end tests' browser).
// Exit codes: 0 all pages within budget, 1 a page missed the budget or could not be measured,
//   2 no browser, or the build or the server failed, 130/143 interrupted.
// Why these budgets: docs/decisions/0006-performance-budget.md.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  BENCH_PAGES,
  LIGHTHOUSE_BUDGETS,
  lighthouseBudgetMisses,
  medianSummary,
  summarizeLighthouse,
  topOpportunities,
} from "./lighthouse-report.mjs";
import { chromePath, cpuProfilesOf, isHeadlessShell, lighthouseWithRetries, stopChrome } from "./lighthouse-run.mjs";
import { freePort } from "./ports.mjs";
import { formatKB, formatTable, toKB } from "./report-format.mjs";

/** @import { Opportunity, RunSummary } from "./lighthouse-report.mjs" */

const repo = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(process.env.BUILD_DIR ?? join(repo, "build"));
const client = join(buildDir, "client");
const resultsDir = join(repo, "bench-results");
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const pages = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(",")
      .map((path) => path.trim())
      .filter(Boolean)
  : BENCH_PAGES;
const skipBuild = process.argv.includes("--no-build");
/** @type {number[]} */
let cpuProfiles;
try {
  cpuProfiles = cpuProfilesOf(process.argv.slice(2), process.env.BENCH_CPU);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}
/** The slowdown of Lighthouse's mobile preset: its reports keep the plain name (<page>.html). */
const presetCpu = 4;

// ---- Processes this script owns, stopped on every way out ----

/** @type {import("node:child_process").ChildProcess | undefined} */
let buildProcess;
/** @type {import("node:child_process").ChildProcess | undefined} */
let server;
/** Stops whatever this script started that still runs. */
function killAll() {
  stopChrome();
  for (const child of [server, buildProcess]) {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  }
}

process.on("exit", killAll);
/** @type {[NodeJS.Signals, number][]} */
const exitCodes = [
  ["SIGINT", 130],
  ["SIGTERM", 143],
  ["SIGHUP", 129],
];
for (const [signal, code] of exitCodes) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping Chrome and the server…`);
    killAll();
    process.exit(code);
  });
}

/** @param {number} ms */
function sleep(ms) {
  return new Promise((done) => setTimeout(done, ms));
}

// ---- Build and serve ----

/**
 * Runs a command to its end, output passed through; resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
function run(command, args, env) {
  return new Promise((done) => {
    buildProcess = spawn(command, args, { cwd: repo, env, stdio: "inherit" });
    buildProcess.on("error", (error) => {
      console.error(error);
      done(1);
    });
    buildProcess.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function build() {
  if (skipBuild && existsSync(join(client, "index.html")) && existsSync(join(buildDir, "security", "csp.json"))) {
    console.log(`Reusing the build in ${buildDir} (--no-build).`);
    return;
  }
  // Prerendering imports the server build from <buildDir>/server, whose bare imports (react,
  // astro…) resolve from there upward: a build folder outside the repository needs the
  // repository's node_modules beside it.
  const outside = relative(repo, buildDir).startsWith("..");
  if (outside && !existsSync(join(buildDir, "node_modules"))) {
    mkdirSync(buildDir, { recursive: true });
    symlinkSync(join(repo, "node_modules"), join(buildDir, "node_modules"), "dir");
    console.log(`Linked ${join(buildDir, "node_modules")} → ${join(repo, "node_modules")} for prerendering.`);
  }
  console.log(`Building into ${buildDir}…`);
  const started = Date.now();
  const code = await run("npm", ["run", "build"], { ...process.env, BUILD_DIR: buildDir });
  if (code !== 0) {
    console.error(`bench: the build failed (exit ${code}).`);
    process.exit(2);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** BENCH_PORT, else a port the system says is free right now. */
function benchPort() {
  return process.env.BENCH_PORT ? Promise.resolve(Number(process.env.BENCH_PORT)) : freePort();
}

/** Starts `node server/start.mjs` and waits until it answers the home page; returns its origin. */
async function startServer() {
  const port = await benchPort();
  const origin = `http://127.0.0.1:${port}`;
  let log = "";
  server = spawn(process.execPath, [join(repo, "server", "start.mjs")], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [server.stdout, server.stderr]) {
    stream?.on("data", (chunk) => {
      log = (log + chunk).slice(-4_000);
    });
  }
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return origin;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  console.error(`bench: the server did not answer on ${origin}.\n${log}`);
  process.exit(2);
}

// ---- Lighthouse ----

/**
 * Checks every page answers 200 before spending minutes on Lighthouse; returns the broken ones.
 * @param {string} origin
 */
async function preflight(origin) {
  /** @type {Map<string, string>} */
  const broken = new Map();
  for (const path of pages) {
    try {
      const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) broken.set(path, `the page answered ${response.status}`);
    } catch (error) {
      broken.set(path, String(error));
    }
  }
  return broken;
}

/**
 * The file name of a page's report: "/" → home, "/blog/a-b" → blog-a-b.
 * @param {string} path
 */
function slugOf(path) {
  return path === "/" ? "home" : path.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-");
}

/**
 * One Lighthouse run of a page: its summary, the result itself and the HTML report.
 * @typedef {{ summary: RunSummary; lhr: any; report: string }} PageRun
 */

/**
 * The run nearest the median: runs ordered by performance score, then by LCP; the middle one.
 * @param {PageRun[]} pageRuns
 */
function medianRun(pageRuns) {
  const sorted = [...pageRuns].sort(
    (a, b) =>
      (a.summary.performance ?? -1) - (b.summary.performance ?? -1) || (b.summary.lcp ?? 0) - (a.summary.lcp ?? 0),
  );
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error("medianRun: a page without runs has no median run");
  return middle;
}

/** @param {number | null} value */
const ms = (value) => (value === null ? "n/a" : Math.round(value));

/** @param {Opportunity} opportunity */
function describeOpportunity(opportunity) {
  const savings = Object.entries(opportunity.metrics)
    .map(([metric, value]) => (metric === "CLS" ? `CLS −${value.toFixed(3)}` : `${metric} −${Math.round(value)} ms`))
    .join(", ");
  const parts = [opportunity.displayValue, savings, opportunity.note].filter(Boolean).join("; ");
  return `${opportunity.title} [${opportunity.id}]${parts ? ` — ${parts}` : ""}`;
}

// ---- Main ----

if (!existsSync(chromePath)) {
  console.error(
    `bench: no browser at ${chromePath} (apt-get install -y chromium-headless-shell, or set BENCH_CHROMIUM).`,
  );
  process.exit(2);
}
if (!isHeadlessShell) {
  console.warn(
    `bench: measuring with ${chromePath}, not the headless shell: its own UI competes with the page for the CPU, ` +
      "so TBT varies more from run to run (apt-get install -y chromium-headless-shell).",
  );
}
await build();
const origin = await startServer();
console.log(`Serving ${client} at ${origin} (server pid ${server?.pid}); browser ${chromePath}.`);
const broken = await preflight(origin);
for (const [path, reason] of broken) console.error(`bench: ${path} cannot be measured: ${reason}`);

const started = Date.now();
/** Results by profile and page: `${cpu}x ${path}`. */
const keyOf = (/** @type {number} */ cpu, /** @type {string} */ path) => `${cpu}x ${path}`;
/** @type {Map<string, PageRun[]>} */
const results = new Map();
/** @type {Map<string, string[]>} */
const errors = new Map();
const measured = pages.filter((path) => !broken.has(path));
const total = measured.length * runs * cpuProfiles.length;
let done = 0;

for (let round = 1; round <= runs; round++) {
  for (const cpu of cpuProfiles) {
    for (const path of measured) {
      done++;
      const url = `${origin}${path}`;
      const key = keyOf(cpu, path);
      let runStarted = Date.now();
      const run = await lighthouseWithRetries(url, {
        cpuSlowdown: cpu,
        onFailure: (attempt, message) => {
          errors.set(key, [...(errors.get(key) ?? []), `run ${round}, attempt ${attempt}: ${message}`]);
          console.error(`[${done}/${total}] ${path} at ${cpu}x, run ${round} attempt ${attempt} failed: ${message}`);
          runStarted = Date.now();
        },
      });
      if (!run) continue;
      const summary = summarizeLighthouse(run.lhr);
      results.set(key, [...(results.get(key) ?? []), { summary, lhr: run.lhr, report: run.report }]);
      console.log(
        `[${done}/${total}] ${path} at ${cpu}x, run ${round}: performance ${summary.performance}, ` +
          `LCP ${ms(summary.lcp)} ms, TBT ${ms(summary.tbt)} ms, TTI ${ms(summary.tti)} ms, CLS ${summary.cls?.toFixed(3)}, ` +
          `JS ${formatKB(summary.bytes.js)}, total ${formatKB(summary.bytes.total)} ` +
          `(${Math.round((Date.now() - runStarted) / 1000)} s, benchmarkIndex ${summary.benchmarkIndex})`,
      );
    }
  }
}

mkdirSync(join(resultsDir, "lighthouse"), { recursive: true });
/**
 * Each page's median at one slowdown, judged by that slowdown's budget if it has one.
 * @param {number} cpu
 */
const pageResultsAt = (cpu) =>
  pages.map((path) => {
    const pageRuns = results.get(keyOf(cpu, path)) ?? [];
    const pageErrors = [...(errors.get(keyOf(cpu, path)) ?? [])];
    if (broken.has(path)) pageErrors.push(broken.get(path) ?? "");
    if (pageRuns.length === 0) {
      return {
        path,
        median: null,
        runs: [],
        failures: ["no successful Lighthouse run"],
        opportunities: [],
        errors: pageErrors,
      };
    }
    const median = medianSummary(pageRuns.map((r) => r.summary));
    const budget = LIGHTHOUSE_BUDGETS[cpu];
    const misses = budget ? lighthouseBudgetMisses(path, median, budget) : [];
    const failures = misses.map((miss) => miss.message);
    if (pageRuns.length < runs) failures.push(`only ${pageRuns.length} of ${runs} runs succeeded`);
    const representative = medianRun(pageRuns);
    const reportFile = join(resultsDir, "lighthouse", `${slugOf(path)}${cpu === presetCpu ? "" : `-cpu${cpu}`}.html`);
    writeFileSync(reportFile, representative.report);
    return {
      path,
      median,
      runs: pageRuns.map((r) => r.summary),
      failures,
      opportunities:
        failures.length > 0
          ? topOpportunities(
              representative.lhr,
              3,
              misses.map((miss) => miss.lever),
            )
          : [],
      report: relative(repo, reportFile),
      errors: pageErrors,
    };
  });
const profiles = cpuProfiles.map((cpu) => ({ cpuSlowdown: cpu, pages: pageResultsAt(cpu) }));

const header = [
  "page",
  "perf",
  "a11y",
  "bp",
  "seo",
  "FCP ms",
  "LCP ms",
  "TBT ms",
  "TTI ms",
  "CLS",
  "HTML KB",
  "CSS KB",
  "JS KB",
  "font KB",
  "img KB",
  "total KB",
  "budget",
];
/** @param {ReturnType<typeof pageResultsAt>[number]} page @param {number} cpu */
const rowOf = ({ path, median: m, failures }, cpu) =>
  m === null
    ? [path, ...header.slice(1, -1).map(() => "-"), "FAIL"]
    : [
        path,
        m.performance ?? "-",
        m.accessibility ?? "-",
        m.bestPractices ?? "-",
        m.seo ?? "-",
        ms(m.fcp),
        ms(m.lcp),
        ms(m.tbt),
        ms(m.tti),
        m.cls === null ? "-" : m.cls.toFixed(3),
        toKB(m.bytes.html),
        toKB(m.bytes.css),
        toKB(m.bytes.js),
        toKB(m.bytes.font),
        toKB(m.bytes.image),
        toKB(m.bytes.total),
        failures.length > 0 ? "FAIL" : LIGHTHOUSE_BUDGETS[cpu] ? "ok" : "(reported)",
      ];

const firstLhr = [...results.values()].flat()[0]?.lhr;
const benchmarkIndexes = [...results.values()]
  .flat()
  .map((r) => r.summary.benchmarkIndex)
  .filter((value) => value !== null);
console.log(
  `\nLighthouse ${firstLhr?.lighthouseVersion ?? "?"} — median of ${runs} runs per page, ` +
    `${firstLhr?.configSettings?.formFactor ?? "mobile"}, ${firstLhr?.configSettings?.throttlingMethod ?? "simulate"}d throttling, ` +
    `${Math.round((Date.now() - started) / 60_000)} min; KB = 1,024 bytes transferred.`,
);
for (const { cpuSlowdown, pages: measuredPages } of profiles) {
  console.log(
    `\nAt ${cpuSlowdown}x CPU slowdown${cpuSlowdown === presetCpu ? " (the mobile preset)" : ""}${LIGHTHOUSE_BUDGETS[cpuSlowdown] ? ", budgeted" : ", reported only"}:\n`,
  );
  console.log(
    formatTable(
      header,
      measuredPages.map((page) => rowOf(page, cpuSlowdown)),
    ),
  );
}
for (const cpu of cpuProfiles) {
  const budget = LIGHTHOUSE_BUDGETS[cpu];
  if (!budget) continue;
  console.log(
    `\nBudget at ${cpu}x: performance ${budget.performance}, LCP ≤ ${budget.lcpMs} ms, ` +
      `TBT ≤ ${budget.tbtMs} ms, CLS ≤ ${budget.cls}, JS ≤ ${formatKB(budget.scriptBytes)}, ` +
      `home total ≤ ${formatKB(budget.homeTotalBytes)}.`,
  );
}
if (benchmarkIndexes.length > 0) {
  console.log(
    `Lighthouse benchmarkIndex ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)} (lower: a slower or busier machine).`,
  );
}

const failing = profiles.flatMap(({ cpuSlowdown, pages: measuredPages }) =>
  measuredPages.filter((page) => page.failures.length > 0).map((page) => ({ ...page, cpuSlowdown })),
);
for (const page of failing) {
  console.log(`\n${page.path} at ${page.cpuSlowdown}x misses: ${page.failures.join("; ")}`);
  for (const opportunity of page.opportunities) console.log(`  - ${describeOpportunity(opportunity)}`);
  if (page.report) console.log(`  report: ${page.report}`);
  for (const error of page.errors) console.log(`  error: ${error}`);
}

writeFileSync(
  join(resultsDir, "lighthouse.json"),
  `${JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      lighthouseVersion: firstLhr?.lighthouseVersion ?? null,
      userAgent: firstLhr?.environment?.hostUserAgent ?? null,
      browser: chromePath,
      settings: {
        formFactor: firstLhr?.configSettings?.formFactor ?? null,
        throttlingMethod: firstLhr?.configSettings?.throttlingMethod ?? null,
        screenEmulation: firstLhr?.configSettings?.screenEmulation ?? null,
      },
      runsPerPage: runs,
      buildDir,
      budgets: cpuProfiles
        .filter((cpu) => LIGHTHOUSE_BUDGETS[cpu])
        .map((cpu) => ({ cpuSlowdown: cpu, ...LIGHTHOUSE_BUDGETS[cpu] })),
      passed: failing.length === 0,
      profiles,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWrote ${relative(repo, join(resultsDir, "lighthouse.json"))} and the median runs' reports.`);
console.log(
  failing.length === 0
    ? "All pages within the budget."
    : `${new Set(failing.map((page) => page.path)).size} of ${pages.length} pages miss the budget.`,
);

if (server && server.exitCode === null) server.kill("SIGTERM");
process.exit(failing.length === 0 ? 0 : 1);
