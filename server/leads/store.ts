import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import { type FileLock, lockFile } from "../file-lock.mjs";
import type { LeadsConfig } from "./config.ts";
import { filesMigration, storeFiles } from "./files.ts";
import { type Database, type LeadRecord, type LeadStore, mailKinds, outboxId } from "./schema.ts";
import type { SpooledFile } from "./uploads.ts";

export {
  type Database,
  type LeadFilesTable,
  type LeadRecord,
  type LeadStore,
  type LeadsTable,
  type MailKind,
  mailKinds,
  type OutboxTable,
  outboxId,
} from "./schema.ts";

/**
 * Schema changes, applied in order at start. Column types are the ones both databases share (text,
 * integer), so one query layer serves both; times are ISO strings, which sort as they read. All pending
 * changes run in one transaction on both databases (see `TransactionalSqliteDialect`), and tables and
 * indexes are made only if missing: a schema left half-made by an earlier version, which ran each
 * statement on its own, is completed rather than refused.
 */
const migrations: Record<string, Migration> = {
  "2026-11-24-leads": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("leads")
        .ifNotExists()
        .addColumn("ref", "text", (c) => c.primaryKey())
        .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("service", "text", (c) => c.notNull())
        .addColumn("fields", "text", (c) => c.notNull())
        .addColumn("page", "text", (c) => c.notNull())
        .addColumn("referrer", "text", (c) => c.notNull())
        .addColumn("utm", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("leads_created_at").ifNotExists().on("leads").column("created_at").execute();
    },
  },
  "2026-11-25-outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("outbox")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_ref", "text", (c) => c.notNull().unique())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("lease_until", "text")
        .addColumn("last_error", "text")
        .addColumn("last_error_at", "text")
        .addColumn("sent_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("outbox_due")
        .ifNotExists()
        .on("outbox")
        .columns(["status", "next_attempt_at"])
        .execute();
    },
  },
};

/**
 * A lead's acknowledgement to the visitor: the outbox holds one row per lead and kind, the rows it held
 * already being the company's notifications. SQLite cannot drop the column's own unique constraint on
 * `lead_ref`, so there the table is made again and its rows copied; PostgreSQL drops the constraint by
 * the name its catalogue gives.
 */
function outboxKinds(dialect: LeadStore["dialect"]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === "postgres") {
        await db.schema
          .alterTable("outbox")
          .addColumn("kind", "text", (c) => c.notNull().defaultTo("company"))
          .execute();
        const unique = await sql<{ name: string }>`
          select conname as name from pg_constraint where conrelid = 'outbox'::regclass and contype = 'u'`.execute(db);
        for (const { name } of unique.rows) await db.schema.alterTable("outbox").dropConstraint(name).execute();
      } else {
        await db.schema
          .createTable("outbox_kinds")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("lead_ref", "text", (c) => c.notNull())
          .addColumn("kind", "text", (c) => c.notNull().defaultTo("company"))
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "text", (c) => c.notNull())
          .addColumn("lease_until", "text")
          .addColumn("last_error", "text")
          .addColumn("last_error_at", "text")
          .addColumn("sent_at", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await sql`
          insert into outbox_kinds (id, lead_ref, kind, status, attempts, next_attempt_at, lease_until, last_error, last_error_at, sent_at, created_at)
          select id, lead_ref, 'company', status, attempts, next_attempt_at, lease_until, last_error, last_error_at, sent_at, created_at
          from outbox`.execute(db);
        await db.schema.dropTable("outbox").execute();
        await db.schema.alterTable("outbox_kinds").renameTo("outbox").execute();
        await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
      }
      await db.schema.createIndex("outbox_lead_kind").unique().on("outbox").columns(["lead_ref", "kind"]).execute();
    },
  };
}

/** Every migration for one database: the schema is the same on both, the way there may differ. */
function migrationsFor(dialect: LeadStore["dialect"]): Record<string, Migration> {
  return {
    ...migrations,
    "2026-11-26-outbox-kinds": outboxKinds(dialect),
    "2026-11-28-lead-files": filesMigration(dialect),
  };
}

/** How long a starting server waits for the folder's lock: a predecessor killed a moment ago may still be exiting. */
const serverLockWaitMs = 2_000;

/** An embedded database's folder, held by this process until `release` or the process's end. */
export interface DataDirLock {
  readonly dir: string;
  release(): void;
}

