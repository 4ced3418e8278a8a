// After the swap the server is restarted: it reads its release (code, packages, build) once, at start.
import { writeFileSync } from "node:fs";
import { run } from "./process.mjs";

/**
 * Runs an operator's restart command through the shell (`--restart`).
 * @param {string} command
 */
export function restartWith(command) {
  return run(command, [], { shell: true });
}

/**
 * Asks for the restart by writing `file` (`--restart-file`): on the company's server `site-restart.path`
 * watches it and restarts `site.service` as root, so the build user needs no privilege of its own (decision
 * 0024). What is written only says when and why; the watcher reads none of it.
 * @param {string} file
 * @param {string} commit
 */
export function requestRestart(file, commit) {
  writeFileSync(file, `${new Date().toISOString()} ${commit}\n`);
}
