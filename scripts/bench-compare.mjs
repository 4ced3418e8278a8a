// `npm run bench:compare -- base=../base/build/client main=build/client [more=dir…]`: the same pages of
// several builds measured side by side in one run, the way a performance change is judged on a shared
// machine whose speed drifts from day to day. Each folder of static files is served here by sirv with its
// .br/.gz copies (the same server for every build, so only the pages differ), and the Lighthouse runs are
// interleaved: round by round, slowdown by slowdown, page by page, one build after the other. Prints each
// page's medians per build and slowdown, with each build's TBT, TTI and LCP as a ratio of the first
// build's, and writes every run to bench-results/compare.json.
//
// Options: --pages=/,/fr   the pages (default: lighthouse-report's BENCH_PAGES)
//          --cpu=4,10      the CPU slowdowns (default 4,10; also BENCH_CPU)
//          --runs=3        runs per page, build and slowdown (default 3; also BENCH_RUNS)
// Exit codes: 0 measured, 1 a run failed every attempt, 2 bad arguments or a folder without index.html.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import sirv from "sirv";
import { BENCH_PAGES, medianSummary, summarizeLighthouse } from "./lighthouse-report.mjs";
import { chromePath, cpuProfilesOf, lighthouseWithRetries, stopChrome } from "./lighthouse-run.mjs";
import { formatTable, toKB } from "./report-format.mjs";

/** @import { RunSummary } from "./lighthouse-report.mjs" */

const repo = fileURLToPath(new URL("..", import.meta.url));
const usage = "Usage: npm run bench:compare -- label=folder label=folder… [--pages=/,/fr] [--cpu=4,10] [--runs=3]";

/** @type {ReturnType<typeof readArgs>} */
let args;
function readArgs() {
  return parseArgs({
    allowPositionals: true,
    options: { pages: { type: "string" }, cpu: { type: "string" }, runs: { type: "string" } },
  });
}
/** @type {number[]} */
let cpuProfiles;
try {
  args = readArgs();
  cpuProfiles = cpuProfilesOf(args.values.cpu ? [`--cpu=${args.values.cpu}`] : [], process.env.BENCH_CPU);
} catch (error) {
  console.error(`bench:compare: ${error instanceof Error ? error.message : error}\n${usage}`);
  process.exit(2);
}
const builds = args.positionals.map((given) => {
  const at = given.indexOf("=");
  return at > 0
    ? { label: given.slice(0, at), dir: resolve(given.slice(at + 1)) }
    : { label: given, dir: resolve(given) };
});
if (builds.length < 2) {
  console.error(`bench:compare: name at least two folders to compare.\n${usage}`);
  process.exit(2);
}
for (const { label, dir } of builds) {
  if (!existsSync(join(dir, "index.html"))) {
    console.error(`bench:compare: ${label}: no index.html in ${dir} (a build's client folder is wanted).`);
    process.exit(2);
  }
}
const pages = args.values.pages ? args.values.pages.split(",").map((p) => p.trim()) : [...BENCH_PAGES];
const runs = Math.max(1, Number(args.values.runs ?? process.env.BENCH_RUNS) || 3);

/** Serves `dir` on a loopback port the system chooses; resolves with its origin and a way to close it. */
function serve(/** @type {string} */ dir) {
  const files = sirv(dir, { dev: false, etag: true, gzip: true, brotli: true });
  const server = createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404).end();
    }),
  );
  return new Promise((done) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      done({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

process.on("exit", stopChrome);
for (const [signal, code] of /** @type {const} */ ([
  ["SIGINT", 130],
  ["SIGTERM", 143],
])) {
  process.on(signal, () => {
    stopChrome();
    process.exit(code);
  });
}

const served = await Promise.all(builds.map(async (build) => ({ ...build, ...(await serve(build.dir)) })));
console.log(`Browser ${chromePath}; ${builds.map((b) => `${b.label}: ${b.dir}`).join("; ")}.`);

/** @type {Map<string, RunSummary[]>} */
const results = new Map();
const keyOf = (/** @type {number} */ cpu, /** @type {string} */ path, /** @type {string} */ label) =>
  `${cpu}x ${path} ${label}`;
const total = runs * cpuProfiles.length * pages.length * builds.length;
let done = 0;
let failed = 0;
for (let round = 1; round <= runs; round++) {
  for (const cpu of cpuProfiles) {
    for (const path of pages) {
      for (const { label, origin } of served) {
        done++;
        const run = await lighthouseWithRetries(`${origin}${path}`, {
          cpuSlowdown: cpu,
          onFailure: (attempt, message) =>
            console.error(`[${done}/${total}] ${label} ${path} at ${cpu}x, attempt ${attempt}: ${message}`),
        });
        if (!run) {
          failed++;
          continue;
        }
        const summary = summarizeLighthouse(run.lhr);
        const key = keyOf(cpu, path, label);
        results.set(key, [...(results.get(key) ?? []), summary]);
        console.log(
          `[${done}/${total}] ${label} ${path} at ${cpu}x: perf ${summary.performance}, LCP ${Math.round(summary.lcp ?? 0)}, ` +
            `TBT ${Math.round(summary.tbt ?? 0)}, TTI ${Math.round(summary.tti ?? 0)}, JS ${toKB(summary.bytes.js)} KB`,
        );
      }
    }
  }
}
for (const { close } of served) close();

/** `value` as a ratio of `base`, "-" when either is missing or the base is 0. */
const ratio = (/** @type {number | null} */ value, /** @type {number | null} */ base) =>
  value === null || base === null || base === 0 ? "-" : `${(value / base).toFixed(2)}×`;
const header = ["page", "build", "perf", "LCP ms", "TBT ms", "TTI ms", "JS KB", "HTML KB", "LCP", "TBT", "TTI"];
/** @type {{ cpu: number, path: string, label: string, median: RunSummary | null }[]} */
const medians = [];
for (const cpu of cpuProfiles) {
  /** @type {(string | number)[][]} */
  const rows = [];
  for (const path of pages) {
    const first = builds[0] ? results.get(keyOf(cpu, path, builds[0].label)) : undefined;
    const base = first ? medianSummary(first) : null;
    for (const { label } of builds) {
      const own = results.get(keyOf(cpu, path, label));
      const m = own ? medianSummary(own) : null;
      medians.push({ cpu, path, label, median: m });
      rows.push(
        m === null
          ? [path, label, ...header.slice(2).map(() => "-")]
          : [
              path,
              label,
              m.performance ?? "-",
              Math.round(m.lcp ?? 0),
              Math.round(m.tbt ?? 0),
              Math.round(m.tti ?? 0),
              toKB(m.bytes.js),
              toKB(m.bytes.html),
              ratio(m.lcp, base?.lcp ?? null),
              ratio(m.tbt, base?.tbt ?? null),
              ratio(m.tti, base?.tti ?? null),
            ],
      );
    }
  }
  console.log(`\nAt ${cpu}x CPU slowdown, medians of ${runs} interleaved runs (ratios to ${builds[0]?.label}):\n`);
  console.log(formatTable(header, rows));
}

mkdirSync(join(repo, "bench-results"), { recursive: true });
writeFileSync(
  join(repo, "bench-results", "compare.json"),
  `${JSON.stringify({ generatedAt: new Date().toISOString(), browser: chromePath, runs, cpuProfiles, builds, medians, runsByKey: Object.fromEntries(results) }, null, 2)}\n`,
);
console.log("\nWrote bench-results/compare.json.");
process.exit(failed > 0 ? 1 : 0);
