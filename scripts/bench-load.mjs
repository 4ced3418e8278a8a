// `npm run bench:load`: how the production server holds up. Builds when there is no build, starts
// `node server/index.mjs` on a free loopback port, drives the home page and one article with
// autocannon (50 connections, 30 s each, as a browser asks: brotli accepted), then posts valid
// inquiries for as long, first into the embedded database, then into a PostgreSQL of Debian's started
// for the run, each mailing its leads to an SMTP server in this process. Prints requests per second,
// p50/p99 latency, errors and the server's peak memory (VmHWM from /proc); for submissions it checks every
// acknowledged lead against the stored rows and the mails received, and times answer to mail (p50/p99).
// Then the same with quotes carrying one drawing of 2 MB, and of 8 MB: the server's peak memory must not grow
// with the files' size (they are streamed to disk, never held whole).
// Exits non-zero on any error, timeout, non-2xx answer, lead lost or stored twice, or mail missing or doubled,
// or when memory grows with file size.
// BENCH_DURATION (seconds) and BENCH_CONNECTIONS override the defaults; BUILD_DIR picks the build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error autocannon ships no types (and @types/autocannon is not a dependency): typed below.
import untypedAutocannon from "autocannon";
import { SMTPServer } from "smtp-server";
import { listBuildFiles } from "../server/build-files.mjs";
import { startPostgres } from "../tests/support/postgres.mjs";
import { freePort, waitForPort } from "./ports.mjs";

/**
 * The part of autocannon's options this benchmark uses.
 * @typedef {{
 *   url: string; connections: number; duration: number; headers?: Record<string, string>;
 *   requests?: {
 *     method: string; headers: Record<string, string>;
 *     setupRequest: (request: Record<string, unknown>) => Record<string, unknown>;
 *     onResponse: (status: number, body: string) => void;
 *   }[];
 * }} LoadOptions
 */
/**
 * The part of autocannon's result this benchmark reads: latency in ms, throughput in bytes per second.
 * @typedef {{
 *   requests: { average: number; total: number }; latency: { p50: number; p99: number };
 *   throughput: { average: number }; errors: number; timeouts: number; non2xx: number;
 * }} LoadResult
 */
/** @type {(options: LoadOptions) => Promise<LoadResult>} */
const autocannon = untypedAutocannon;

const repo = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(process.env.BUILD_DIR ?? join(repo, "build"));
const client = join(buildDir, "client");
const duration = Number(process.env.BENCH_DURATION) || 30;
const connections = Number(process.env.BENCH_CONNECTIONS) || 50;
/** Connections that post files at once. */
const fileConnections = Math.min(connections, 10);
/** The attachment case's two sizes: memory must not grow from the one to the other (files are streamed). */
const fileSizes = [2 * 1024 * 1024, 8 * 1024 * 1024];

if (!existsSync(join(client, "index.html")) || !existsSync(join(buildDir, "security", "csp.json"))) {
  console.log(`No complete build in ${buildDir}: building first…`);
  const built = spawnSync("npm", ["run", "build"], { cwd: repo, stdio: "inherit", env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** An article of the build: the first post under /blog, in alphabetical order. */
function firstArticle() {
  const slug = listBuildFiles(client)
    .map((path) => /^\/blog\/([^/]+)\/index\.html$/.exec(path)?.[1])
    .find(Boolean);
  if (!slug) throw new Error(`no article in ${join(client, "blog")}`);
  return `/blog/${slug}`;
}

/**
 * Resident memory of a process in MiB: peak (VmHWM) and current (VmRSS), from the kernel.
 * @param {number | undefined} pid
 */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  /** @param {string} field */
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { peak: kib("VmHWM") / 1024, current: kib("VmRSS") / 1024 };
}

/**
 * Starts the production server with `env` and waits until it listens.
 * @param {Record<string, string>} env
 */
async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repo, "server", "index.mjs")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForPort(port, child);
  // The server listens before its database is open (pages never wait for it); submissions measured
  // before then would be the 503 of a database still opening, not the load's.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (health?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    pid: child.pid,
    stop: () =>
      /** @type {Promise<void>} */ (
        new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once("exit", () => done());
          child.kill("SIGTERM");
        })
      ),
  };
}

let sent = 0;
/** A valid inquiry, each with its own fill key, as the form posts it with JavaScript. */
function inquiryBody() {
  sent += 1;
  return new URLSearchParams({
    form: "inquiry",
    locale: "en",
    page: "/",
    website: "",
    elapsed: "15000",
    submission: `bench-${process.pid}-${sent}`,
    name: `Load Test ${sent}`,
    email: `load.${sent}@example.org`,
    company: "Bench SARL",
    phone: "",
    service: "ndt",
    details: "Ultrasonic testing of 24 girth welds, 8 in. sch 80, API 1104 acceptance.",
  }).toString();
}

