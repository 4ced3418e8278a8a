// The release itself (decision 0024): the commit is written into a new folder of its own, with its own
// packages and build, smoke-tested, then `current` is pointed at it in one atomic rename and the server
// restarted. The live release is only ever read (its node_modules copied when the lock is the same).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSite, copyPackages, hasOwnModules, installPackages, lockHashOf } from "./build.mjs";
import { exportCommit, headCommit, pull } from "./checkout.mjs";
import { newReleaseFolder, readJson, readRecord, stamp, writeRecord } from "./folders.mjs";
import { lockReleases } from "./lock.mjs";
import { pruneReleases, removeUnfinished } from "./prune.mjs";
import { messageOf, ReleaseError } from "./release-error.mjs";
import { requestRestart, restartWith } from "./restart.mjs";
import { smokeTest } from "./smoke-test.mjs";
import { currentTarget, swapLink } from "./swap.mjs";

/** The checkout this script belongs to: what is built unless `--repo` names another. */
const ownCheckout = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The steps that touch the world, replaceable so the tests can run the swap/keep/failure logic in milliseconds.
 * @typedef {object} ReleaseSteps
 * @property {(repo: string) => Promise<void>} pull `git pull --ff-only`
 * @property {(repo: string) => Promise<string>} commit the full hash of the checkout's HEAD
 * @property {(repo: string, commit: string, folder: string) => Promise<void>} checkout writes the commit's files
 *   into the new release's folder
 * @property {(folder: string) => Promise<void>} install `npm ci` in the new release
 * @property {(from: string, folder: string) => Promise<void>} copyPackages copies `from`'s node_modules
 * @property {(folder: string, buildDir: string, env: Record<string, string>) => Promise<void>} build
 *   `npm run build` with BUILD_DIR=buildDir; rejects when the build fails (its output already relayed)
 * @property {(folder: string, buildDir: string) => Promise<string[]>} smokeTest serves the build with the
 *   release's own server and checks its pages; resolves to one line per page checked
 * @property {(command: string) => Promise<void>} restart runs the `--restart` command through the shell
 * @property {(file: string, commit: string) => void | Promise<void>} requestRestart writes `--restart-file`
 */

/**
 * @typedef {object} ReleaseOptions
 * @property {string} releases folder holding one folder per release
 * @property {string} current the symlink to the live release; inside `releases`, where the builder may write
 * @property {string} [repo] the checkout to build from (default: the one holding this script)
 * @property {number} [keep] releases kept, the new one included (at least 2, default 3)
 * @property {boolean} [pull] run `git pull --ff-only` first
 * @property {boolean} [force] release even when `current` already serves HEAD, or HEAD failed before
 * @property {boolean} [install] run `npm ci` even when package-lock.json is the current release's
 * @property {string} [restart] shell command restarting the server once `current` points at the new release
 * @property {string} [restartFile] or a file to write then, which the server's supervisor watches
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
 * @property {boolean} installed whether `npm ci` ran (else the packages were copied)
 * @property {string[]} removed release folders deleted (old or unfinished ones)
 */

/** @type {ReleaseSteps} */
const defaultSteps = {
  pull,
  commit: headCommit,
  checkout: exportCommit,
  install: installPackages,
  copyPackages,
  build: buildSite,
  smokeTest: (folder, buildDir) => smokeTest(folder, buildDir),
  restart: restartWith,
  requestRestart,
};

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
  const unlock = await lockReleases(releases);
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
   * Runs a step of the new release; on failure records it and says where `current` stands.
   * @template T
   * @param {string} stepName
   * @param {() => Promise<T> | T} work
   * @param {string} [outcome]
   * @returns {Promise<T>}
   */
  const recorded = async (
    stepName,
    work,
    outcome = `current is unchanged${previous ? ` (still ${previous})` : ""}.`,
  ) => {
    try {
      return await work();
    } catch (error) {
      const message = messageOf(error);
      const at = new Date().toISOString();
      writeFileSync(failureFile, `${JSON.stringify({ commit, step: stepName, message, at }, null, 2)}\n`);
      throw new ReleaseError(`${stepName} failed for ${short}: ${message}\n${outcome}`);
    }
  };

  const folder = newReleaseFolder(releases, stamp(options.now ?? new Date()), short);
  const buildDir = join(folder, "build");
  let installed = false;
  const started = Date.now();
  try {
    await recorded("checkout", () => steps.checkout(repo, commit, folder));
    log(`wrote ${short} into ${basename(folder)}`);
    const lockHash = await recorded("reading package-lock.json", () => lockHashOf(folder));
    if (!options.install && previous && previousRecord?.lockHash === lockHash && hasOwnModules(previous)) {
      log(`copying node_modules from ${basename(previous)} (package-lock.json unchanged)`);
      await recorded("copying node_modules", () => steps.copyPackages(previous, folder));
    } else {
      const why = options.install ? "asked for" : previousRecord ? "package-lock.json changed" : "no release to copy";
      log(`npm ci (${why})`);
      await recorded("npm ci", () => steps.install(folder));
      installed = true;
    }
    log(`building (npm run build, BUILD_DIR=${buildDir})`);
    // build/nginx/site.conf serves `current`, the folder nginx should follow, not this release's own path.
    const nginxRoot = process.env.NGINX_ROOT ?? join(current, "build", "client");
    await recorded("npm run build", () => steps.build(folder, buildDir, { NGINX_ROOT: nginxRoot }));
    log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const checked = await recorded("smoke test", () => steps.smokeTest(folder, buildDir));
    log(`smoke test passed: ${checked.join(", ")}`);
    writeRecord(folder, { commit, lockHash, builtAt: new Date().toISOString() });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    log(`removed the failed folder ${folder}`);
    throw error;
  }

  swapLink(current, folder);
  log(`current → ${folder}${previous ? ` (was ${previous})` : ""}`);

  const restart = options.restartFile ? `request in ${options.restartFile}` : options.restart;
  if (restart) {
    // The running server read the previous release at start-up: when the restart fails `current` goes back to
    // match it. The new folder stays, since the restart may have happened before the failure.
    await recorded(
      `restart (${restart})`,
      () => (options.restartFile ? steps.requestRestart(options.restartFile, commit) : steps.restart(restart)),
      previous
        ? `current was put back to ${previous}; ${folder} is kept (check which one the server runs).`
        : `current stays on ${folder}, the only release.`,
    ).catch((error) => {
      if (previous) swapLink(current, previous);
      throw error;
    });
    log(
      options.restartFile
        ? `asked for the server's restart (${options.restartFile})`
        : `restarted the server (${restart})`,
    );
  } else {
    log("no restart asked for: the server serves the new release once it is restarted (it reads it at start)");
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
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function step(name, work) {
  try {
    return await work();
  } catch (error) {
    throw new ReleaseError(`${name} failed: ${messageOf(error)}`);
  }
}