/**
 * One process owns an embedded database at a time: a second server on the same folder would keep its own
 * rate limits and its own mail worker, and migrate the schema under the first. The lock is `server.lock.db`'s
 * (`lockFile`: SQLite's exclusive transaction, which the kernel drops when its process ends, however it
 * ends). `waitMs` is how long to wait for a holder to let go before giving up.
 */
export async function lockDataDir(dir: string, { waitMs = serverLockWaitMs } = {}): Promise<DataDirLock> {
  mkdirSync(dir, { recursive: true });
  let lock: FileLock;
  try {
    lock = await lockFile(join(dir, "server.lock.db"), { waitMs });
  } catch (error) {
    const { code, holder } = error as { code?: string; holder?: number | null };
    if (code !== "LOCKED") throw error;
    throw Object.assign(
      new Error(
        `The lead database in ${dir} is in use by ${holder ? `process ${holder}` : "another process"}. Stop that server first, or set LEADS_DATA_DIR to another folder.`,
      ),
      { code: "LEADS_LOCKED" },
    );
  }
  try {
    // Earlier versions locked with a file holding a process id: one left behind is not a lock any more.
    rmSync(join(dir, "server.lock"), { force: true });
  } catch {
    // Not ours to remove (a folder of that name, say): it is ignored all the same.
  }
  return { dir, release: () => lock.release() };
}

/**
 * SQLite's schema changes are transactional, but Kysely's adapter says otherwise (to be safe on every
 * build), so its Migrator would run each statement on its own, and a crash between two would leave a
 * half-made schema. Saying yes makes the Migrator run every pending migration, and its own record of them,
 * in one transaction, as it does on PostgreSQL.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalSqliteAdapter();
  }
}

async function openSqlite(dir: string, onClose: () => void): Promise<LeadStore> {
  mkdirSync(dir, { recursive: true });
  // libsql: SQLite with prebuilt binaries in the npm registry, so a fresh machine builds nothing (decision 0011).
  const { default: Sqlite } = await import("libsql");
  const database = new Sqlite(join(dir, "leads.db"));
  try {
    // Write-ahead log, synced at every commit: an acknowledged lead survives a killed process and a power cut.
    database.exec("PRAGMA journal_mode = WAL");
    database.exec("PRAGMA synchronous = FULL");
    // The operator's tools read and write beside the server; they wait for each other's commits.
    database.exec("PRAGMA busy_timeout = 5000");
  } catch (error) {
    database.close();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new TransactionalSqliteDialect({ database: database as never }) });
  return {
    db,
    dialect: "sqlite",
    dataDir: dir,
    async close() {
      await db.destroy();
      onClose();
    },
  };
}

async function openPostgres(url: string): Promise<LeadStore> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A server that takes the connection and never answers (hung, or a dead link) is given up in seconds.
    connectionTimeoutMillis: 5_000,
    // A statement held up (a lock taken elsewhere, a stalled disk) is cancelled by the server after 5 s…
    statement_timeout: 5_000,
    // …and one whose answer never comes (the server itself hung) is given up by the client a second later:
    // a submission gets its 503, and /healthz its answer, instead of waiting for ever.
    query_timeout: 6_000,
  });
  // An idle connection the server dropped (a restart) is replaced on the next query; it must not crash the app.
  pool.on("error", (error) =>
    console.error(JSON.stringify({ level: "error", msg: "postgres pool", error: error.message })),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", pool, close: () => db.destroy() };
}

function migratorOf(store: LeadStore): Migrator {
  return new Migrator({ db: store.db, provider: { getMigrations: async () => migrationsFor(store.dialect) } });
}

/**
 * Kysely's Migrator runs PostgreSQL's pending migrations in one transaction under a session advisory lock,
 * so instances and tools starting together take turns; on SQLite it takes no lock (one connection per
 * process), so only the holder of the folder's lock migrates there.
 */
async function migrate(store: LeadStore): Promise<void> {
  const { error } = await migratorOf(store).migrateToLatest();
  if (error) throw error;
}

