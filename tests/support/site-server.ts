import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, waitForPort } from "../../scripts/ports.mjs";
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
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `weld-e2e-${kind}-`));
  const postgres = kind === "postgres" ? await startPostgres({}) : null;
  let log = "";
  const child =
    kind === "static"
      ? spawn(
          "python3",
          ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", join(buildDir, "client")],
          { stdio: ["ignore", "pipe", "pipe"] },
        )
      : spawn(process.execPath, ["server/index.mjs"], {
          env: {
            ...process.env,
            ...leadTestEnv,
            PORT: String(port),
            HOST: "127.0.0.1",
            BUILD_DIR: kind === "video" ? videoBuildDir : buildDir,
            LEADS_DATA_DIR: dataDir,
            ...(postgres ? { DATABASE_URL: postgres.url } : {}),
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const stop = async () => {
    // The server finishes the mail it is sending and closes its database on SIGTERM.
    await stopChild(child, "SIGTERM");
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, { timeoutMs: 30_000, log: () => log });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, dataDir, databaseUrl: postgres?.url ?? null, stop };
}

/** The video id the second build names: `VITE_HERO_VIDEO_ID` in package.json's `build:video`. */
export const heroVideoTestId = "WeldTestA01";
