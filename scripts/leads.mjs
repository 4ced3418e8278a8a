// `npm run leads`: the company's view of its leads, without a developer. Reads the database the server
// uses (LEADS_DATA_DIR, or DATABASE_URL), beside the running server.
//   npm run leads                          the 50 most recent leads and whether their mails went out
//                                          (mail: the company's notification; ack: the visitor's acknowledgement)
//   npm run leads -- --show WI-7K3Q9       one lead whole: every field, where it came from, its mails' history
//   npm run leads -- --csv > leads.csv     every lead and every field as CSV (UTF-8 with BOM, for Excel)
//   npm run leads -- --csv --sep ';'       the same for Excel in French (and most of Europe), which splits on ;
//   npm run leads -- --suspect             requests kept as a robot's (sent too fast), not mailed
//   npm run leads -- --resend WI-7K3Q9     send a lead's notification again (and its acknowledgement if that
//                                          failed), or release a suspect to the inbox
//   npm run leads -- --retry-failed        send again every notification to the company that failed
//   npm run leads -- --purge               delete leads older than the retention the privacy page states
//                                          (their files with them)
//   npm run leads -- --files WI-7K3Q9 DIR  write a lead's files (drawings, photos…) into DIR, under their names
//   npm run leads -- --report [--since 2026-01-01] [--csv [--sep ';']]
//                                          where requests come from: by month, form, page, referrer, campaign
import { parseArgs } from "node:util";
// The lead backend from its sources, as Node runs TypeScript: no build needed.
import * as leads from "../server/leads/index.ts";

const usage = `Usage: npm run leads [-- --show REF | --csv [--sep ';'] | --suspect | --resend REF | --retry-failed | --purge | --files REF DIR | --report [--since YYYY-MM-DD] [--csv [--sep ';']]]`;
const commands = ["show", "csv", "suspect", "resend", "retry-failed", "purge", "files", "report"];
/** @type {ReturnType<typeof readArgs>["values"]} */
let args;
function readArgs() {
  return parseArgs({
    options: {
      show: { type: "string" },
      csv: { type: "boolean" },
      sep: { type: "string" },
      suspect: { type: "boolean" },
      resend: { type: "string" },
      "retry-failed": { type: "boolean" },
      purge: { type: "boolean" },
      files: { type: "string" },
      report: { type: "boolean" },
      since: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    allowPositionals: true,
  });
}
/** @type {string[]} */
let positionals;
try {
  ({ values: args, positionals } = readArgs());
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
  process.exit(64);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
// --csv is a command of its own, and the report's format when it goes with --report.
const chosen = commands.filter(
  (name) => args[/** @type {keyof typeof args} */ (name)] !== undefined && !(name === "csv" && args.report),
);
if (chosen.length > 1 || (args.sep !== undefined && !args.csv) || (args.since !== undefined && !args.report)) {
  console.error(`One command at a time; --sep goes with --csv, --since with --report.\n${usage}`);
  process.exit(64);
}
if ((args.files !== undefined) !== (positionals.length === 1) || positionals.length > 1) {
  console.error(`--files takes a reference and a folder (--files WI-7K3Q9 ./files), and nothing else does.\n${usage}`);
  process.exit(64);
}
if (args.sep !== undefined && args.sep !== "," && args.sep !== ";") {
  // Unquoted, a `;` ends the shell's command and the separator arrives empty.
  console.error(`--sep takes , or ; (quoted for the shell: --sep ';'), not "${args.sep}".`);
  process.exit(64);
}

const config = leads.readLeadsConfig();
const where = config.databaseUrl ? "the PostgreSQL database of DATABASE_URL" : `the lead database in ${config.dataDir}`;

let store;
try {
  // Beside the server: the embedded database's schema is updated here only when no server holds its
  // folder; under a running server an older schema is refused with the reason (exit 2).
  store = await leads.openLeadStore(config, { lock: false });
} catch (error) {
  console.error(`Cannot open ${where}: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}

/**
 * Leads as a table on the terminal (console.table escapes control characters in what visitors typed).
 * @param {Record<string, any>[]} rows
 */
function printTable(rows) {
  console.table(
    rows.map((row) => ({
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
      ack: row.acknowledgement ?? "—",
      "ack error": row.acknowledgement_error ?? "",
    })),
  );
}

let status = 0;
try {
  if (args.report) {
    const report = await leads.leadReport(store, { since: args.since });
    process.stdout.write(
      args.csv ? leads.reportCsv(report, /** @type {"," | ";"} */ (args.sep ?? ",")) : leads.reportText(report),
    );
  } else if (args.show !== undefined) {
    process.stdout.write(await leads.showLead(store, args.show, config.mail.locales));
  } else if (args.csv) {
    const rows = await leads.exportLeads(store);
    process.stdout.write(leads.toCsv(rows, { columns: leads.exportColumns, separator: args.sep ?? "," }));
  } else if (args.suspect) {
    const rows = await leads.listLeads(store, { status: leads.suspectStatus });
    if (rows.length === 0) console.log(`No request is held as a suspected robot's in ${where}.`);
    else {
      printTable(rows);
      console.log("Read one with --show REF; --resend REF sends it to the inbox.");
    }
  } else if (args.resend !== undefined) {
    const was = await leads.resend(store, args.resend);
    console.log(
      was === leads.suspectStatus
        ? `${args.resend}: released to the inbox; the server sends it within seconds.`
        : `${args.resend}: queued; the server sends it within seconds.`,
    );
  } else if (args["retry-failed"]) {
    console.log(`${await leads.retryFailed(store)} failed notification(s) queued again.`);
  } else if (args.files !== undefined) {
    const written = await leads.writeFiles(store, args.files, positionals[0] ?? ".");
    if (written.length === 0) console.log(`${args.files} came with no files.`);
    else console.log(written.join("\n"));
  } else if (args.purge) {
    const removed = await leads.purge(store);
    console.log(`${removed} lead(s) older than ${leads.retentionMonths} months deleted.`);
  } else {
    const rows = await leads.listLeads(store, { limit: 50 });
    if (rows.length === 0) console.log(`No leads yet in ${where}.`);
    else printTable(rows);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  await store.close();
}
process.exit(status);