/** One drawing's bytes, a PDF by its header, shared by every request of a size (each ends with its own tag). */
/** @type {Map<number, Buffer>} */
const drawings = new Map();

/**
 * A quote with one drawing of `size` bytes, as the form posts it with files (multipart): each drawing ends
 * with the request's number, so no two are the same file and none is stored once for many.
 * @param {number} size
 */
function quoteWithFile(size) {
  sent += 1;
  let base = drawings.get(size);
  if (!base) {
    base = Buffer.alloc(size, 0x20);
    base.write("%PDF-1.4\n", 0, "latin1");
    drawings.set(size, base);
  }
  const boundary = `----bench${process.pid}x${sent}`;
  const fields = {
    form: "quote",
    locale: "en",
    page: "/request",
    website: "",
    elapsed: "15000",
    submission: `bench-file-${process.pid}-${sent}`,
    name: `Load Test ${sent}`,
    email: `load.file.${sent}@example.org`,
    service: "ndt",
    details: "API 653 inspection of tank T-101: weld map and ITP attached.",
  };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="drawing-${sent}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const tag = Buffer.from(`\n%${sent}\n`, "latin1");
  const body = Buffer.concat([
    Buffer.from(head, "latin1"),
    base.subarray(0, size - tag.length),
    tag,
    Buffer.from(`\r\n--${boundary}--\r\n`, "latin1"),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A real SMTP server in this process: the app mails every lead to it; it notes when each lead's notification
 * arrived, by the reference in its Message-ID, and how many times.
 */
async function startMailbox() {
  /** @type {Map<string, number[]>} */
  const arrivals = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 4096) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        // The company's notification, by its Message-ID (<REF@host>); the visitor's acknowledgement
        // (<REF.acknowledgement@host>) carries the reference too, and is not the lead's mail.
        const ref = /^Message-ID: <(WI-[2-9A-Z]{5})@/im.exec(head)?.[1];
        if (ref) arrivals.set(ref, [...(arrivals.get(ref) ?? []), Date.now()]);
        done();
      });
    },
  });
  const port = await freePort();
  await /** @type {Promise<void>} */ (new Promise((done) => server.listen(port, "127.0.0.1", () => done())));
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    close: () => /** @type {Promise<void>} */ (new Promise((done) => server.close(() => done()))),
  };
}

/**
 * The value below which `share` of the sorted numbers fall.
 * @param {number[]} sorted
 * @param {number} share
 */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * Posts inquiries for `duration` s, or quotes with one drawing of `fileSize` bytes; returns autocannon's
 * result and the references acknowledged (200).
 * @param {number} port
 * @param {number} [fileSize]
 */
async function postInquiries(port, fileSize = 0) {
  /** @type {string[]} */
  const acknowledged = [];
  /** @type {Map<string, number>} */
  const answeredAt = new Map();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/leads`,
    // Files take seconds each on two cores: fewer connections, and the same time.
    connections: fileSize > 0 ? fileConnections : connections,
    duration,
    requests: [
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: `http://127.0.0.1:${port}`,
          accept: "application/json",
        },
        setupRequest: (request) => {
          if (fileSize === 0) return { ...request, body: inquiryBody() };
          const { body, type } = quoteWithFile(fileSize);
          return { ...request, body, headers: { ...(request.headers ?? {}), "content-type": type } };
        },
        onResponse: (status, body) => {
          if (status !== 200) return;
          const ref = JSON.parse(body).ref;
          if (ref) {
            acknowledged.push(ref);
            answeredAt.set(ref, Date.now());
          }
        },
      },
    ],
  });
  return { result, acknowledged, answeredAt };
}

/**
 * References stored in the embedded database of `dataDir`, or in PostgreSQL at `url`.
 * @param {{ dataDir: string, url?: string }} where
 * @returns {Promise<string[]>}
 */
async function storedRefs({ dataDir, url }) {
  if (url) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query("select ref from leads");
    await client.end();
    return rows.map((row) => row.ref);
  }
  const { default: Sqlite } = await import("libsql");
  const db = new Sqlite(join(dataDir, "leads.db"), { readonly: true });
  const rows = /** @type {{ ref: string }[]} */ (db.prepare("select ref from leads").all());
  db.close();
  return rows.map((row) => row.ref);
}

/**
 * Every acknowledged reference stored exactly once; `extra` counts rows whose answer was never read.
 * @param {string[]} acknowledged
 * @param {string[]} stored
 */
function compare(acknowledged, stored) {
  const ack = new Set(acknowledged);
  /** @type {Map<string, number>} */
  const rows = new Map();
  for (const ref of stored) rows.set(ref, (rows.get(ref) ?? 0) + 1);
  return {
    lost: [...ack].filter((ref) => !rows.has(ref)).length,
    twice: [...rows.values()].filter((count) => count > 1).length + (acknowledged.length - ack.size),
    extra: [...rows.keys()].filter((ref) => !ack.has(ref)).length,
  };
}

