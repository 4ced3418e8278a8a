// A PostgreSQL server of Debian's packages for the tests: its own temporary data folder, port and socket
// folder, nothing shared with a system cluster. Started as the `postgres` user when the tests run as root
// (the server refuses root), as the current user otherwise.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { freePort } from "../../scripts/ports.mjs";

/** The folder of Debian's PostgreSQL programs (initdb, postgres), newest version first. */
export function postgresBin() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((v) => join(root, v, "bin")).find((d) => existsSync(join(d, "initdb")));
  if (!dir) throw new Error("PostgreSQL is not installed: apt-get install postgresql (.ci/run does it)");
  return dir;
}

const asRoot = process.getuid?.() === 0;
/**
 * @param {string} program
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
const command = (program, args) => (asRoot ? ["runuser", ["-u", "postgres", "--", program, ...args]] : [program, args]);

/** @type {[uid: number, gid: number] | undefined} */
let serverOwner;
/** A folder the server may own: the `postgres` user's when the tests run as root. @param {string} dir */
function forServer(dir) {
  if (asRoot) {
    serverOwner ??= [
      Number(spawnSync("id", ["-u", "postgres"]).stdout),
      Number(spawnSync("id", ["-g", "postgres"]).stdout),
    ];
    chownSync(dir, ...serverOwner);
  }
  return dir;
}

/** How every test cluster is made: the template's name is derived from these, so a change makes a new one. */
const initOptions = ["-U", "leads", "--auth=trust", "-E", "UTF8", "--no-sync"];

/**
 * A cluster made once by initdb, which each server copies: a run of the tests starts some twenty clusters, and
 * initdb takes 1.5 s of processor where a copy takes 0.7. It is made under a temporary name and renamed into
 * place, so that test processes that make it at the same time each take a whole one; it is kept in the system's
 * temporary folder, one per PostgreSQL version, user and set of initdb options (the name's last part, their hash).
 * @param {string} bin
 */
function templateCluster(bin) {
  const options = createHash("sha256").update(initOptions.join(" ")).digest("hex").slice(0, 12);
  const template = join(tmpdir(), `leads-pg-template-${basename(dirname(bin))}-${process.getuid?.() ?? 0}-${options}`);
  if (existsSync(join(template, "PG_VERSION"))) return template;
  const making = forServer(mkdtempSync(join(tmpdir(), "leads-pg-template-")));
  const [initdb, initArgs] = command(join(bin, "initdb"), ["-D", join(making, "data"), ...initOptions]);
  try {
    const init = spawnSync(initdb, initArgs, { encoding: "utf8" });
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
    try {
      renameSync(join(making, "data"), template);
    } catch (error) {
      // Another process put its own in place first: that one is as good.
      if (!existsSync(join(template, "PG_VERSION"))) throw error;
    }
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return template;
}

/**
 * Creates a cluster and starts it on `port` (127.0.0.1 only), else on a port the system says is free just
 * before the start: PostgreSQL cannot listen on port 0 and tell which port it took. Returns its URL, its
 * port and a way to stop it.
 * @param {{ port?: number }} [options]
 */
export async function startPostgres({ port: wanted } = {}) {
  const bin = postgresBin();
  const template = templateCluster(bin);
  const dir = forServer(mkdtempSync(join(tmpdir(), "leads-pg-")));
  const data = join(dir, "data");
  // Copied as the server's user, with the folder's modes kept: PostgreSQL refuses a data folder others can read.
  const [copy, copyArgs] = command("cp", ["-a", template, data]);
  const copied = spawnSync(copy, copyArgs, { encoding: "utf8" });
  if (copied.status !== 0) throw new Error(`copying the template cluster failed: ${copied.stderr}`);
  // Chosen after the copy (seconds on a busy machine), right before the server takes it.
  const port = wanted ?? (await freePort());
  const [postgres, args] = command(join(bin, "postgres"), [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    dir,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
  ]);
  /** @type {import("node:child_process").ChildProcess} */
  let child;
  async function run() {
    child = spawn(postgres, args, { stdio: ["ignore", "ignore", "pipe"] });
    let log = "";
    child.stderr?.on("data", (d) => {
      log += d;
    });
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`postgres exited: ${log}`);
      if (/ready to accept connections/.test(log)) break;
      if (Date.now() > deadline) throw new Error(`postgres did not start: ${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  async function halt() {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    // pg_ctl signals the server itself: runuser, the child here when run as root, passes no signal on.
    const [pgCtl, ctlArgs] = command(join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "fast", "-w"]);
    spawnSync(pgCtl, ctlArgs, { stdio: "ignore" });
    await exited;
  }
  await run();
  const url = `postgres://leads@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    /** Stops the server and keeps its data: `resume` starts it again (a database restart). */
    pause: halt,
    resume: run,
    /** Fast shutdown; the folder goes with it. */
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
