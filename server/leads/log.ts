import pino from "pino";

/**
 * One-line JSON logs of the lead pipeline (stored, sent, retried, failed), with the reference and never the
 * visitor's words: an operator can follow a lead without the log becoming a copy of the inbox.
 */
export const log = pino({ base: { service: "leads" }, timestamp: pino.stdTimeFunctions.isoTime });