// Pages: the server as `npm start` runs it, on a database of its own.
const pagesDataDir = mkdtempSync(join(tmpdir(), "bench-leads-pages-"));
const server = await startServer({ LEADS_DATA_DIR: pagesDataDir });
const port = server.port;
const stop = () => server.stop();
process.on("SIGINT", () => {
  void stop();
  process.exit(130);
});

let failed = false;
try {
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
  await stop();
  rmSync(pagesDataDir, { recursive: true, force: true });

  // Submissions: a fresh server per database, no rate limit (one address sends everything here).
  const submissions = [];
  /** Peak memory by database and file size, for the streaming check. */
  const peaks = new Map();
  const cases = [0, ...fileSizes];
  for (const [database, fileSize] of ["embedded", "postgres"].flatMap((d) => cases.map((size) => [d, size]))) {
    const dataDir = mkdtempSync(join(tmpdir(), "bench-leads-"));
    const pg = database === "postgres" ? await startPostgres({ port: await freePort() }) : null;
    const mailbox = await startMailbox();
    const app = await startServer({
      LEADS_DATA_DIR: dataDir,
      LEADS_RATE_LIMIT: "100000000",
      LEADS_RATE_LIMIT_BYTES: String(2 ** 50),
      SMTP_URL: mailbox.url,
      LEADS_MAIL_POLL_MS: "500",
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    });
    try {
      const rest = memoryOf(app.pid);
      const { result, acknowledged, answeredAt } = await postInquiries(app.port, Number(fileSize));
      const memory = memoryOf(app.pid);
      const check = compare(acknowledged, await storedRefs({ dataDir, url: pg?.url }));
      // Every stored lead's mail, the ones still in flight at the end included, within five minutes.
      const expected = acknowledged.length + check.extra;
      const deadline = Date.now() + 300_000;
      while (mailbox.arrivals.size < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      const unmailed = acknowledged.filter((ref) => !mailbox.arrivals.has(ref)).length;
      const mailedTwice = [...mailbox.arrivals.values()].filter((times) => times.length > 1).length;
      const delays = acknowledged
        .filter((ref) => mailbox.arrivals.has(ref))
        .map((ref) => (mailbox.arrivals.get(ref)?.[0] ?? 0) - (answeredAt.get(ref) ?? 0))
        .sort((a, b) => a - b);
      if (unmailed + mailedTwice > 0) failed = true;
      const bad = result.errors + result.timeouts + result.non2xx;
      // Requests still in flight when autocannon stops are stored without their answer being read: at
      // most one per connection. Anything beyond that would be a lead stored from nowhere.
      const lostOrDoubled = check.lost + check.twice + Math.max(0, check.extra - connections);
      if (bad > 0 || lostOrDoubled > 0 || acknowledged.length === 0) failed = true;
      peaks.set(`${database}:${fileSize}`, memory.peak);
      submissions.push({
        database,
        request: fileSize ? `quote + ${Number(fileSize) / 1024 / 1024} MB file` : "inquiry",
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        acknowledged: acknowledged.length,
        lost: check.lost,
        "stored twice": check.twice,
        "in flight at the end": check.extra,
        "mails not received": unmailed,
        "mails received twice": mailedTwice,
        "answer→mail p50 ms": percentile(delays, 0.5),
        "answer→mail p99 ms": percentile(delays, 0.99),
        "non2xx+errors": bad,
        "RSS at rest MiB": rest.current.toFixed(1),
        "peak RSS MiB": memory.peak.toFixed(1),
      });
    } finally {
      await app.stop();
      await mailbox.close();
      await pg?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nSubmissions (POST /api/leads: valid inquiries on ${connections} connections, quotes with a file on ${fileConnections}):`,
  );
  console.table(submissions);
  // Streamed, a request holds a few chunks of its file; buffered, it would hold the whole file. The larger
  // size must not cost anything near its extra bytes for each connection at once.
  const [small, large] = fileSizes;
  const bufferedGrowth = (fileConnections * ((large ?? 0) - (small ?? 0))) / 1024 / 1024;
  for (const database of ["embedded", "postgres"]) {
    const growth = (peaks.get(`${database}:${large}`) ?? 0) - (peaks.get(`${database}:${small}`) ?? 0);
    const streamed = growth < bufferedGrowth / 2;
    if (!streamed) failed = true;
    console.log(
      `${database}: peak RSS ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MiB from ${(small ?? 0) / 1024 / 1024} MB to ${(large ?? 0) / 1024 / 1024} MB files (buffering them would add about ${bufferedGrowth.toFixed(0)} MiB): ${streamed ? "streamed" : "FAILED: memory grows with file size"}.`,
    );
  }
  if (failed) console.error("FAILED: requests errored, timed out or were not 2xx, or a lead was lost or stored twice.");
  else
    console.log(`Every acknowledged lead stored once, mailed once (${submissions.map((s) => s.database).join(", ")}).`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
