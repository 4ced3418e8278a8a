// The release's commands (git, tar, cp, npm), run with their output relayed to ours: the build names the file
// and field it refuses, and the release unit's journal is where the operator reads it.
import { execFile, spawn } from "node:child_process";

/**
 * Runs a command, relaying its output; rejects when it exits other than 0, naming the command.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, shell?: boolean }} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { ...options, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${[command, ...args].join(" ")} exited with ${ended(code, signal)}`)),
    );
  });
}

/**
 * Runs a command and resolves to what it printed, trimmed.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string }} [options]
 * @returns {Promise<string>}
 */
export function output(command, args, options = {}) {
  return new Promise((resolvePromise, reject) =>
    execFile(command, args, options, (error, stdout) => (error ? reject(error) : resolvePromise(stdout.trim()))),
  );
}

/**
 * `status 1`, or the signal that ended the process.
 * @param {number | null} code
 * @param {NodeJS.Signals | null} signal
 */
export function ended(code, signal) {
  return signal ?? `status ${code}`;
}
