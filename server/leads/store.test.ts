import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { leadDatabaseKinds, leadDatabases } from "~/test/lead-databases";
import { type DataDirLock, lockDataDir, openLeadStore, storeLead } from "./store.ts";

/**
 * The embedded database's folder lock and migrations within one process (SQLite keeps its locks apart
 * between connections of one process as the kernel does between processes; tests/http/lock.test.ts
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

/**
 * A database as the version before acknowledgements left it: its tables as its migrations made them (one
 * outbox row per lead, `lead_ref` unique), its two migrations recorded, and two leads, one mailed.
 */
const previousSchema = [
  "create table leads (ref text primary key, idempotency_key text not null unique, kind text not null, locale text not null, name text not null, email text not null, service text not null, fields text not null, page text not null, referrer text not null, utm text not null, created_at text not null)",
  "create index leads_created_at on leads (created_at)",
  "create table outbox (id text primary key, lead_ref text not null unique, status text not null, attempts integer default 0 not null, next_attempt_at text not null, lease_until text, last_error text, last_error_at text, sent_at text, created_at text not null)",
  "create index outbox_due on outbox (status, next_attempt_at)",
  "create table kysely_migration (name varchar(255) not null primary key, timestamp varchar(255) not null)",
  "create table kysely_migration_lock (id varchar(255) not null primary key, is_locked integer default 0 not null)",
  "insert into kysely_migration_lock (id, is_locked) values ('migration_lock', 0)",
  "insert into kysely_migration (name, timestamp) values ('2026-11-24-leads', '2026-11-24T00:00:00.000Z'), ('2026-11-25-outbox', '2026-11-25T00:00:00.000Z')",
  ...["WI-OLD22", "WI-OLD33"].map(
    (ref) =>
      `insert into leads values ('${ref}', 'old:${ref}', 'quote', 'fr', 'Old', 'old@example.org', 'ndt', '{}', '/fr', '', '{}', '2026-11-01T08:00:00.000Z')`,
  ),
  "insert into outbox (id, lead_ref, status, attempts, next_attempt_at, sent_at, created_at) values ('WI-OLD22', 'WI-OLD22', 'sent', 1, '2026-11-01T08:00:00.000Z', '2026-11-01T08:00:01.000Z', '2026-11-01T08:00:00.000Z')",
  "insert into outbox (id, lead_ref, status, attempts, next_attempt_at, last_error, created_at) values ('WI-OLD33', 'WI-OLD33', 'pending', 2, '2026-11-01T09:00:00.000Z', '451 later', '2026-11-01T08:00:00.000Z')",
];

describe.each(leadDatabaseKinds)("the outbox's mail kinds migration (%s)", (kind) => {
  const databases = leadDatabases();

  async function runRaw(config: { databaseUrl: string | null; dataDir: string }, statements: string[]) {
    if (config.databaseUrl) {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        for (const statement of statements) await client.query(statement);
      } finally {
        await client.end();
      }
      return;
    }
    const db = await raw(config.dataDir);
    try {
      for (const statement of statements) db.exec(statement);
    } finally {
      db.close();
    }
  }

  it("upgrades a database of one row per lead: its rows become the company's, and each lead may have both", async () => {
    const config = await databases.fresh(kind);
    await runRaw(config, previousSchema);
    const store = await openLeadStore(config);
    try {
      const rows = await store.db.selectFrom("outbox").selectAll().orderBy("id").execute();
      expect(rows).toMatchObject([
        { id: "WI-OLD22", lead_ref: "WI-OLD22", kind: "company", status: "sent", attempts: 1 },
        {
          id: "WI-OLD33",
          lead_ref: "WI-OLD33",
          kind: "company",
          status: "pending",
          attempts: 2,
          last_error: "451 later",
        },
      ]);
      // Leads stored before are not acknowledged after the fact; new ones have both mails.
      const { ref } = await storeLead(
        store,
        {
          idempotency_key: "new:1",
          kind: "inquiry",
          locale: "en",
          name: "New",
          email: "new@example.org",
          service: "ndt",
          fields: "{}",
          page: "/",
          referrer: "",
          utm: "{}",
          created_at: "2026-11-27T08:00:00.000Z",
        },
        () => "WI-NEW22",
      );
      const mails = await store.db.selectFrom("outbox").select(["id", "kind"]).where("lead_ref", "=", ref).execute();
      expect(mails.map((mail) => mail.kind).sort()).toEqual(["acknowledgement", "company"]);
      // Still one mail of a kind per lead.
      const duplicate = store.db
        .insertInto("outbox")
        .values({
          id: "WI-OLD22.again",
          lead_ref: "WI-OLD22",
          kind: "company",
          status: "pending",
          attempts: 0,
          next_attempt_at: "2026-11-27T08:00:00.000Z",
          created_at: "2026-11-27T08:00:00.000Z",
        })
        .execute();
      await expect(duplicate).rejects.toThrow(/unique|duplicate/i);
    } finally {
      await store.close();
    }
    if (!config.databaseUrl) {
      expect(await schemaOf(config.dataDir)).toEqual(
        expect.arrayContaining(["index outbox_due", "index outbox_lead_kind", "table outbox"]),
      );
      expect(await schemaOf(config.dataDir)).not.toContain("table outbox_kinds");
    }
  });
});
