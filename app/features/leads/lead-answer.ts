import type { FileRefusal, ReceivedFileSummary } from "../../content/attachments.ts";
import { company } from "../../content/company.ts";
import type { CommonDictionary } from "../../content/locales/index.ts";
import { fill, type Locale } from "../../lib/i18n.ts";
import type { FieldErrors, LeadKind } from "./lead-schema.ts";

/** Why a submission was turned away before its fields were read, or after (the rate limit). */
export type Refusal = "cross-site" | "content-type" | "too-large" | "bad-request" | "rate-limited";

/** What the server says of a submission: the JSON endpoint's body, and the request page's action data. */
export type LeadAnswer =
  | { outcome: "stored"; kind: LeadKind; locale: Locale; ref: string; files?: ReceivedFileSummary[] }
  | {
      outcome: "invalid";
      kind: LeadKind;
      locale: Locale;
      errors: FieldErrors;
      values: Record<string, string>;
      /** Files refused, each by name: the answers are kept, the files must be chosen again. */
      refusedFiles?: FileRefusal[];
    }
  | { outcome: "refused"; reason: Refusal; locale: Locale; kind?: LeadKind; values?: Record<string, string> }
  | { outcome: "unavailable"; locale: Locale; kind?: LeadKind; values?: Record<string, string> };

/** The HTTP status of each answer: the JSON endpoint's, and the request page's when a plain form posted. */
const statusOf: Record<LeadAnswer["outcome"] | Refusal, number> = {
  stored: 200,
  invalid: 422,
  unavailable: 503,
  refused: 400,
  "cross-site": 403,
  "content-type": 415,
  "too-large": 413,
  "bad-request": 400,
  "rate-limited": 429,
};

export function httpStatus(answer: LeadAnswer): number {
  return answer.outcome === "refused" ? statusOf[answer.reason] : statusOf[answer.outcome];
}

/**
 * What the pages' actions need of the lead backend: the server's lead service (server/leads/service.ts)
 * is one, handed to them in the load context. Declared here so that the app never imports the server.
 */
export interface LeadReceiver {
  /** Refuses, checks and stores one submission; `clientAddress` counts it against the visitor's allowance. */
  receive(request: Request, clientAddress?: string): Promise<LeadAnswer>;
}

/** Form fields every lead form carries besides the visitor's answers (see lead-form.tsx). */
export const metaFields = {
  kind: "form",
  locale: "locale",
  key: "submission",
  honeypot: "website",
  elapsed: "elapsed",
  page: "page",
  referrer: "referrer",
} as const;

/** What the answer says to the visitor, in the form's language (the JSON endpoint sends it along). */
export function answerMessage(answer: LeadAnswer, t: CommonDictionary): string {
  switch (answer.outcome) {
    case "stored":
      return t.leads.received.title;
    case "invalid":
      return t.leads.invalid;
    case "refused":
      return refusalMessage(answer.reason, t);
    default:
      return t.leads.unavailable;
  }
}

/** Why a submission was turned away; the rate limit's asks the visitor to wait, or to call the office's first number (kept on one line). */
export function refusalMessage(reason: Refusal, t: CommonDictionary): string {
  return fill(t.leads.refused[reason], { phone: company.phones[0].display.replaceAll(" ", "\u00a0") });
}

/** The id of a field on a page answering a form sent without JavaScript, which the page's summary links to. */
export function answerFieldId(kind: LeadKind, field: string): string {
  return `${kind}-${field}`;
}
