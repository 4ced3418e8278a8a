// `npm run leads`: the company's view of its leads, without a developer. Reads the database the server
// uses (LEADS_DATA_DIR, or DATABASE_URL), beside the running server.
//   npm run leads                      the 50 most recent leads and whether their mail went out
//   npm run leads -- --csv > leads.csv  every lead as CSV (UTF-8 with BOM, for Excel)
//   npm run leads -- --resend WI-7K3Q9  send a lead's mail again
//   npm run leads -- --retry-failed     send again every mail that failed
//   npm run leads -- --purge            delete leads older than the retention the privacy page states
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));
const buildDir = process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : join(repo, "build");
const serverBuild = join(buildDir, "server", "index.js");
const args = process.argv.slice(2);

const usage = `Usage: npm run leads [-- --csv | --resend REF | --retry-failed | --purge]`;
if (args.includes("--help") || args.includes("-h")) {
  console.log(usage);
  process.exit(0);
}

if (!existsSync(serverBuild)) {
  console.error("No build found: building the site first…");
  const built = spawnSync("npm", ["run", "build"], { cwd: repo, stdio: ["ignore", 2, 2] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const leads = (await import(pathToFileURL(serverBuild).href)).entry.module;
const config = leads.readLeadsConfig();
const where = config.databaseUrl ? "the PostgreSQL database of DATABASE_URL" : `the lead database in ${config.dataDir}`;

let store;
try {
  store = await leads.openLeadStore(config, { lock: false });
} catch (error) {
  console.error(`Cannot open ${where}: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}

let status = 0;
try {
  if (args[0] === "--csv") {
    process.stdout.write(leads.toCsv(await leads.listLeads(store, Number.MAX_SAFE_INTEGER)));
  } else if (args[0] === "--resend") {
    await leads.resend(store, args[1] ?? "");
    console.log(`${args[1]}: queued; the server sends it within seconds.`);
  } else if (args[0] === "--retry-failed") {
    console.log(`${await leads.retryFailed(store)} failed mail(s) queued again.`);
  } else if (args[0] === "--purge") {
    const removed = await leads.purge(store);
    console.log(`${removed} lead(s) older than ${leads.retentionMonths} months deleted.`);
  } else if (args.length === 0) {
    const rows = await leads.listLeads(store, 50);
    if (rows.length === 0) console.log(`No leads yet in ${where}.`);
    else
      console.table(
        rows.map((/** @type {Record<string, any>} */ row) => ({
          reference: row.ref,
          received: row.created_at.replace("T", " ").slice(0, 16),
          form: row.kind,
          lang: row.locale,
          name: row.name,
          email: row.email,
          service: row.service,
          mail: row.status ?? "—",
          tries: row.attempts ?? 0,
          "last error": row.last_error ?? "",
        })),
      );
  } else {
    console.error(usage);
    status = 64;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  await store.close();
}
process.exit(status);
