// `npm run bench:load`: how the production server holds up. Builds when there is no build, starts
// `node server/index.mjs` on a free loopback port, drives the home page and one article with
// autocannon (50 connections, 30 s each, as a browser asks: brotli accepted), and prints requests
// per second, p50/p99 latency, errors and the server's peak memory (VmHWM from /proc).
// Exits non-zero on any error, timeout or non-2xx answer.
// BENCH_DURATION (seconds) and BENCH_CONNECTIONS override the defaults; BUILD_DIR picks the build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const repo = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(process.env.BUILD_DIR ?? join(repo, "build"));
const client = join(buildDir, "client");
const duration = Number(process.env.BENCH_DURATION) || 30;
const connections = Number(process.env.BENCH_CONNECTIONS) || 50;

if (!existsSync(join(client, "index.html")) || !existsSync(join(buildDir, "security", "csp.json"))) {
  console.log(`No complete build in ${buildDir}: building first…`);
  const built = spawnSync("npm", ["run", "build"], { cwd: repo, stdio: "inherit", env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** An article of the build: the first post directory under /blog. */
function firstArticle() {
  const blog = join(client, "blog");
  const slug = readdirSync(blog, { withFileTypes: true }).find(
    (e) => e.isDirectory() && existsSync(join(blog, e.name, "index.html")),
  )?.name;
  if (!slug) throw new Error(`no article in ${blog}`);
  return `/blog/${slug}`;
}

/** A port the system says is free right now. */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function waitForPort(port, child) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const open = await new Promise((done) => {
      const socket = connect({ host: "127.0.0.1", port }, () => {
        socket.destroy();
        done(true);
      });
      socket.on("error", () => done(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not listen on ${port}`);
}

/** Resident memory of a process in MiB: peak (VmHWM) and current (VmRSS), from the kernel. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { peak: kib("VmHWM") / 1024, current: kib("VmRSS") / 1024 };
}

const port = await freePort();
const server = spawn(process.execPath, [join(repo, "server", "index.mjs")], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => {
  if (server.exitCode === null) server.kill("SIGTERM");
};
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

let failed = false;
try {
  await waitForPort(port, server);
  const idle = memoryOf(server.pid);
  console.log(
    `Server pid ${server.pid} on port ${port} (${buildDir}), ${idle.current.toFixed(1)} MiB at rest; ` +
      `${connections} connections, ${duration} s per page.\n`,
  );
  const rows = [];
  for (const path of ["/", firstArticle()]) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections,
      duration,
      headers: { "accept-encoding": "br, gzip", accept: "text/html" },
    });
    const memory = memoryOf(server.pid);
    const bad = result.errors + result.timeouts + result.non2xx;
    if (bad > 0) failed = true;
    rows.push({
      page: path,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      "MiB/s": (result.throughput.average / 1024 / 1024).toFixed(1),
      "peak RSS MiB": memory.peak.toFixed(1),
    });
  }
  console.table(rows);
  console.log(`Peak server memory (VmHWM): ${memoryOf(server.pid).peak.toFixed(1)} MiB`);
  if (failed) console.error("FAILED: some requests errored, timed out or were not 2xx.");
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
