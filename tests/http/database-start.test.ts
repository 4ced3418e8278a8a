import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { expect, test } from "vitest";
import { common as en } from "../../app/content/locales/en/common";
import { freePort } from "../../scripts/ports.mjs";
import { startPostgres } from "../support/postgres.mjs";
import { health, inquiry, openLimits, postLead, storedRefs, submit } from "./lead-requests";
import { startNode } from "./targets";

/**
 * Pages never wait for the database: the server listens first, and until the database answers a
 * submission gets the 503 answer whose message offers the mail draft, and /healthz says why. A schema
 * left half-made by an earlier version does not stop the next start.
 */

type App = Awaited<ReturnType<typeof startNode>>;

// Each test starts PostgreSQL or the server build, or both: seconds each on a busy machine.
const timeout = 120_000;

/** A PostgreSQL that has hung: it takes every connection and never says a word. */
async function silentServer(port: number) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return {
    /** Connections held open, each a client still waiting for the server's first word. */
    waiting: () => sockets.size,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

/** While the database cannot be used: pages are served, a lead is refused with the fallback, and health says why. */
async function expectServedWithoutDatabase(app: App) {
  expect((await fetch(`http://127.0.0.1:${app.port}/`)).status).toBe(200);
  const refused = await postLead(app.port, inquiry());
  expect(refused.status).toBe(503);
  expect((await refused.json()).message).toBe(en.leads.unavailable);
  const report = await health(app.port);
  expect(report.status).toBe(503);
  expect(report.body.ok).toBe(false);
  expect(report.body.database).toMatchObject({ kind: "postgres", reachable: false });
  expect(report.body.database.error).toEqual(expect.stringMatching(/\S/));
}

for (const [state, hangs] of [
  ["takes connections and never answers", true],
  ["is not listening yet", false],
] as const) {
  test(`a PostgreSQL that ${state} at start: pages are served, leads refused with the fallback, then stored once it is up`, {
    timeout,
  }, async () => {
    const pgPort = await freePort();
    const silent = hangs ? await silentServer(pgPort) : null;
    const databaseUrl = `postgres://leads@127.0.0.1:${pgPort}/postgres`;
    const app = await startNode({ env: { ...openLimits, DATABASE_URL: databaseUrl } });
    let postgres: Awaited<ReturnType<typeof startPostgres>> | null = null;
    try {
      // The app is listening while its connection to the silent server still waits (pg gives up after
      // 5 s): an app that opened the database before listening would have let go of it by now.
      if (silent) await expect.poll(() => silent.waiting()).toBeGreaterThan(0);
      await expectServedWithoutDatabase(app);

      await silent?.close();
      postgres = await startPostgres({ port: pgPort });
      await expect.poll(async () => (await health(app.port)).status, { timeout: 30_000 }).toBe(200);
      const ref = await submit(app.port);
      expect(await storedRefs({ databaseUrl })).toEqual([ref]);
    } finally {
      await app.stop();
      await silent?.close();
      await postgres?.stop();
    }
  });
}

test("a PostgreSQL whose tables are locked by another session: a lead and /healthz are answered in seconds, not never", {
  timeout,
}, async () => {
  const postgres = await startPostgres();
  const app = await startNode({ env: { ...openLimits, DATABASE_URL: postgres.url } });
  const blocker = new pg.Client({ connectionString: postgres.url });
  try {
    const before = await submit(app.port);
    await blocker.connect();
    await blocker.query("begin");
    await blocker.query("lock table leads, outbox in access exclusive mode");

    // Without a statement timeout both would wait as long as the lock is held, which is for ever here.
    const refused = await postLead(app.port, inquiry(), { signal: AbortSignal.timeout(30_000) });
    expect(refused.status).toBe(503);
    expect((await refused.json()).message).toBe(en.leads.unavailable);
    const report = await health(app.port);
    expect(report.status).toBe(503);
    expect(report.body.database).toMatchObject({ kind: "postgres", reachable: false });
    expect(report.body.database.error).toContain("statement timeout");

    await blocker.query("rollback");
    const after = await submit(app.port);
    expect(await storedRefs({ databaseUrl: postgres.url })).toEqual([before, after].sort());
  } finally {
    await blocker.end().catch(() => {});
    await app.stop();
    await postgres.stop();
  }
});

/** The first table as an interrupted migration of an earlier version left it: made, without its index. */
const halfMadeSchema = `create table leads (ref text primary key, idempotency_key text not null unique,
  kind text not null, locale text not null, name text not null, email text not null, service text not null,
  fields text not null, page text not null, referrer text not null, utm text not null, created_at text not null)`;

test("a schema left half-made on the embedded database is completed at the next start", { timeout }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "leads-half-made-"));
  const { default: Sqlite } = await import("libsql");
  const indexes = () => {
    const db = new Sqlite(join(dataDir, "leads.db"));
    try {
      return (db.prepare("select name from sqlite_master where type = 'index'").all() as { name: string }[]).map(
        (row) => row.name,
      );
    } finally {
      db.close();
    }
  };
  const seed = new Sqlite(join(dataDir, "leads.db"));
  seed.exec(halfMadeSchema);
  seed.close();
  expect(indexes()).not.toContain("leads_created_at");
  const app = await startNode({ env: { ...openLimits, LEADS_DATA_DIR: dataDir } });
  try {
    const ref = await submit(app.port);
    expect(await storedRefs({ dataDir })).toEqual([ref]);
    expect((await health(app.port)).status).toBe(200);
    expect(indexes()).toEqual(expect.arrayContaining(["leads_created_at", "outbox_due"]));
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a schema left half-made on PostgreSQL is completed at the next start", { timeout }, async () => {
  const postgres = await startPostgres();
  const client = new pg.Client({ connectionString: postgres.url });
  const indexes = async () =>
    (
      await client.query<{ indexname: string }>("select indexname from pg_indexes where schemaname = 'public'")
    ).rows.map((row) => row.indexname);
  try {
    await client.connect();
    await client.query(halfMadeSchema);
    expect(await indexes()).not.toContain("leads_created_at");
    const app = await startNode({ env: { ...openLimits, DATABASE_URL: postgres.url } });
    try {
      const ref = await submit(app.port);
      expect(await storedRefs({ databaseUrl: postgres.url })).toEqual([ref]);
      expect((await health(app.port)).status).toBe(200);
      expect(await indexes()).toEqual(expect.arrayContaining(["leads_created_at", "outbox_due"]));
    } finally {
      await app.stop();
    }
  } finally {
    await client.end().catch(() => {});
    await postgres.stop();
  }
});
