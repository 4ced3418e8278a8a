// Release on the company's own server (decision 0024): build the checkout into a new folder, smoke-test it,
// then point `current` at it in one atomic rename, and keep the last few releases.
//   node scripts/deploy/release.mjs --releases /srv/site/releases --current /srv/site/current
//        [--keep 3] [--pull] [--restart "sudo systemctl restart site"] [--force] [--install] [--repo <checkout>]
// Exit status: 0 released (or nothing new to release), 1 a step failed (`current` unchanged), 2 bad arguments.
import { execFile, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { freePort } from "../ports.mjs";

/** The checkout this script belongs to: what is built unless `--repo` names another. */
const ownCheckout = fileURLToPath(new URL("../..", import.meta.url));

/** `<UTC timestamp>-<short commit>`, with `-2`, `-3`… when a second release starts within the same second. */
export const releaseNamePattern = /^\d{8}T\d{6}Z-[0-9a-f]{7,40}(-\d+)?$/;

/** Written into a release once its build passed the smoke test: a folder without it is an unfinished release. */
export const releaseRecordFile = "release.json";

/**
 * What a finished release remembers about itself.
 * @typedef {object} ReleaseRecord
 * @property {string} commit the commit it was built from
 * @property {string} lockHash SHA-256 of package-lock.json when it was built: `npm ci` runs when this changes
 * @property {string} builtAt ISO time the build finished
 */

/**
 * The steps that touch the world, replaceable so the tests can run the swap/keep/failure logic in milliseconds.
 * @typedef {object} ReleaseSteps
 * @property {(repo: string) => Promise<void>} pull `git pull --ff-only`
 * @property {(repo: string) => Promise<string>} commit the full hash of the checkout's HEAD
 * @property {(repo: string) => Promise<void>} install `npm ci`
 * @property {(repo: string, buildDir: string, env: Record<string, string>) => Promise<void>} build
 *   `npm run build` with BUILD_DIR=buildDir; rejects when the build fails (its output already relayed)
 * @property {(repo: string, buildDir: string) => Promise<string[]>} smokeTest serves the build and checks its
 *   pages; resolves to one line per page checked
 * @property {(command: string) => Promise<void>} restart runs the `--restart` command through the shell
 */

/**
 * @typedef {object} ReleaseOptions
 * @property {string} releases folder holding one folder per release
 * @property {string} current the symlink the server serves (BUILD_DIR)
 * @property {string} [repo] the checkout to build (default: the one holding this script)
 * @property {number} [keep] releases kept, the new one included (at least 2, default 3)
 * @property {boolean} [pull] run `git pull --ff-only` first
 * @property {boolean} [force] release even when `current` already serves HEAD, or HEAD failed before
 * @property {boolean} [install] run `npm ci` even when package-lock.json has not changed
 * @property {string} [restart] shell command restarting the server once `current` points at the new release
 * @property {Date} [now] the release's time (its folder name)
 * @property {Partial<ReleaseSteps>} [steps]
 * @property {(line: string) => void} [log]
 */

/**
 * @typedef {object} ReleaseResult
 * @property {"released" | "unchanged" | "skipped"} status skipped = HEAD failed before and was not retried
 * @property {string} commit
 * @property {string | null} release the new release's folder (null unless released)
 * @property {string | null} previous the folder `current` pointed at before
 * @property {boolean} installed whether `npm ci` ran
 * @property {string[]} removed release folders deleted (old or unfinished ones)
 */

/** A step failed: `current` was left alone (or put back) and the message says what happened. */
export class ReleaseError extends Error {}

/**
 * Builds, smoke-tests and swaps in a new release. On any failure before the swap `current` is untouched, the
 * new folder is removed and the commit is remembered in `releases/.last-failure.json`, so a timer does not
 * rebuild the same broken commit every few minutes (`force` retries it).
 * @param {ReleaseOptions} options
 * @returns {Promise<ReleaseResult>}
 */
export async function release(options) {
  const releases = resolve(options.releases);
  const current = resolve(options.current);
  const repo = resolve(options.repo ?? ownCheckout);
  const keep = options.keep ?? 3;
  const log = options.log ?? ((line) => console.log(`release: ${line}`));
  /** @type {ReleaseSteps} */
  const steps = { ...defaultSteps, ...options.steps };
  if (!Number.isInteger(keep) || keep < 2) {
    // The previous release must survive: it is what the server ran until its restart, and the way back.
    throw new ReleaseError(`--keep must be a whole number of at least 2 (got ${keep})`);
  }
  mkdirSync(releases, { recursive: true });
  const unlock = lock(releases);
  try {
    return await releaseLocked({ ...options, releases, current, repo, keep, log, steps });
  } finally {
    unlock();
  }
}

/**
 * @param {Required<Pick<ReleaseOptions, "releases" | "current" | "repo" | "keep" | "log">> & ReleaseOptions
 *   & { steps: ReleaseSteps }} options
 * @returns {Promise<ReleaseResult>}
 */
async function releaseLocked({ releases, current, repo, keep, log, steps, ...options }) {
  const previous = currentTarget(current);
  const previousRecord = previous ? readRecord(previous) : null;
  /** @type {string[]} */
  const removed = removeUnfinished(releases, previous, log);

  if (options.pull) {
    await step("git pull --ff-only", () => steps.pull(repo));
    log("pulled the checkout (git pull --ff-only)");
  }
  const commit = await step("reading the commit", () => steps.commit(repo));
  const short = commit.slice(0, 7);
  const failureFile = join(releases, ".last-failure.json");
  if (!options.force) {
    if (previousRecord?.commit === commit) {
      log(`current already serves ${short} (${previous}); nothing to release`);
      return { status: "unchanged", commit, release: null, previous, installed: false, removed };
    }
    const failure = readJson(failureFile);
    if (failure?.commit === commit) {
      log(
        `${short} failed on ${failure.at} (${failure.step}); not building it again. ` +
          "Push a fix, or run with --force to retry.",
      );
      return { status: "skipped", commit, release: null, previous, installed: false, removed };
    }
  }

  /**
   * Records the failure and says where `current` stands.
   * @param {string} stepName
   * @param {unknown} error
   * @param {string} [outcome]
   */
  const fail = (stepName, error, outcome = `current is unchanged${previous ? ` (still ${previous})` : ""}.`) => {
    const message = error instanceof Error ? error.message : String(error);
    writeFileSync(
      failureFile,
      `${JSON.stringify({ commit, step: stepName, message, at: new Date().toISOString() }, null, 2)}\n`,
    );
    return new ReleaseError(`${stepName} failed for ${short}: ${message}\n${outcome}`);
  };

  const lockHash = hashFile(join(repo, "package-lock.json"));
  const lockChanged = previousRecord ? previousRecord.lockHash !== lockHash : false;
  const installed = Boolean(options.install) || lockChanged || !existsSync(join(repo, "node_modules"));
  if (installed) {
    log(`npm ci (${options.install ? "asked for" : lockChanged ? "package-lock.json changed" : "no node_modules"})`);
    try {
      await steps.install(repo);
    } catch (error) {
      throw fail("npm ci", error);
    }
  } else {
    log(
      previousRecord
        ? "npm ci skipped (package-lock.json unchanged since the current release)"
        : "npm ci skipped (no earlier release to compare package-lock.json with, and node_modules is there)",
    );
  }

  const folder = newReleaseFolder(releases, stamp(options.now ?? new Date()), short);
  // Prerendering imports the server bundle from the build folder, and so does the server at run time: both
  // resolve packages from the folder's own node_modules, which is the checkout's.
  symlinkSync(join(repo, "node_modules"), join(folder, "node_modules"), "dir");
  const started = Date.now();
  try {
    log(`building ${basename(folder)} (npm run build, BUILD_DIR=${folder})`);
    try {
      // build/nginx/site.conf serves `current`, the folder nginx should follow, not this release's own path.
      await steps.build(repo, folder, { NGINX_ROOT: process.env.NGINX_ROOT ?? join(current, "client") });
    } catch (error) {
      throw fail("npm run build", error);
    }
    log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    try {
      const checked = await steps.smokeTest(repo, folder);
      log(`smoke test passed: ${checked.join(", ")}`);
    } catch (error) {
      throw fail("smoke test", error);
    }
    /** @type {ReleaseRecord} */
    const record = { commit, lockHash, builtAt: new Date().toISOString() };
    writeFileSync(join(folder, releaseRecordFile), `${JSON.stringify(record, null, 2)}\n`);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    log(`removed the failed folder ${folder}`);
    throw error;
  }

  swapLink(current, folder);
  log(`current → ${folder}${previous ? ` (was ${previous})` : ""}`);

  if (options.restart) {
    try {
      await steps.restart(options.restart);
      log(`restarted the server (${options.restart})`);
    } catch (error) {
      // The running server read the previous release at start-up: `current` goes back to match it. The new
      // folder stays, since the restart may have happened before the command failed.
      if (previous) swapLink(current, previous);
      throw fail(
        `restart (${options.restart})`,
        error,
        previous
          ? `current was put back to ${previous}; ${folder} is kept (check which one the server runs).`
          : `current stays on ${folder}, the only release.`,
      );
    }
  } else {
    log("no --restart given: the server serves the new release once it is restarted (it reads the build at start)");
  }
  rmSync(failureFile, { force: true });
  removed.push(...pruneReleases(releases, current, keep));
  if (removed.length > 0) log(`removed ${removed.map((path) => basename(path)).join(", ")}`);
  return { status: "released", commit, release: folder, previous, installed, removed };
}

/**
 * Runs a step whose failure needs no record (nothing was built yet), naming it in the error.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} run
 * @returns {Promise<T>}
 */
async function step(name, run) {
  try {
    return await run();
  } catch (error) {
    throw new ReleaseError(`${name} failed: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * Points `link` at `target` without a moment where `link` is missing: a new symlink is made next to it and
 * renamed over it. rename(2) replaces the old link in one step, so a server starting at any instant finds
 * either the old release or the new one. Deleting `link` and creating it again would leave a gap.
 * @param {string} link
 * @param {string} target
 * @param {Pick<typeof import("node:fs"), "symlinkSync" | "renameSync" | "unlinkSync">} [fs]
 * @returns {string} the temporary link's path (gone once renamed)
 */
export function swapLink(link, target, fs = { symlinkSync, renameSync, unlinkSync }) {
  // Same folder, so same file system: rename across file systems is not atomic (it fails with EXDEV).
  const temporary = join(dirname(link), `.${basename(link)}.${process.pid}.${randomBytes(4).toString("hex")}`);
  fs.symlinkSync(target, temporary, "dir");
  try {
    fs.renameSync(temporary, link);
  } catch (error) {
    fs.unlinkSync(temporary);
    throw error;
  }
  return temporary;
}

/**
 * The release `current` points at, or null when there is none yet. A real folder in its place is refused:
 * renaming a link over a folder fails, and moving it away is the operator's call.
 * @param {string} current
 */
export function currentTarget(current) {
  /** @type {import("node:fs").Stats} */
  let stats;
  try {
    stats = lstatSync(current);
  } catch {
    return null;
  }
  if (!stats.isSymbolicLink()) {
    throw new ReleaseError(`${current} exists and is not a symlink: move it away, then release again`);
  }
  try {
    return realpathSync(current);
  } catch {
    return null; // a dangling link: replaced like a missing one
  }
}

/**
 * Deletes all but the newest `keep` releases (names sort by time), never the one `current` points at. Only
 * folders named like releases are considered.
 * @param {string} releases
 * @param {string} current
 * @param {number} keep
 * @returns {string[]} the folders deleted
 */
export function pruneReleases(releases, current, keep) {
  const serving = currentTarget(current);
  const names = releaseNames(releases).sort().reverse();
  const removed = [];
  for (const name of names.slice(keep)) {
    const folder = join(releases, name);
    if (serving && samePath(folder, serving)) continue;
    rmSync(folder, { recursive: true, force: true });
    removed.push(folder);
  }
  return removed;
}

/**
 * Removes release folders with no record (left by a release that was killed mid-build), never `current`'s.
 * @param {string} releases
 * @param {string | null} serving
 * @param {(line: string) => void} log
 */
function removeUnfinished(releases, serving, log) {
  const removed = [];
  for (const name of releaseNames(releases)) {
    const folder = join(releases, name);
    if (existsSync(join(folder, releaseRecordFile)) || (serving && samePath(folder, serving))) continue;
    rmSync(folder, { recursive: true, force: true });
    removed.push(folder);
    log(`removed ${name}, left unfinished by an interrupted release`);
  }
  return removed;
}

/** @param {string} releases */
function releaseNames(releases) {
  return readdirSync(releases, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && releaseNamePattern.test(entry.name))
    .map((entry) => entry.name);
}

/** @param {string} a @param {string} b */
function samePath(a, b) {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return resolve(a) === resolve(b);
  }
}

/**
 * Creates the new release's folder; a name already taken (two releases in one second) gets a suffix.
 * @param {string} releases
 * @param {string} time
 * @param {string} short
 */
function newReleaseFolder(releases, time, short) {
  for (let n = 1; ; n++) {
    const folder = join(releases, `${time}-${short}${n > 1 ? `-${n}` : ""}`);
    try {
      mkdirSync(folder);
      return folder;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    }
  }
}

/**
 * `20261126T071500Z`: sorts like the time, and is safe in a path on every system.
 * @param {Date} date
 */
export function stamp(date) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

/** @param {string} file */
function hashFile(file) {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

/**
 * @param {string} folder
 * @returns {ReleaseRecord | null}
 */
function readRecord(folder) {
  return /** @type {ReleaseRecord | null} */ (readJson(join(folder, releaseRecordFile)));
}

/**
 * @param {string} file
 * @returns {Record<string, string> | null}
 */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/**
 * One release at a time per releases folder (a timer and an operator could start one together). The lock
 * holds the process id; a lock whose process is gone is taken over.
 * @param {string} releases
 * @returns {() => void} releases the lock
 */
function lock(releases) {
  const file = join(releases, ".release.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8").trim());
      if (holder && isAlive(holder)) {
        throw new ReleaseError(`another release is running (process ${holder}, ${file})`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new ReleaseError(`could not take the lock ${file}`);
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/**
 * Runs a command with its output relayed to ours (the build names the file and field it refuses).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, shell?: boolean }} [options]
 * @returns {Promise<void>}
 */
function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { ...options, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${[command, ...args].join(" ")} exited with ${signal ?? `status ${code}`}`)),
    );
  });
}

