import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, waitForPort } from "../../scripts/ports.mjs";

/**
 * What the editor's tests work on: a clone of this repository in a temporary folder, the local backend of
 * Decap CMS (`decap-server` in Git mode, as `npm run cms` runs it but committing) writing into it, and the
 * clone built and served the way the company's server would after staff publish.
 */

const repo = fileURLToPath(new URL("../..", import.meta.url));
const bin = (name: string) => join(repo, "node_modules", ".bin", name);

/**
 * Where the editor looks for its local backend (`local_backend: true` in its configuration). The tests' backends
 * listen on free ports instead, and each test's page is pointed at its spec's (`editorCheckout`), so that two
 * specs, or a developer's `npm run cms`, never meet on this port.
 */
export const editorBackendOrigin = "http://localhost:8081";

export interface Checkout {
  dir: string;
  /** Runs git in the checkout and returns its output. */
  git: (...args: string[]) => string;
  remove: () => void;
}

/** A clone of the repository's committed state, with this checkout's node_modules. */
export function cloneRepository(): Checkout {
  const base = mkdtempSync(join(tmpdir(), "weld-editor-"));
  const dir = join(base, "site");
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", repo, dir]);
  symlinkSync(join(repo, "node_modules"), join(dir, "node_modules"), "dir");
  // .gitignore's `node_modules/` matches a folder, not this link: without this, the local backend, which
  // commits everything it finds changed, would take it for the post's media.
  appendFileSync(join(dir, ".git", "info", "exclude"), "node_modules\n");
  const git = (...args: string[]) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" });
  git("config", "user.name", "Editor test");
  git("config", "user.email", "editor-test@example.com");
  return { dir, git, remove: () => rmSync(base, { recursive: true, force: true }) };
}

/** A child process with its output kept, for the message when it fails. */
interface Started {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

function start(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Started {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}

/** Decap's local backend on the checkout, in Git mode: drafts on `cms/…` branches, a commit on publish. */
export async function startLocalBackend(checkout: Checkout): Promise<Started & { origin: string }> {
  const port = await freePort();
  const server = start(bin("decap-server"), [], {
    cwd: checkout.dir,
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: checkout.dir,
      MODE: "git",
      PORT: String(port),
      // It writes any file of the clone for whoever asks: this machine only, like `npm run cms`.
      BIND_HOST: "127.0.0.1",
    },
  });
  await waitForPort(port, server.child, { log: server.output });
  return { ...server, origin: `http://127.0.0.1:${port}` };
}

/**
 * `npm run build` in the checkout: its exit code and everything it printed. Without the .br/.gz copies, which the
 * tests of the repository's own build check and which only a network would need: they were more than half of
 * this build's processor time, since what staff publish changes nearly every page.
 */
export function buildCheckout(checkout: Checkout, buildDir: string): Promise<{ code: number; output: string }> {
  const build = start("npm", ["run", "build"], {
    cwd: checkout.dir,
    env: { ...process.env, BUILD_DIR: buildDir, BUILD_PRECOMPRESS: "0" },
  });
  return new Promise((done) => {
    build.child.once("exit", (code) => done({ code: code ?? 1, output: build.output() }));
  });
}

/** The checkout's build served by the production server, on a free port. */
export async function serveCheckout(checkout: Checkout, buildDir: string): Promise<Started & { url: string }> {
  const port = await freePort();
  const server = start(bin("node"), ["server/index.mjs"], {
    cwd: checkout.dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      LEADS_DATA_DIR: join(checkout.dir, "data"),
    },
  });
  await waitForPort(port, server.child, { log: server.output });
  return { ...server, url: `http://127.0.0.1:${port}` };
}
