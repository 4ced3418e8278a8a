import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import type { LeadsConfig } from "./config.server";

/** A stored request, as the `leads` table holds it. */
export interface LeadsTable {
  /** The visitor's reference, such as `WI-7K3Q9`. */
  ref: string;
  /** One per form fill: a second submission of the same fill finds the first lead. */
  idempotency_key: string;
  kind: string;
  locale: string;
  name: string;
  email: string;
  service: string;
  /** Every field of the form, as JSON. */
  fields: string;
  /** Path of the page the form was sent from. */
  page: string;
  referrer: string;
  /** The first `utm_*` parameters of the visit, as JSON. */
  utm: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

export interface OutboxTable {
  /** The lead's reference: one notification per lead. */
  id: string;
  lead_ref: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: string;
  /** Until when a worker holds the mail; a crashed worker's hold expires. */
  lease_until: string | null;
  last_error: string | null;
  last_error_at: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface Database {
  leads: LeadsTable;
  outbox: OutboxTable;
}

export type LeadRecord = LeadsTable;

export interface LeadStore {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  close(): Promise<void>;
}

/**
 * Schema changes, applied in order at start. Column types are the ones both databases share (text,
 * integer), so one query layer serves both; times are ISO strings, which sort as they read.
 */
const migrations: Record<string, Migration> = {
  "2026-11-24-leads": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("leads")
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
      await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
    },
  },
  "2026-11-25-outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("outbox")
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
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
    },
  },
};

/**
 * One process owns an embedded database at a time: a second server on the same folder would keep its own
 * rate limits and, later, its own mail worker. The lock is a file holding the owner's process id, so a
 * server killed without warning (SIGKILL, power cut) does not lock its successor out: a lock whose
 * process is gone is taken over.
 */
function lockDataDir(dir: string): () => void {
  const file = join(dir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw Object.assign(
          new Error(
            `The lead database in ${dir} is in use by process ${owner}. Stop that server first, or set LEADS_DATA_DIR to another folder.`,
          ),
          { code: "LEADS_LOCKED" },
        );
      }
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${file}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function openSqlite(dir: string, { lock }: { lock: boolean }): Promise<LeadStore> {
  mkdirSync(dir, { recursive: true });
  const release = lock ? lockDataDir(dir) : () => {};
  try {
    // libsql: SQLite with prebuilt binaries in the npm registry, so a fresh machine builds nothing (decision 0011).
    const { default: Sqlite } = await import("libsql");
    const database = new Sqlite(join(dir, "leads.db"));
    // Write-ahead log, synced at every commit: an acknowledged lead survives a killed process and a power cut.
    database.exec("PRAGMA journal_mode = WAL");
    database.exec("PRAGMA synchronous = FULL");
    // The operator's tools read and write beside the server; they wait for each other's commits.
    database.exec("PRAGMA busy_timeout = 5000");
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: database as never }) });
    return {
      db,
      dialect: "sqlite",
      async close() {
        await db.destroy();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<LeadStore> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection the server dropped (a restart) is replaced on the next query; it must not crash the app.
  pool.on("error", (error) =>
    console.error(JSON.stringify({ level: "error", msg: "postgres pool", error: error.message })),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}

/**
 * Opens the lead database the configuration names and brings its schema up to date.
 * `lock: false` is for readers beside a running server (the operator's tools, tests).
 */
export async function openLeadStore(config: Pick<LeadsConfig, "databaseUrl" | "dataDir">, { lock = true } = {}) {
  const store = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openSqlite(config.dataDir, { lock });
  try {
    const { error } = await new Migrator({
      db: store.db,
      provider: { getMigrations: async () => migrations },
    }).migrateToLatest();
    if (error) throw error;
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

/**
 * Stores a lead and queues its notification mail, unless its form fill was stored already, in one
 * transaction, and gives the lead's reference either way. `makeRef` is asked again if a reference is taken.
 */
export async function storeLead(
  store: LeadStore,
  lead: Omit<LeadRecord, "ref">,
  makeRef: () => string,
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
          // The notification is queued in the same transaction: a stored lead always has its mail waiting.
          await trx
            .insertInto("outbox")
            .values({
              id: inserted.ref,
              lead_ref: inserted.ref,
              status: "pending",
              attempts: 0,
              next_attempt_at: lead.created_at,
              created_at: lead.created_at,
            })
            .execute();
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
