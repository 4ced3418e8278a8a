#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find, each stage timed. Stages in one step run
// side by side where the machine has room: the typecheck and the linters use one core while the build uses the
// other; then the unit tests, the HTTP tests, the video build (then the layouts' typecheck) and the budget share
// the cores; the browser tests, which keep every core busy, run alone. A step's first stage prints as it runs;
// the others' output follows when they end. Stops after the first step with a failing stage, and prints the time
// of each stage (and of each browser project, from Playwright's JSON report), with the slowest tests: where the
// time goes is in every run's log.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Every Node process of the run keeps the code it compiles (TypeScript with its types stripped, included) in
// one cache and takes it from there the next time: the many servers and tools the tests start, each runner's
// workers. Without it each of them compiled the same modules again: on this machine the production
// server took 1.5 s of processor to start, and 0.9 s with the cache. It is the folder Vite and Astro already
// use for themselves; an entry is found by its source's content, so a changed file is compiled anew.
const ownCache = !process.env.NODE_COMPILE_CACHE;
process.env.NODE_COMPILE_CACHE ||= join(tmpdir(), "node-compile-cache");

// Node adds to that cache and never takes anything out: a run from empty fills about 35 MB, and each run after
// adds the entries of its new bundles (670 MB here after a day of runs). Past half a gigabyte the run starts it
// again empty, which cost that run no time measurable here. A cache someone set for themselves is theirs to keep.
const cacheLimitBytes = 512 * 1024 ** 2;
if (ownCache && folderBytes(process.env.NODE_COMPILE_CACHE) > cacheLimitBytes) {
  rmSync(process.env.NODE_COMPILE_CACHE, { recursive: true, force: true });
  console.log(`Emptied the compile cache (${process.env.NODE_COMPILE_CACHE}): it had passed 512 MB.`);
}

/**
 * The bytes of the files under `folder`; 0 when it does not exist. Another run may be emptying the same folder
 * meanwhile: a file gone before it is weighed counts for nothing, and a folder gone ends the count.
 * @param {string} folder
 */
function folderBytes(folder) {
  let bytes = 0;
  try {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name), { throwIfNoEntry: false })?.size ?? 0;
    }
  } catch {}
  return bytes;
}

/** A stage's name and the scripts it runs, one after the other. @typedef {[name: string, ...scripts: string[]]} Stage */
/** @type {Stage[][]} */
const steps = [
  [
    ["build", "build"],
    ["typecheck", "typecheck:ts"],
    ["lint", "lint"],
  ],
  [
    ["unit", "test:unit"],
    ["http", "test:http"],
    // The layouts' check (`astro check`) loads Astro's config as a build does, photo pipeline included: it
    // waits for the builds, since two pipelines at once could each remove the other's new files as stale.
    // The video build is the one whose home page starts an island on arrival: the budget reads it too.
    ["build:video, typecheck:astro, budget:video", "build:video", "typecheck:astro", "budget:video"],
    ["budget", "budget"],
  ],
  [["e2e", "test:e2e"]],
];
const reportFile = join(process.env.E2E_OUTPUT || "test-results", "e2e-report.json");

/**
 * Runs `npm run <script>`; its output goes straight through when `stream`, else is kept and printed at its end.
 * @param {string} script @param {boolean} stream
 * @returns {Promise<{ code: number, ms: number }>}
 */
function run(script, stream) {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn("npm", ["run", script], { stdio: stream ? "inherit" : ["ignore", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("exit", (code, signal) => {
      if (!stream) process.stdout.write(Buffer.concat(output));
      done({ code: code ?? (signal ? 1 : 0), ms: performance.now() - started });
    });
  });
}

/**
 * Runs the scripts one after the other, stopping at the first that fails.
 * @param {string[]} scripts @param {boolean} stream
 */
async function runInTurn(scripts, stream) {
  let ms = 0;
  for (const script of scripts) {
    const end = await run(script, stream);
    ms += end.ms;
    if (end.code !== 0) return { code: end.code, ms };
  }
  return { code: 0, ms };
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/** @typedef {{ title: string, project: string, file: string, start: number, duration: number, status: string, skip?: string }} Result */

/** Every test result of Playwright's JSON report, with its title path, project and timing. */
function results() {
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  /** @type {Result[]} */
  const found = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const skip = test.annotations?.find((/** @type {any} */ a) => a.type === "skip")?.description;
        for (const result of test.results.length ? test.results : [{ startTime: null, duration: 0 }]) {
          found.push({
            title: [...titles, spec.title].join(" › "),
            project: test.projectName,
            file: spec.file,
            start: result.startTime ? Date.parse(result.startTime) : 0,
            duration: result.duration ?? 0,
            status: result.status ?? test.status,
            skip,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites) walk(file, []);
  return found;
}

function e2eSummary() {
  if (!existsSync(reportFile)) return [];
  const all = results();
  const lines = [
    "",
    "Browser projects (side by side on the same workers: the span of each, and its tests' time summed):",
  ];
  for (const project of new Set(all.map((r) => r.project))) {
    const ran = all.filter((r) => r.project === project && r.start);
    if (!ran.length) continue;
    const span = Math.max(...ran.map((r) => r.start + r.duration)) - Math.min(...ran.map((r) => r.start));
    const summed = ran.reduce((sum, r) => sum + r.duration, 0);
    lines.push(
      `  ${project.padEnd(10)} ${String(ran.length).padStart(4)} tests  span ${seconds(span).padStart(8)}  test time ${seconds(summed).padStart(8)}`,
    );
  }
  lines.push("", "The 15 slowest browser tests:");
  for (const r of [...all].sort((a, b) => b.duration - a.duration).slice(0, 15)) {
    lines.push(`  ${seconds(r.duration).padStart(7)}  [${r.project}] ${r.file} › ${r.title}`);
  }
  const skipped = all.filter((r) => r.status === "skipped");
  lines.push("", `Skipped browser tests: ${skipped.length}`);
  for (const r of skipped) lines.push(`  [${r.project}] ${r.file} › ${r.title}: ${r.skip ?? "no reason given"}`);
  return lines;
}

/** @type {[string, number, string][]} */
const timings = [];
const started = performance.now();
let failed = "";
for (const step of steps) {
  const ends = await Promise.all(step.map(([, ...scripts], i) => runInTurn(scripts, i === 0)));
  step.forEach(([name], i) => {
    const end = ends[i];
    if (!end) return;
    timings.push([
      step.length > 1 ? `${name} (beside ${step.length - 1})` : name,
      end.ms,
      end.code === 0 ? "ok" : `failed (${end.code})`,
    ]);
    if (end.code !== 0 && !failed) failed = name;
  });
  if (failed) break;
}

const table = ["", "npm test, stage by stage:"];
const width = Math.max(...timings.map(([name]) => name.length));
for (const [name, ms, status] of timings) table.push(`  ${name.padEnd(width)} ${seconds(ms).padStart(9)}  ${status}`);
table.push(`  ${"in all".padEnd(width)} ${seconds(performance.now() - started).padStart(9)}`);
/** @type {string[]} */
let e2e = [];
try {
  if (timings.some(([name]) => name === "e2e")) e2e = e2eSummary();
} catch (error) {
  e2e = [`(no summary of the browser tests: ${error instanceof Error ? error.message : error})`];
}
console.log([...table, ...e2e].join("\n"));
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