/** The Node.js the project installs (decision 0014), else the one running this script. */
function projectNode(/** @type {string} */ repo) {
  const own = join(repo, "node_modules", ".bin", "node");
  return existsSync(own) ? own : process.execPath;
}

/** Variables that would connect the smoke test's server to the live database or mail server. */
const liveServices = ["DATABASE_URL", "SMTP_URL", "SMTP_HOST", "SMTP_PORT", "SMTP_USER", "SMTP_PASSWORD"];

/**
 * Starts `node server/index.mjs` on the build, on a free loopback port and with an embedded database of its
 * own (the live server holds the lock on its data folder, and must not be sent test traffic), requests each
 * path following same-site redirects, and expects a 200 HTML page. The server is stopped in every case.
 * @param {string} repo
 * @param {string} buildDir
 * @param {{ paths?: string[], timeoutMs?: number }} [options]
 * @returns {Promise<string[]>} what each path answered, e.g. `/fr/ → /fr 200`
 */
export async function smokeTest(repo, buildDir, { paths = ["/", "/fr/"], timeoutMs = 60_000 } = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "release-smoke-"));
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir, LEADS_DATA_DIR: dataDir };
  for (const name of liveServices) delete env[name];
  const server = spawn(projectNode(repo), [join(repo, "server", "index.mjs")], {
    cwd: repo,
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
    for (const path of paths) {
      let location = path;
      const hops = [path];
      for (let redirects = 0; ; redirects++) {
        const response = await fetch(`${origin}${location}`, {
          redirect: "manual",
          signal: AbortSignal.timeout(10_000),
        });
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
        lines.push(`${hops.join(" → ")} 200`);
        break;
      }
    }
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

/** @type {ReleaseSteps} */
const defaultSteps = {
  pull: (repo) => run("git", ["pull", "--ff-only"], { cwd: repo }),
  commit: (repo) =>
    new Promise((resolvePromise, reject) =>
      execFile("git", ["rev-parse", "HEAD"], { cwd: repo }, (error, stdout) =>
        error ? reject(error) : resolvePromise(stdout.trim()),
      ),
    ),
  install: (repo) => run("npm", ["ci"], { cwd: repo }),
  build: (repo, buildDir, env) =>
    run("npm", ["run", "build"], { cwd: repo, env: { ...process.env, ...env, BUILD_DIR: buildDir } }),
  smokeTest: (repo, buildDir) => smokeTest(repo, buildDir),
  restart: (command) => run(command, [], { shell: true }),
};

const usage = `Usage: node scripts/deploy/release.mjs --releases <dir> --current <link> [options]
  --releases <dir>    folder of releases (created if missing)
  --current <link>    the symlink the server's BUILD_DIR names; replaced atomically
  --keep <n>          releases kept, the new one included (default 3, at least 2)
  --pull              git pull --ff-only before building
  --restart "<cmd>"   run after the swap, e.g. "sudo systemctl restart site"; on failure current goes back
  --force             build even if current already serves HEAD, or HEAD failed before
  --install           run npm ci even if package-lock.json is unchanged
  --repo <dir>        the checkout to build (default: the one holding this script)`;

/**
 * The command line. Returns the exit status.
 * @param {string[]} argv
 */
export async function main(argv) {
  /** @type {ReturnType<typeof parseCli>} */
  let args;
  try {
    args = parseCli(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`);
    return 2;
  }
  if (args.help) {
    console.log(usage);
    return 0;
  }
  try {
    const result = await release(args);
    if (result.status === "released") {
      console.log(`release: done: ${result.commit.slice(0, 7)} is live from ${result.release}`);
    }
    return 0;
  } catch (error) {
    console.error(`release: FAILED: ${error instanceof ReleaseError ? error.message : error}`);
    return 1;
  }
}

/** @param {string[]} argv */
export function parseCli(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      releases: { type: "string" },
      current: { type: "string" },
      keep: { type: "string", default: "3" },
      pull: { type: "boolean", default: false },
      restart: { type: "string" },
      force: { type: "boolean", default: false },
      install: { type: "boolean", default: false },
      repo: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return { help: true, releases: "", current: "" };
  if (!values.releases || !values.current) throw new Error("--releases and --current are required");
  const keep = Number(values.keep);
  if (!Number.isInteger(keep) || keep < 2) throw new Error(`--keep must be a whole number of at least 2`);
  return {
    help: false,
    releases: values.releases,
    current: values.current,
    keep,
    pull: values.pull,
    restart: values.restart,
    force: values.force,
    install: values.install,
    repo: values.repo,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
