// `npm run cms`: the staff editor on this machine. The site in development (http://localhost:5173, the editor
// at /admin) and Decap CMS's local backend, `decap-server` on port 8081, which reads and writes the files of
// this checkout: nothing is committed or published, `git` does that afterwards (README, "Editing the site").
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));
/** @param {string} name */
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

/** @type {import("node:child_process").ChildProcess[]} */
const children = [
  spawn(bin("decap-server"), [], {
    cwd: repo,
    stdio: "inherit",
    // 8081 is where the editor looks for it (`local_backend: true`).
    env: { ...process.env, GIT_REPO_DIRECTORY: repo, PORT: "8081" },
  }),
  spawn(bin("react-router"), ["dev"], { cwd: repo, stdio: "inherit" }),
];

console.log("The editor: http://localhost:5173/admin (sign in with the Login button: no account is needed here).");

let stopping = false;
/** @param {number} code */
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 1));
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => stop(0));
