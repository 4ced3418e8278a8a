// The last gate before a release goes live: its own server, on its own packages and build, must serve the
// home pages.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../ports.mjs";

/** Variables that would connect the smoke test's server to the live database or mail server. */
const liveServices = ["DATABASE_URL", "SMTP_URL", "SMTP_HOST", "SMTP_PORT", "SMTP_USER", "SMTP_PASSWORD"];

/**
 * The Node.js a release installs (decision 0014), else the one running this script.
 * @param {string} folder
 */
export function releaseNode(folder) {
  const own = join(folder, "node_modules", ".bin", "node");
  return existsSync(own) ? own : process.execPath;
}

/**
 * Starts the release's `server/index.mjs` on its build, on a free loopback port and with an embedded database
 * of its own (the live server holds the lock on its data folder, and must not be sent test traffic), requests
 * each path following same-site redirects, and expects a 200 HTML page. The server is stopped in every case.
 * @param {string} folder the release: its code and node_modules
 * @param {string} buildDir its build
 * @param {{ paths?: string[], timeoutMs?: number }} [options]
 * @returns {Promise<string[]>} what each path answered, e.g. `/fr/ → /fr 200`
 */
export async function smokeTest(folder, buildDir, { paths = ["/", "/fr/"], timeoutMs = 60_000 } = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "release-smoke-"));
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir, LEADS_DATA_DIR: dataDir };
  for (const name of liveServices) delete env[name];
  const server = spawn(releaseNode(folder), [join(folder, "server", "index.mjs")], {
    cwd: folder,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  /** @param {Buffer} chunk */
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  server.stdout.on("data", collect);
  server.stderr.on("data", collect);
  /** @type {Promise<void>} */
  const exited = new Promise((resolvePromise) => server.on("exit", () => resolvePromise()));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  /** @param {string} message */
  const failure = (message) => new Error(`${message}\n--- server output ---\n${output.trim() || "(none)"}`);

  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!running) throw failure(`the server stopped before answering (${origin})`);
      try {
        await fetch(`${origin}/`, { redirect: "manual", signal: AbortSignal.timeout(2000) });
        break;
      } catch {
        if (Date.now() > deadline) throw failure(`the server did not answer within ${timeoutMs / 1000} s`);
        await new Promise((wait) => setTimeout(wait, 250));
      }
    }
    const lines = [];
    for (const path of paths) lines.push(await check(origin, path, failure));
    return lines;
  } finally {
    if (running) {
      server.kill("SIGTERM");
      const killer = setTimeout(() => server.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Requests `path`, following up to five same-site redirects, and expects a 200 HTML page.
 * @param {string} origin
 * @param {string} path
 * @param {(message: string) => Error} failure
 * @returns {Promise<string>} e.g. `/fr/ → /fr 200`
 */
async function check(origin, path, failure) {
  let location = path;
  const hops = [path];
  for (let redirects = 0; ; redirects++) {
    const response = await fetch(`${origin}${location}`, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
    const next = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && next && redirects < 5) {
      const target = new URL(next, `${origin}${location}`);
      if (target.origin !== origin) throw failure(`${path} redirects off the site, to ${next}`);
      location = target.pathname + target.search;
      hops.push(location);
      continue;
    }
    const body = await response.text();
    if (response.status !== 200) throw failure(`${hops.join(" → ")} answered ${response.status}`);
    if (!/^text\/html\b/.test(response.headers.get("content-type") ?? "") || !body.includes("<html")) {
      throw failure(`${hops.join(" → ")} answered 200 but not an HTML page`);
    }
    return `${hops.join(" → ")} 200`;
  }
}
