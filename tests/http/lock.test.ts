import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { freePort } from "../../scripts/ports.mjs";
import { lockDataDir } from "../../server/leads/store.ts";
import { health, openLimits, storedRefs, submit } from "./lead-requests";
import { startNode } from "./targets";

/**
 * The embedded database's folder belongs to one server at a time, and the kernel takes it back when that
 * server dies: a supervisor's restart after a SIGKILL, a lock file from an earlier version, two starts at
 * once, and the operator's tool beside a server.
 */

type App = Awaited<ReturnType<typeof startNode>>;

// Each start imports the whole server build: seconds on a busy machine, so the budgets are generous.
const timeout = 120_000;

const folders: string[] = [];
function dataFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "leads-lock-"));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function startOn(dataDir: string): Promise<App> {
  return startNode({ env: { ...openLimits, LEADS_DATA_DIR: dataDir } });
}

// Twenty starts, each with the budget of a whole test.
test("a successor starts at once after a SIGKILL, twenty times in a row, and each one stores a lead", {
  timeout: 20 * 30_000,
}, async () => {
  const dataDir = dataFolder();
  const refs: string[] = [];
  let previous: App | null = null;
  try {
    for (let restart = 0; restart < 20; restart += 1) {
      // The SIGKILL is sent and the successor started without waiting for the predecessor's end, as a
      // supervisor restarting at once does.
      const dying = previous?.kill();
      const app = await startOn(dataDir);
      await dying;
      previous = app;
      expect((await fetch(`http://127.0.0.1:${app.port}/`)).status).toBe(200);
      refs.push(await submit(app.port));
      expect(app.errors()).not.toContain("Cannot start");
    }
  } finally {
    await previous?.kill();
  }
  expect(await storedRefs({ dataDir })).toEqual([...refs].sort());
});

for (const [owner, pid] of [
  ["the test runner, alive", process.pid],
  ["init, alive", 1],
] as const) {
  test(`a lock file of an earlier version naming a live process (${owner}) does not block, and is removed`, {
    timeout,
  }, async () => {
    const dataDir = dataFolder();
    writeFileSync(join(dataDir, "server.lock"), String(pid));
    const app = await startOn(dataDir);
    try {
      const ref = await submit(app.port);
      expect(await storedRefs({ dataDir })).toEqual([ref]);
      expect(existsSync(join(dataDir, "server.lock"))).toBe(false);
    } finally {
      await app.stop();
    }
  });
}

test("two servers started at the same instant on one folder: one serves, the other stops with the reason", {
  timeout,
}, async () => {
  const dataDir = dataFolder();
  const ports = [await freePort(), await freePort()];
  const starts = await Promise.allSettled(
    ports.map((port) => startNode({ ports: [port], env: { ...openLimits, LEADS_DATA_DIR: dataDir } })),
  );
  const served = starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []));
  const refused = starts.flatMap((start) => (start.status === "rejected" ? [String(start.reason)] : []));
  try {
    // Why a start failed is in its error: shown if the count is wrong.
    expect(served, refused.join("\n")).toHaveLength(1);
    expect(refused).toHaveLength(1);
    // startNode's error carries the exit code and the server's error output.
    expect(refused[0]).toContain("server exited with 1");
    expect(refused[0]).toMatch(
      new RegExp(`Cannot start: The lead database in ${dataDir} is in use by process \\d+\\. .*LEADS_DATA_DIR`),
    );
    const winner = served[0] as App;
    const ref = await submit(winner.port);
    expect(await storedRefs({ dataDir })).toEqual([ref]);
  } finally {
    for (const app of served) await app.stop();
  }
});

/** `npm run leads` on a data folder, through the build under test. */
function leadsTool(dataDir: string) {
  return spawnSync(process.execPath, ["scripts/leads.mjs"], {
    env: { ...process.env, LEADS_DATA_DIR: dataDir },
    encoding: "utf8",
    timeout: 60_000,
  });
}

test("the operator's tool never changes the schema under a server, and updates it when none runs", {
  timeout,
}, async () => {
  const dataDir = dataFolder();
  // A server that holds the folder and has not made its tables yet (starting, or of an older version).
  const server = await lockDataDir(dataDir);
  try {
    const beside = leadsTool(dataDir);
    expect(beside.status, beside.stderr).toBe(2);
    expect(beside.stderr).toContain(`The lead database in ${dataDir} is in use by a server`);
  } finally {
    server.release();
  }
  const { default: Sqlite } = await import("libsql");
  const tablesOf = () => {
    const db = new Sqlite(join(dataDir, "leads.db"));
    try {
      return (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      );
    } finally {
      db.close();
    }
  };
  expect(tablesOf()).not.toContain("leads");

  const alone = leadsTool(dataDir);
  expect(alone.status, alone.stderr).toBe(0);
  expect(alone.stdout).toContain("No leads yet");
  expect(tablesOf()).toEqual(expect.arrayContaining(["leads", "outbox"]));
  // It let the folder go: a server starts on it at once and reports the database.
  const app = await startOn(dataDir);
  try {
    await expect.poll(async () => (await health(app.port)).status).toBe(200);
  } finally {
    await app.stop();
  }
});
