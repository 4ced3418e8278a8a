// The code a release is built from: the builder's checkout is pulled, and the commit's files are written into
// the release's own folder, so the release holds its code and never shares it with the checkout or with
// another release.
import { spawn } from "node:child_process";
import { ended, output, run } from "./process.mjs";

/**
 * `git pull --ff-only`: the checkout only ever follows its branch; a history rewritten upstream stops the
 * release rather than being merged.
 * @param {string} repo
 */
export function pull(repo) {
  return run("git", ["pull", "--ff-only"], { cwd: repo });
}

/**
 * The full hash of the checkout's HEAD.
 * @param {string} repo
 */
export function headCommit(repo) {
  return output("git", ["rev-parse", "HEAD"], { cwd: repo });
}

/**
 * Writes the files of `commit` into `folder`, an empty folder: `git archive` piped into `tar`. What the
 * checkout has beside the commit (an operator's edit, its node_modules, an old build) stays out, and the
 * release has no `.git` linking it back (the build reads none).
 * @param {string} repo
 * @param {string} commit
 * @param {string} folder
 * @returns {Promise<void>}
 */
export function exportCommit(repo, commit, folder) {
  return new Promise((resolvePromise, reject) => {
    const archive = spawn("git", ["archive", "--format=tar", commit], {
      cwd: repo,
      stdio: ["ignore", "pipe", "inherit"],
    });
    // Files owned by whoever runs the release, whatever the archive says (as root tar would keep its owner).
    const extract = spawn("tar", ["-x", "--no-same-owner", "-C", folder], { stdio: ["pipe", "inherit", "inherit"] });
    archive.stdout.pipe(extract.stdin);
    /** @type {string[]} */
    const failures = [];
    let pending = 2;
    /** @param {string} name @returns {(code: number | null, signal: NodeJS.Signals | null) => void} */
    const done = (name) => (code, signal) => {
      if (code !== 0) failures.push(`${name} exited with ${ended(code, signal)}`);
      if (--pending > 0) return;
      if (failures.length > 0) reject(new Error(failures.join("; ")));
      else resolvePromise();
    };
    archive.on("error", reject);
    extract.on("error", reject);
    archive.on("exit", done(`git archive ${commit}`));
    extract.on("exit", done(`tar -x -C ${folder}`));
  });
}
