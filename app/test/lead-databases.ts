import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { freePort } from "../../scripts/ports.mjs";
import { startPostgres } from "../../tests/support/postgres.mjs";

/**
 * The lead databases a store test runs on: the embedded one always, PostgreSQL when Debian's packages are
 * installed (`apt-get install postgresql`), on a cluster of the test file's own in a temporary folder.
 */
export type LeadDatabaseKind = "sqlite" | "postgres";

const postgresInstalled = (() => {
  const root = "/usr/lib/postgresql";
  return existsSync(root) && readdirSync(root).some((version) => existsSync(join(root, version, "bin", "initdb")));
})();

export const leadDatabaseKinds: readonly LeadDatabaseKind[] = postgresInstalled ? ["sqlite", "postgres"] : ["sqlite"];

/**
 * Fresh, empty databases for one test file: `fresh(kind)` gives the configuration of a new one each call
 * (a folder of its own, or a PostgreSQL database of its own), so tests leave nothing behind and share
 * nothing. The cluster starts on first use and stops, with the folders, after the file's tests.
 */
export function leadDatabases() {
  const folders: string[] = [];
  let cluster: Promise<Awaited<ReturnType<typeof startPostgres>>> | null = null;
  let count = 0;
  // A cluster's first start (initdb) takes seconds, more on a machine busy with builds: not in a test's hook.
  beforeAll(async () => {
    if (!leadDatabaseKinds.includes("postgres")) return;
    cluster ??= freePort().then((port) => startPostgres({ port }));
    await cluster;
  }, 120_000);
  afterAll(async () => {
    await (await cluster?.catch(() => null))?.stop();
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    async fresh(kind: LeadDatabaseKind): Promise<{ databaseUrl: string | null; dataDir: string }> {
      const dataDir = mkdtempSync(join(tmpdir(), "lead-store-test-"));
      folders.push(dataDir);
      if (kind === "sqlite") return { databaseUrl: null, dataDir };
      cluster ??= freePort().then((port) => startPostgres({ port }));
      const { url } = await cluster;
      count += 1;
      const name = `test_${count}`;
      const { default: pg } = await import("pg");
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return { databaseUrl: url.replace(/\/postgres$/, `/${name}`), dataDir };
    },
  };
}
