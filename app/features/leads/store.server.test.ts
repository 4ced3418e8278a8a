import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type DataDirLock, lockDataDir, openLeadStore } from "./store.server";

/**
 * The embedded database's folder lock and migrations within one process (SQLite keeps its locks apart
 * between connections of one process as the kernel does between processes; tests/server/lock.spec.ts
 * checks the processes).
 */

const folders: string[] = [];
const locks: DataDirLock[] = [];
afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), "leads-store-test-"));
  folders.push(dir);
  return dir;
}

async function hold(dir: string, waitMs?: number): Promise<DataDirLock> {
  const lock = await lockDataDir(dir, { waitMs });
  locks.push(lock);
  return lock;
}

/** The database as it is on disk, read with SQLite alone. */
async function raw(dir: string) {
  const { default: Sqlite } = await import("libsql");
  return new Sqlite(join(dir, "leads.db"));
}

async function schemaOf(dir: string): Promise<string[]> {
  const db = await raw(dir);
  try {
    const rows = db.prepare("select type, name from sqlite_master where name not like 'sqlite_%' order by name").all();
    return (rows as { type: string; name: string }[]).map((row) => `${row.type} ${row.name}`);
  } finally {
    db.close();
  }
}

describe("the folder lock", () => {
  it("is held by one holder: the next is refused with the folder and LEADS_DATA_DIR, then served once it is let go", async () => {
    const dir = folder();
    const first = await hold(dir);
    const refused = lockDataDir(dir, { waitMs: 0 });
    await expect(refused).rejects.toMatchObject({ code: "LEADS_LOCKED" });
    await expect(refused).rejects.toThrow(`The lead database in ${dir} is in use by`);
    await expect(refused).rejects.toThrow("LEADS_DATA_DIR");
    first.release();
    await expect(hold(dir, 0)).resolves.toMatchObject({ dir });
  });

  it("ignores and removes the pid file of earlier versions, even one naming a live process", async () => {
    for (const pid of [process.pid, 1]) {
      const dir = folder();
      writeFileSync(join(dir, "server.lock"), String(pid));
      await hold(dir);
      expect(existsSync(join(dir, "server.lock"))).toBe(false);
    }
  });
});

describe("migrations", () => {
  it("complete a schema an earlier version left half-made (a table without its index)", async () => {
    const dir = folder();
    const db = await raw(dir);
    db.exec(
      "create table leads (ref text primary key, idempotency_key text not null unique, kind text not null, locale text not null, name text not null, email text not null, service text not null, fields text not null, page text not null, referrer text not null, utm text not null, created_at text not null)",
    );
    db.close();
    const store = await openLeadStore({ databaseUrl: null, dataDir: dir });
    await store.close();
    expect(await schemaOf(dir)).toEqual(expect.arrayContaining(["index leads_created_at", "table outbox"]));
  });

  it("run in one transaction: a later migration failing leaves nothing of the earlier ones", async () => {
    const dir = folder();
    const db = await raw(dir);
    // An `outbox` of another shape: its index cannot be made, so the second migration fails.
    db.exec("create table outbox (id text)");
    db.close();
    await expect(openLeadStore({ databaseUrl: null, dataDir: dir })).rejects.toThrow(/status/);
    const schema = await schemaOf(dir);
    expect(schema).not.toContain("table leads");
    // A failed open lets the folder go: the next start is not refused.
    await expect(hold(dir, 0)).resolves.toMatchObject({ dir });
  });

  it("beside a server that holds the folder, never run: a schema behind this code is refused with the reason", async () => {
    const dir = folder();
    await hold(dir);
    const beside = openLeadStore({ databaseUrl: null, dataDir: dir }, { lock: false });
    await expect(beside).rejects.toMatchObject({ code: "LEADS_SCHEMA_BEHIND" });
    await expect(beside).rejects.toThrow(`The lead database in ${dir} is in use by a server`);
    expect(await schemaOf(dir)).not.toContain("table leads");
  });

  it("beside no server, run under the folder's lock, which is free again afterwards", async () => {
    const dir = folder();
    const store = await openLeadStore({ databaseUrl: null, dataDir: dir }, { lock: false });
    try {
      expect(await schemaOf(dir)).toEqual(expect.arrayContaining(["table leads", "table outbox"]));
      await expect(hold(dir, 0)).resolves.toMatchObject({ dir });
    } finally {
      await store.close();
    }
  });

  it("a server's store holds the folder until it is closed", async () => {
    const dir = folder();
    const store = await openLeadStore({ databaseUrl: null, dataDir: dir });
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toMatchObject({ code: "LEADS_LOCKED" });
    await store.close();
    await expect(hold(dir, 0)).resolves.toMatchObject({ dir });
  });
});