/** Beside a running server that owns the schema: this code's tables must all be there already. */
async function refuseIfBehind(store: LeadStore, dir: string): Promise<void> {
  const missing = (await migratorOf(store).getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
  if (missing.length === 0) return;
  throw Object.assign(
    new Error(
      `The lead database in ${dir} is in use by a server that has not brought it up to this version (missing ${missing.join(", ")}). Restart the server with this build, or wait until it has started, then try again.`,
    ),
    { code: "LEADS_SCHEMA_BEHIND" },
  );
}

/**
 * Opens the lead database the configuration names and brings its schema up to date. On the embedded
 * database only the holder of the folder's lock changes the schema, so a tool never migrates under a
 * running server. `lock`:
 * - `true` (a server): takes the folder's lock for the store's life (`LEADS_LOCKED` when another holds it).
 * - a `DataDirLock` the caller holds already: migrates under it and leaves it to the caller.
 * - `false` (the operator's tools, tests, beside a server): migrates only if the lock is free right now, and
 *   lets it go at once; otherwise opens the database as the server keeps it, and refuses
 *   (`LEADS_SCHEMA_BEHIND`) when this code expects tables the server has not made.
 * On PostgreSQL it always migrates: Kysely's migrations there are one transaction under an advisory lock.
 */
export async function openLeadStore(
  config: Pick<LeadsConfig, "databaseUrl" | "dataDir">,
  { lock = true }: { lock?: boolean | DataDirLock } = {},
): Promise<LeadStore> {
  if (config.databaseUrl) {
    const store = await openPostgres(config.databaseUrl);
    await closeOnError(store, () => migrate(store));
    return store;
  }
  const dir = config.dataDir;
  const owned = lock === true ? await lockDataDir(dir) : null;
  // Free right now means no server runs here; a failure to lock (a read-only folder) means the same as taken.
  const brief = lock === false ? await lockDataDir(dir, { waitMs: 0 }).catch(() => null) : null;
  try {
    const store = await openSqlite(dir, () => owned?.release());
    await closeOnError(store, () => (lock === false && !brief ? refuseIfBehind(store, dir) : migrate(store)));
    return store;
  } catch (error) {
    owned?.release();
    throw error;
  } finally {
    brief?.release();
  }
}

async function closeOnError(store: LeadStore, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    await store.close();
    throw error;
  }
}

/**
 * Stores a lead and queues its mails (the company's notification and the visitor's acknowledgement),
 * unless its form fill was stored already, in one transaction, and gives the lead's reference either way.
 * `makeRef` is asked again if a reference is taken. A `suspect` lead's mails are held (status "suspect",
 * which the worker never claims) until the operator releases them: a robot's address gets nothing. The
 * request's `files` are stored in the same transaction (files.ts).
 */
export async function storeLead(
  store: LeadStore,
  lead: Omit<LeadRecord, "ref">,
  makeRef: () => string,
  { suspect = false, files = [] }: { suspect?: boolean; files?: readonly SpooledFile[] } = {},
): Promise<{ ref: string; created: boolean }> {
  for (let attempt = 0; ; attempt += 1) {
    const ref = makeRef();
    try {
      return await store.db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom("leads")
          .select("ref")
          .where("idempotency_key", "=", lead.idempotency_key)
          .executeTakeFirst();
        if (existing) return { ref: existing.ref, created: false };
        const inserted = await trx
          .insertInto("leads")
          .values({ ...lead, ref })
          .onConflict((oc) => oc.column("idempotency_key").doNothing())
          .returning("ref")
          .executeTakeFirst();
        if (inserted) {
          // The mails are queued in the same transaction: a stored lead always has both waiting.
          await trx
            .insertInto("outbox")
            .values(
              mailKinds.map((kind) => ({
                id: outboxId(inserted.ref, kind),
                lead_ref: inserted.ref,
                kind,
                status: suspect ? ("suspect" as const) : ("pending" as const),
                attempts: 0,
                next_attempt_at: lead.created_at,
                created_at: lead.created_at,
              })),
            )
            .execute();
          await storeFiles(trx, store, inserted.ref, files);
          return { ref: inserted.ref, created: true };
        }
        // Another instance stored the same fill between our read and our write.
        const winner = await trx
          .selectFrom("leads")
          .select("ref")
          .where("idempotency_key", "=", lead.idempotency_key)
          .executeTakeFirstOrThrow();
        return { ref: winner.ref, created: false };
      });
    } catch (error) {
      if (attempt < 4 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === "23505" || /UNIQUE constraint failed|SQLITE_CONSTRAINT/.test(`${code} ${message}`);
}

/** Whether the database answers; for the health check and for deciding to fall back. */
export async function pingStore(store: LeadStore): Promise<boolean> {
  try {
    await sql`select 1`.execute(store.db);
    return true;
  } catch {
    return false;
  }
}
