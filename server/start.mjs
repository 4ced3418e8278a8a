// `npm start`: build the site when there is no build yet, then serve it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const built = process.env.BUILD_DIR
  ? resolve(process.env.BUILD_DIR, "client", "index.html")
  : fileURLToPath(new URL("../build/client/index.html", import.meta.url));
if (!existsSync(built)) {
  console.log("No build found: building the site first…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("./index.mjs");
