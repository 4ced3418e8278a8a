import type { CommonDictionary } from "~/content/locales";
import type { Locale } from "~/lib/i18n";
import type { FieldErrors, LeadKind } from "./lead-schema";

/** Why a submission was turned away before its fields were read, or after (the rate limit). */
export type Refusal = "cross-site" | "content-type" | "too-large" | "bad-request" | "rate-limited";

/** What the server says of a submission: the JSON endpoint's body, and the request page's action data. */
export type LeadAnswer =
  | { outcome: "stored"; kind: LeadKind; locale: Locale; ref: string }
  | { outcome: "invalid"; kind: LeadKind; locale: Locale; errors: FieldErrors; values: Record<string, string> }
  | { outcome: "refused"; reason: Refusal; locale: Locale; kind?: LeadKind; values?: Record<string, string> }
  | { outcome: "unavailable"; locale: Locale; kind?: LeadKind; values?: Record<string, string> };

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
      return t.leads.refused[answer.reason];
    default:
      return t.leads.unavailable;
  }
}

/** The id of a field on a page answering a form sent without JavaScript, which the page's summary links to. */
export function answerFieldId(kind: LeadKind, field: string): string {
  return `${kind}-${field}`;
}
