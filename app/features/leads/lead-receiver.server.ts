import type { LeadReceiver } from "./lead-answer";

/**
 * The lead service under React Router's development server (`npm run dev`), whose route actions answer the
 * forms' posts there: made once per process. The built site never calls this, as its server receives the forms
 * itself (server/leads.mjs); `import.meta.env.DEV` is false in a build, which leaves the import out of it.
 */
export async function leadReceiver(): Promise<LeadReceiver> {
  if (import.meta.env.DEV) return (await import("../../../server/leads/dev.ts")).devLeadService();
  throw new Error("no lead service outside the development server: the lead forms post to server/index.mjs");
}
