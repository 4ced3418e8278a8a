import "react-router";
import type { LeadReceiver } from "./features/leads/lead-answer";

declare module "react-router" {
  /** What the production server (server/leads.mjs) tells the actions about a request. */
  interface AppLoadContext {
    /** The nonce that lets this response's inline scripts run. */
    nonce?: string;
    /** The visitor's address, for the submission rate limit; never stored. */
    clientAddress?: string;
    /** The process's lead service (server/leads/service.ts), which stores what the forms send. */
    leads?: LeadReceiver;
  }
}
