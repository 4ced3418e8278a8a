import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { freePort, waitForPort } from "../../scripts/ports.mjs";
import { startNode } from "../http/targets";
import { startPostgres } from "./postgres.mjs";
import { stopChild } from "./processes";

/**
 * The site a browser project runs against, one per test worker (a worker fixture in tests/e2e/fixtures.ts
 * starts it on a port the system gives, and stops it when the worker ends):
 * - `node`: the production server on the build, with an embedded lead database of its own;
 * - `postgres`: the same on a PostgreSQL server of its own;
 * - `video`: the production server on the build that names a hero video (`npm run build:video`);
 * - `static`: the build on Python's own file server, a static host that answers every POST with 501.
 */
export type SiteKind = "node" | "postgres" | "video" | "static";

export interface Site {
  url: string;
  /** The embedded database's folder (`node`, `video`). */
  dataDir: string;
  /** The PostgreSQL database (`postgres`), else null. */
  databaseUrl: string | null;
  stop: () => Promise<void>;
}

/** The build under test: $BUILD_DIR, else ./build; the video variant is its sibling with `-video`. */
export const buildDir = resolve(process.env.BUILD_DIR || "build");
export const videoBuildDir = `${buildDir}-video`;

/** Browser tests send many requests from one address within seconds: no rate limit or fill time for them. */
const leadTestEnv = { LEADS_RATE_LIMIT: "100000", LEADS_MIN_FILL_MS: "0" };

export async function startSite(kind: SiteKind): Promise<Site> {
  if (kind === "static") return startStatic();
  const postgres = kind === "postgres" ? await startPostgres({}) : null;
  try {
    // The production server as the HTTP tests start it (its own data folder, removed when it stops).
    const server = await startNode({
      env: {
        ...leadTestEnv,
        ...(kind === "video" ? { BUILD_DIR: videoBuildDir } : {}),
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
    });
    return {
      url: `http://127.0.0.1:${server.port}`,
      dataDir: server.dataDir,
      databaseUrl: postgres?.url ?? null,
      stop: async () => {
        // The server finishes the mail it is sending and closes its database on SIGTERM.
        await server.stop();
        await postgres?.stop();
      },
    };
  } catch (error) {
    await postgres?.stop();
    throw error;
  }
}

/** The build on Python's own file server. */
async function startStatic(): Promise<Site> {
  const port = await freePort();
  let log = "";
  const child = spawn(
    "python3",
    ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", join(buildDir, "client")],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const stop = () => stopChild(child, "SIGTERM");
  await waitForPort(port, child, { timeoutMs: 30_000, log: () => log }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { url: `http://127.0.0.1:${port}`, dataDir: "", databaseUrl: null, stop };
}

/** The video id the second build names: `VITE_HERO_VIDEO_ID` in package.json's `build:video`. */
export const heroVideoTestId = "WeldTestA01";
