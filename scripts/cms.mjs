// `npm run cms`: the staff editor on this machine, and on this machine only. The site in development
// (http://localhost:5173, the editor at /admin) and Decap CMS's local backend, `decap-server`, which reads and
// writes the files of this checkout: nothing is committed or published, `git` does that afterwards (README,
// "Editing the site"). Everything listens on 127.0.0.1. decap-server has no sign-in and writes any file it
// is asked to, so it sits on a port of its own behind a guard (scripts/cms/local-guard.mjs) on 8081, where the
// editor looks for it, which lets through only this machine's editor; the dev site checks Host itself
// (astro.config.mjs, server).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createLocalGuard } from "./cms/local-guard.mjs";
import { portFrom, portTaken } from "./cms/local-ports.mjs";
import { freePort } from "./ports.mjs";

const repo = fileURLToPath(new URL("..", import.meta.url));
/** @param {string} name */
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

/** @type {{ site: number, backend: number }} */
let ports;
try {
  ports = {
    site: portFrom(process.env, "CMS_DEV_PORT", 5173),
    backend: portFrom(process.env, "CMS_LOCAL_BACKEND_PORT", 8081),
  };
} catch (error) {
  console.error(`npm run cms: ${/** @type {Error} */ (error).message}.`);
  process.exit(1);
}

/** @param {number} port @param {string} what */
const portInUse = (port, what) =>
  `npm run cms: port ${port} (${what}) is already in use on this machine. Stop the program using it ` +
  "(an earlier npm run cms, perhaps) and run npm run cms again.";

for (const [port, what] of /** @type {const} */ ([
  [ports.backend, "the editor's local backend"],
  [ports.site, "the site in development"],
])) {
  if (await portTaken(port)) {
    console.error(portInUse(port, what));
    process.exit(1);
  }
}

const backendPort = await freePort();
const guard = createLocalGuard({
  port: ports.backend,
  backendPort,
  editorOrigins: [`http://localhost:${ports.site}`, `http://127.0.0.1:${ports.site}`],
});
await new Promise((listening) => {
  guard.once("error", (error) => {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    console.error(
      code === "EADDRINUSE" ? portInUse(ports.backend, "the editor's local backend") : `npm run cms: ${error.message}`,
    );
    process.exit(1);
  });
  guard.listen(ports.backend, "127.0.0.1", () => listening(undefined));
});
guard.removeAllListeners("error");
guard.on("error", (error) => {
  console.error(`npm run cms: the local backend's guard stopped (${error.message}).`);
  stop(1);
});

/** @type {import("node:child_process").ChildProcess[]} */
const children = [
  spawn(bin("decap-server"), [], {
    cwd: repo,
    stdio: "inherit",
    env: {
      ...process.env,
      // decap-server's own variable; a test points it at a folder of its own.
      GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY || repo,
      // Files only: nothing is committed until staff run git themselves.
      MODE: "fs",
      BIND_HOST: "127.0.0.1",
      PORT: String(backendPort),
      // Its "listening on" line would name the inner port, which is not the editor's address.
      LOG_LEVEL: process.env.LOG_LEVEL || "warn",
    },
  }),
  // Without a lock: astro dev refuses to start beside another dev server of the same checkout (a developer's
  // `npm run dev`), and it leaves its lock file behind when a signal stops it, so that a later start can take
  // a reused process id for a server still running. This server is the editor's own, stopped with it.
  spawn(bin("astro"), ["dev", "--ignore-lock", "--port", String(ports.site)], {
    cwd: repo,
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  }),
];

console.log(
  `The editor: http://localhost:${ports.site}/admin (sign in with the Login button: no account is needed here).\n` +
    `Its local backend answers on http://localhost:${ports.backend} to this machine's editor only.`,
);

let stopping = false;
/** @param {number} code */
function stop(code) {
  if (stopping) return;
  stopping = true;
  guard.close();
  guard.closeAllConnections();
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 1));
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => stop(0));
