import { createReadStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Migration } from "kysely/migration";
import type { Database, LeadFilesTable, LeadStore } from "./schema.ts";
import type { SpooledFile } from "./uploads.ts";

/**
 * The files a request carried, stored with its lead and in the same transaction:
 * - On the embedded database, under the data folder by content hash (`files/<sha256>`): a file is moved into
 *   place, synced, before the transaction that records it commits, so a row never names a missing file. A
 *   kill between the two leaves a file no row names, which the server's start sweeps away.
 * - On PostgreSQL, in the database itself, as 256 KiB chunks: every instance must see every file, and the
 *   chunks commit with the lead or not at all. A chunk at a time is read from the spool and written, so a
 *   file is never held in memory whole.
 * Two requests with the same file share its copy; it goes when the last lead naming it is purged.
 */

const chunkBytes = 256 * 1024;

export function filesMigration(dialect: LeadStore["dialect"]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("lead_files")
        .ifNotExists()
        .addColumn("lead_ref", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("sha256", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("lead_files_pk", ["lead_ref", "position"])
        .execute();
      await db.schema.createIndex("lead_files_sha256").ifNotExists().on("lead_files").column("sha256").execute();
      if (dialect === "postgres") {
        await db.schema
          .createTable("lead_file_chunks")
          .ifNotExists()
          .addColumn("sha256", "text", (c) => c.notNull())
          .addColumn("seq", "integer", (c) => c.notNull())
          .addColumn("data", "bytea", (c) => c.notNull())
          .addPrimaryKeyConstraint("lead_file_chunks_pk", ["sha256", "seq"])
          .execute();
      }
    },
  };
}

/** Where the embedded database keeps the files. */
export function filesDirOf(dataDir: string): string {
  return join(dataDir, "files");
}

/**
 * Where a request's files wait while it is read: beside the store's files on the embedded database, so
 * that storing one is a rename on the same disk; in the system's temporary folder for PostgreSQL.
 */
export function spoolDirOf(store: Pick<LeadStore, "dialect" | "dataDir">): string {
  return store.dialect === "sqlite" && store.dataDir
    ? join(filesDirOf(store.dataDir), ".incoming")
    : join(tmpdir(), `${spoolPrefix}${process.pid}`);
}

/** PostgreSQL's spools, one per process: instances may share a machine, and each sweeps only its own. */
const spoolPrefix = "weld-leads-spool-";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, and someone else's.
    return (error as { code?: string }).code === "EPERM";
  }
}

