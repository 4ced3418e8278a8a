import type { AppLoadContext } from "react-router";
import type { LeadReceiver } from "./lead-answer";

/**
 * The lead backend that receives this request's submission: the service the production server made for
 * the process and passes in the load context (server/leads.mjs). React Router's development server passes
 * none, so there the same service is made once per process; `import.meta.env.DEV` is false in a build, which
 * leaves that import out of it.
 */
export async function leadReceiver(context: AppLoadContext | undefined): Promise<LeadReceiver> {
  if (context?.leads) return context.leads;
  if (import.meta.env.DEV) return (await import("../../../server/leads/dev.ts")).devLeadService();
  throw new Error("no lead service in the load context: the lead forms post to server/index.mjs");
}
