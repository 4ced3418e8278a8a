import { rememberVisit } from "~/lib/visit";
import { type LeadAnswer, metaFields, type Refusal } from "./lead-answer";
import { checkLead, type FieldErrors, type LeadKind } from "./lead-schema";

/**
 * Sending a form with JavaScript: loaded when a form is first used, not with the page. The form is checked
 * against its schema here first (the answer is instant and the server sees fewer bad requests), then
 * posted to the JSON endpoint; the server checks again and decides.
 */

/** Where forms post with JavaScript; the plain HTML form posts to the request page instead. */
export const leadEndpoint = "/api/leads";

/** How long a visitor waits for the server before being offered another way to send. */
const patienceMs = 10_000;

export type SendResult =
  | { outcome: "stored"; ref: string }
  | { outcome: "invalid"; errors: FieldErrors }
  | { outcome: "refused"; reason: Refusal }
  /** No application server: a static host answered (decision 0011). */
  | { outcome: "static" }
  /** The server failed or never answered. */
  | { outcome: "failed" }
  | { outcome: "unavailable" };

/** Statuses a static host gives a POST to a path it has no file for, or to any path at all. */
const staticAnswers = [404, 405, 501];

/**
 * Checks and posts one form. `startedAt` is when the form became usable (`performance.now()`), sent as the
 * time the fill took; null when that time is unknown (answers typed before the page's scripts ran), and then
 * no time is sent, as from a form without JavaScript.
 */
export async function sendLead(kind: LeadKind, form: FormData, startedAt: number | null): Promise<SendResult> {
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const checked = checkLead(kind, fields);
  if (!checked.ok) return { outcome: "invalid", errors: checked.errors };

  const body = new URLSearchParams(fields);
  const visit = rememberVisit();
  body.set(metaFields.referrer, visit.referrer);
  for (const [name, value] of Object.entries(visit.utm)) body.set(name, value);
  if (startedAt !== null) body.set(metaFields.elapsed, String(Math.round(performance.now() - startedAt)));

  let response: Response;
  try {
    response = await fetch(leadEndpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      signal: AbortSignal.timeout(patienceMs),
    });
  } catch {
    return { outcome: "failed" };
  }
  const answer = (response.headers.get("content-type") ?? "").includes("application/json")
    ? ((await response.json().catch(() => null)) as LeadAnswer | null)
    : null;
  if (!answer || typeof answer.outcome !== "string") {
    return staticAnswers.includes(response.status) ? { outcome: "static" } : { outcome: "failed" };
  }
  switch (answer.outcome) {
    case "stored":
      return { outcome: "stored", ref: answer.ref };
    case "invalid":
      return { outcome: "invalid", errors: answer.errors };
    case "refused":
      return { outcome: "refused", reason: answer.reason };
    default:
      return { outcome: "unavailable" };
  }
}
