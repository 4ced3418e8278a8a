// The lead backend's public face, for the production server (server/leads.mjs) and the operator's tool
// (scripts/leads.mjs). Plain TypeScript that Node runs as it is (its types stripped), so the tool needs no
// build and the server holds the backend outside the pages' build.
export { type LeadsConfig, readLeadsConfig } from "./config.ts";
export {
  exportColumns,
  exportLeads,
  listLeads,
  purge,
  resend,
  retentionMonths,
  retryFailed,
  showLead,
  suspectStatus,
  toCsv,
  writeFiles,
} from "./operator.ts";
export { leadReport, reportCsv, reportText } from "./report.ts";
export { LeadService, type LeadsHealth } from "./service.ts";
export { openLeadStore } from "./store.ts";
