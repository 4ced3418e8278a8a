import type { CommonDictionary } from "~/content/locales";
import { buildMailto } from "~/lib/mailto";

/** A quote request as the quote dialog holds it. Fields the visitor leaves empty read "not given". */
export interface QuoteRequest {
  name: string;
  email: string;
  company: string;
  phone: string;
  service: string;
  roles: string;
  headcount: string;
  startDate: string;
  duration: string;
  location: string;
  details: string;
}

export const emptyQuote: QuoteRequest = {
  name: "",
  email: "",
  company: "",
  phone: "",
  service: "",
  roles: "",
  headcount: "",
  startDate: "",
  duration: "",
  location: "",
  details: "",
};

/** Fields that only matter when people, not inspection work, are requested. */
const staffFields = ["roles", "headcount"] as const;

/**
 * The formal mail a quote request becomes, in the page's language: subject "Quote Request - <service>",
 * a greeting, every field on its own line, the details, and the visitor's name as signature.
 */
export function composeQuoteMail(
  request: QuoteRequest,
  t: CommonDictionary["quote"],
  to: string,
  { staff }: { staff: boolean },
): string {
  const value = (v: string) => v.trim() || t.notGiven;
  const keys = (Object.keys(t.labels) as (keyof QuoteRequest)[]).filter(
    (k) => k !== "details" && (staff || !(staffFields as readonly string[]).includes(k)),
  );
  const lines = keys.map((k) => `${t.labels[k]}${t.separator}${value(request[k])}`);
  const body = [
    t.greeting,
    "",
    t.intro,
    "",
    ...lines,
    "",
    `${t.labels.details}${t.separator.trimEnd()}`,
    value(request.details),
    "",
    t.closing,
    "",
    t.regards,
    request.name.trim(),
  ].join("\n");
  return buildMailto({ to, subject: `${t.subject} - ${request.service}`, body });
}
