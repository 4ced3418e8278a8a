// The production server on a PostgreSQL of its own, for the end-to-end tests' second run of the lead
// journeys (playwright.config.ts). Usage: node tests/support/serve-with-postgres.mjs PGPORT
import { startPostgres } from "./postgres.mjs";

const port = Number(process.argv[2]);
const pg = await startPostgres({ port });
process.env.DATABASE_URL = pg.url;
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    if (stopping) return;
    stopping = true;
    await pg.stop();
    process.exit(0);
  });
}
await import("../../server/index.mjs");
