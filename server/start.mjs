// `npm start`: build the site when there is no build yet (or finish one that lacks the post-build
// step's CSP manifest and precompressed files), then serve it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));
const buildDir = process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : resolve(repo, "build");

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: repo, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(resolve(buildDir, "client", "index.html"))) {
  console.log("No build found: building the site first…");
  run("npm", ["run", "build"]);
} else if (!existsSync(resolve(buildDir, "security", "csp.json"))) {
  console.log("The build has no CSP manifest: running the post-build step…");
  run(process.execPath, [resolve(repo, "scripts", "postbuild", "index.mjs"), buildDir]);
}
await import("./index.mjs");
