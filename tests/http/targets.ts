import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { canListen, freePort, waitForPort } from "../../scripts/ports.mjs";
import { runNginx } from "../support/nginx";
import { stopChild } from "../support/processes";

/** The build under test: $BUILD_DIR, else ./build (what `npm run build` writes). */
export const buildDir = resolve(process.env.BUILD_DIR ?? "build");
export const clientDir = join(buildDir, "client");

/** A production server started for the tests. */
export interface Target {
  name: "node" | "nginx";
  port: number;
  /** Whether it serves the .br files (nginx needs the ngx_brotli module for that; Debian's has none). */
  brotli: boolean;
  /** Still running (it must survive every hostile request). */
  alive: () => boolean;
  /** What it wrote to its error output. */
  errors: () => string;
  stop: () => Promise<void>;
}

/** The first free port among the candidates, for a server that must come back on a port it had. */
async function firstFreePort(candidates: number[]): Promise<number> {
  for (const port of candidates) if (await canListen(port)) return port;
  throw new Error(`none of the ports ${candidates.join(", ")} is free`);
}

/**
 * `node server/index.mjs` on the build, as `npm start` runs it once a build exists, with a lead database
 * of its own (`dataDir`) and the default limits unless `env` says otherwise.
 */
export async function startNode({
  env = {},
  ports,
  readOnlyData = false,
}: {
  env?: Record<string, string>;
  /** Ports to try in this order (a restarted server that must come back on its port); else one the system gives. */
  ports?: number[];
  /**
   * Start the app in a mount namespace of its own (util-linux `unshare`, no privilege needed) where its
   * data folder is an empty read-only file system, as a volume mounted read-only by mistake would be;
   * `makeDataWritable` turns it writable under the running app.
   */
  readOnlyData?: boolean;
} = {}): Promise<Target & { dataDir: string; pid: number; kill: () => Promise<void>; makeDataWritable: () => void }> {
  const port = ports ? await firstFreePort(ports) : await freePort();
  // A folder made here is removed by `stop`; one the caller gave is the caller's.
  const ownDataDir = env.LEADS_DATA_DIR === undefined;
  const dataDir = env.LEADS_DATA_DIR ?? mkdtempSync(join(tmpdir(), "serve-node-leads-"));
  const [command, args] = readOnlyData
    ? [
        "unshare",
        [
          "--user",
          "--map-root-user",
          "--mount",
          "sh",
          "-c",
          'mount -t tmpfs -o ro,size=16m tmpfs "$LEADS_DATA_DIR" && exec "$0" server/index.mjs',
          process.execPath,
        ],
      ]
    : [process.execPath, ["server/index.mjs"]];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      LEADS_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  child.stdout?.resume();
  // A server that never listens (a loaded machine, a start-up error) must not outlive the test that started it.
  await waitForPort(port, child, { timeoutMs: 60_000, log: () => stderr }).catch(async (error) => {
    await stopChild(child, "SIGKILL");
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    name: "node",
    port,
    dataDir,
    /** The server's process id (its spool for PostgreSQL is named by it). */
    pid: child.pid ?? 0,
    /** SIGKILL: the process ends at once, as in a crash or a power cut, without closing anything. */
    kill: () => stopChild(child, "SIGKILL"),
    brotli: true,
    alive: () => child.exitCode === null && child.signalCode === null,
    errors: () => stderr,
    /** SIGTERM, and the data folder goes with it if this function made it (after a `kill`, only the folder). */
    stop: async () => {
      await stopChild(child, "SIGTERM");
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    makeDataWritable() {
      if (!readOnlyData || !child.pid) throw new Error("this app was not started with readOnlyData");
      // `unshare` and `sh` exec into node, so the child's pid is the app's, inside the namespace.
      execFileSync("nsenter", ["-t", String(child.pid), "-U", "-m", "mount", "-o", "remount,rw", dataDir]);
    },
  };
}

/**
 * Debian's nginx with the generated build/nginx/site.conf, wrapped in a minimal nginx.conf in a
 * temporary folder (its own pid, logs and temp paths), listening on loopback only. Without `rateLimit`, its
 * limit on requests to the app is left out: the tests send every request from this one address.
 */
export async function startNginx({
  appPort,
  rateLimit = false,
}: {
  appPort?: number;
  rateLimit?: boolean;
} = {}): Promise<Target> {
  const site = join(buildDir, "nginx", "site.conf");
  if (!existsSync(site)) throw new Error(`${site} is missing: run npm run build (the post-build step writes it)`);
  const dir = mkdtempSync(join(tmpdir(), "serve-nginx-"));
  const siteConf = readFileSync(site, "utf8")
    // The lead POSTs go to the Node server the test started, when it started one.
    .replace(/proxy_pass http:\/\/127\.0\.0\.1:\d+;/, appPort ? `proxy_pass http://127.0.0.1:${appPort};` : "$&")
    .replace(/^\s*limit_req zone=.*$/m, rateLimit ? "$&" : "");
  // A refused configuration or a missing nginx leaves no temporary folder behind.
  const nginx = await runNginx(dir, siteConf).catch((error) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    name: "nginx",
    port: nginx.port,
    brotli: false,
    alive: nginx.alive,
    // nginx logs every refused request at "info"/"error" level; only crashes and alerts matter here.
    errors: () =>
      nginx
        .errorLog()
        .split("\n")
        .filter((line) => /\[(alert|emerg|crit)\]/.test(line))
        .join("\n"),
    stop: async () => {
      await nginx.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