async function syncPath(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Holds a file's hash against a concurrent purge until the transaction ends (PostgreSQL). */
async function lockHash(trx: Transaction<Database>, sha256: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${sha256}, 0))`.execute(trx);
}

/**
 * Stores a lead's files inside the transaction that stores the lead (`storeLead`), after the lead's row:
 * on the embedded database that first write holds SQLite's write lock, which a purge needs too, so no purge
 * can remove a shared file between its move here and the commit. The spool files are the caller's to remove
 * afterwards (a transaction tried again reads them again).
 */
export async function storeFiles(
  trx: Transaction<Database>,
  store: LeadStore,
  ref: string,
  files: readonly SpooledFile[],
): Promise<void> {
  // Every hash locked first, in one order, as a purge locks them: two transactions never wait on each other.
  if (store.dialect === "postgres")
    for (const sha256 of [...new Set(files.map((f) => f.sha256))].sort()) await lockHash(trx, sha256);
  for (const [position, file] of files.entries()) {
    if (store.dialect === "sqlite") {
      const dir = filesDirOf(store.dataDir ?? "");
      const target = join(dir, file.sha256);
      const present = await stat(target).then(
        (s) => s.size === file.size,
        () => false,
      );
      if (!present) {
        await syncPath(file.path);
        await rename(file.path, target);
        await syncPath(dir);
      }
    } else {
      const stored = await trx
        .selectFrom("lead_file_chunks")
        .select("seq")
        .where("sha256", "=", file.sha256)
        .where("seq", "=", 0)
        .executeTakeFirst();
      if (!stored) await copyChunks(trx, file);
    }
    await trx
      .insertInto("lead_files")
      .values({ lead_ref: ref, position, name: file.name, type: file.type, size: file.size, sha256: file.sha256 })
      .execute();
  }
}

async function copyChunks(trx: Transaction<Database>, file: SpooledFile): Promise<void> {
  const handle = await open(file.path, "r");
  try {
    for (let seq = 0, offset = 0; offset < file.size || seq === 0; seq += 1, offset += chunkBytes) {
      const buffer = Buffer.alloc(Math.min(chunkBytes, file.size - offset));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
      await trx
        .insertInto("lead_file_chunks")
        .values({ sha256: file.sha256, seq, data: buffer.subarray(0, bytesRead) })
        .onConflict((oc) => oc.columns(["sha256", "seq"]).doNothing())
        .execute();
    }
  } finally {
    await handle.close();
  }
}

/** A lead's files, in the visitor's order. */
export async function filesOf(store: LeadStore, ref: string): Promise<LeadFilesTable[]> {
  return store.db.selectFrom("lead_files").selectAll().where("lead_ref", "=", ref).orderBy("position").execute();
}

/** The content of a stored file, streamed: from its file on the embedded database, chunk by chunk from PostgreSQL. */
export function readStoredFile(store: LeadStore, sha256: string, size?: number): Readable {
  if (store.dialect === "sqlite") return createReadStream(join(filesDirOf(store.dataDir ?? ""), sha256));
  const db = store.db;
  // A byte stream that reads a chunk when asked: an object stream would read sixteen chunks ahead.
  return Readable.from(
    (async function* () {
      let read = 0;
      for (let seq = 0; ; seq += 1) {
        const chunk = await db
          .selectFrom("lead_file_chunks")
          .select("data")
          .where("sha256", "=", sha256)
          .where("seq", "=", seq)
          .executeTakeFirst();
        if (!chunk) {
          // A chunk missing would send a shorter file as if whole: fail instead, so the mail is tried again.
          if (size !== undefined && read !== size) throw new Error(`file ${sha256} is ${read} bytes of ${size}`);
          return;
        }
        read += chunk.data.byteLength;
        yield chunk.data;
      }
    })(),
    { objectMode: false, highWaterMark: chunkBytes },
  );
}

/**
 * Deletes the files of leads being purged, in the transaction deleting their rows, once no other lead names
 * them; returns their hashes. On PostgreSQL each hash is locked first, as storing locks it, and the chunks go
 * with the rows. On the embedded database the purge's first delete holds the write lock that storing takes
 * before it moves a file in, and each file is moved aside (`files/.purged/`) under that lock: removed for good
 * once the purge commits (`settlePurgedFiles`), put back if it fails, and swept at the next start if the
 * process dies in between.
 */
export async function purgeFiles(
  trx: Transaction<Database>,
  store: LeadStore,
  refs: readonly string[],
): Promise<string[]> {
  if (refs.length === 0) return [];
  const rows = await trx.selectFrom("lead_files").select("sha256").where("lead_ref", "in", refs).execute();
  await trx.deleteFrom("lead_files").where("lead_ref", "in", refs).execute();
  const gone: string[] = [];
  for (const sha256 of [...new Set(rows.map((r) => r.sha256))].sort()) {
    if (store.dialect === "postgres") await lockHash(trx, sha256);
    const still = await trx.selectFrom("lead_files").select("lead_ref").where("sha256", "=", sha256).executeTakeFirst();
    if (still) continue;
    if (store.dialect === "postgres") await trx.deleteFrom("lead_file_chunks").where("sha256", "=", sha256).execute();
    gone.push(sha256);
  }
  if (store.dialect === "sqlite" && store.dataDir) {
    const dir = filesDirOf(store.dataDir);
    await mkdir(join(dir, purgedFolder), { recursive: true });
    for (const sha256 of gone) await rename(join(dir, sha256), join(dir, purgedFolder, sha256)).catch(() => {});
  }
  return gone;
}

const purgedFolder = ".purged";

/** After a purge's transaction: the moved files removed when it committed, put back when it did not. */
export async function settlePurgedFiles(
  store: LeadStore,
  hashes: readonly string[],
  committed: boolean,
): Promise<void> {
  if (store.dialect !== "sqlite" || !store.dataDir) return;
  const dir = filesDirOf(store.dataDir);
  for (const sha256 of hashes) {
    const aside = join(dir, purgedFolder, sha256);
    if (committed) await rm(aside, { force: true });
    else await rename(aside, join(dir, sha256)).catch(() => {});
  }
}

/**
 * When a server opens its store: the spool's leftovers from before `since` (requests cut by a kill; this
 * process's own requests may be spooling already) and, on the embedded database, any stored file no row
 * names (a kill between its move and its commit). Returns how many files went.
 */
export async function sweepFiles(store: LeadStore, since: Date): Promise<number> {
  const spool = spoolDirOf(store);
  let swept = 0;
  for (const name of await readdir(spool).catch(() => [] as string[])) {
    const path = join(spool, name);
    const made = await stat(path).then(
      (s) => s.mtimeMs,
      () => Number.POSITIVE_INFINITY,
    );
    if (made >= since.getTime()) continue;
    await rm(path, { recursive: true, force: true });
    swept += 1;
  }
  if (store.dialect === "postgres") {
    // The spools of processes that died (a killed instance): nothing of theirs can still be stored.
    for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
      const pid = name.startsWith(spoolPrefix) ? Number(name.slice(spoolPrefix.length)) : Number.NaN;
      if (!Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
      swept += (await readdir(join(tmpdir(), name)).catch(() => [] as string[])).length;
      await rm(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
  if (store.dialect === "sqlite" && store.dataDir) {
    const dir = filesDirOf(store.dataDir);
    // A purge that died before it settled had committed or not: a file no row names goes either way below.
    for (const sha256 of await readdir(join(dir, purgedFolder)).catch(() => [] as string[])) {
      await rename(join(dir, purgedFolder, sha256), join(dir, sha256)).catch(() => {});
    }
    const named = new Set(
      (await store.db.selectFrom("lead_files").select("sha256").distinct().execute()).map((r) => r.sha256),
    );
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (!entry.isFile() || named.has(entry.name)) continue;
      await rm(join(dir, entry.name), { force: true });
      swept += 1;
    }
  }
  return swept;
}
