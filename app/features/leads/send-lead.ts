import { attachmentField, type FileRefusal, type ReceivedFileSummary } from "~/content/attachments";
import { rememberVisit } from "~/lib/visit";
import { filesIn } from "./file-limits";
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
/** How long, once a form's files are all sent, the server may take to store them and answer. */
const storingPatienceMs = 60_000;

export type SendResult =
  | { outcome: "stored"; ref: string; files?: ReceivedFileSummary[] }
  /** `first` is the form's first field to correct, which takes the focus; `refusedFiles` the files refused. */
  | { outcome: "invalid"; errors: FieldErrors; first?: HTMLElement; refusedFiles?: FileRefusal[] }
  | { outcome: "refused"; reason: Refusal }
  /** No application server: a static host answered (decision 0011). */
  | { outcome: "static" }
  /** The server failed or never answered. */
  | { outcome: "failed" }
  | { outcome: "unavailable" };

/** Statuses a static host gives a POST to a path it has no file for, or to any path at all. */
const staticAnswers = [404, 405, 501];

/** When a form became usable (`performance.now()`) and what it held at that moment. */
export interface FormAttached {
  at: number;
  held: FormData;
}

/** The text fields of a form's data, by name. */
const textFields = (data: FormData) =>
  Object.fromEntries([...data].filter((entry): entry is [string, string] => typeof entry[1] === "string"));

/**
 * How long the visitor took since the form became usable, or null when that cannot be known: no `attached`
 * (a fill begun on an earlier page), or answers already in the form then, typed or chosen before the page's
 * scripts ran. The page's own values (a preselected service) are not answers: they are what the form
 * returns to when reset, read from a reset copy.
 */
function fillTime(form: HTMLFormElement, attached: FormAttached | null): number | null {
  if (!attached) return null;
  const pristine = form.cloneNode(true) as HTMLFormElement;
  pristine.reset();
  const given = new URLSearchParams(textFields(new FormData(pristine))).toString();
  const held = new URLSearchParams(textFields(attached.held)).toString();
  return given === held ? Math.round(performance.now() - attached.at) : null;
}

/** The answer to a form with fields to correct, and the first of them in the form's order. */
function invalid(form: HTMLFormElement, errors: FieldErrors, refusedFiles?: FileRefusal[]): SendResult {
  const wrong = (name: string) => name in errors || (name === attachmentField && (refusedFiles?.length ?? 0) > 0);
  const first = [...form.elements].find(
    (el): el is HTMLInputElement => "name" in el && typeof el.name === "string" && wrong(el.name),
  );
  return { outcome: "invalid", errors, first, ...(refusedFiles?.length ? { refusedFiles } : {}) };
}

/**
 * Checks and posts one form: `data` is what it sends, `form` the form itself. The time the fill took goes
 * with it (see fillTime); when it is unknown none is sent, as from a form without JavaScript, rather than a
 * short one that would make the visitor look like a robot.
 */
export async function sendLead(
  kind: LeadKind,
  data: FormData,
  attached: FormAttached | null,
  form: HTMLFormElement,
  onProgress?: (sent: number) => void,
): Promise<SendResult> {
  const fields = textFields(data);
  const checked = checkLead(kind, fields);
  if (!checked.ok) return invalid(form, checked.errors);

  const files = filesIn(data);
  const body = new URLSearchParams(fields);
  const visit = rememberVisit();
  body.set(metaFields.referrer, visit.referrer);
  for (const [name, value] of Object.entries(visit.utm)) body.set(name, value);
  const elapsed = fillTime(form, attached);
  if (elapsed !== null) body.set(metaFields.elapsed, String(elapsed));

  let response: { status: number; type: string; json: () => Promise<unknown> };
  try {
    if (files.length > 0) {
      // A form with files is sent as the browser would send it, with its upload's progress.
      const multipart = new FormData();
      for (const [name, value] of body) multipart.append(name, value);
      for (const file of files) multipart.append(attachmentField, file);
      response = await upload(multipart, onProgress);
    } else {
      const answered = await fetch(leadEndpoint, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
        credentials: "same-origin",
        signal: AbortSignal.timeout(patienceMs),
      });
      response = {
        status: answered.status,
        type: answered.headers.get("content-type") ?? "",
        json: () => answered.json(),
      };
    }
  } catch {
    return { outcome: "failed" };
  }
  const answer = response.type.includes("application/json")
    ? ((await response.json().catch(() => null)) as LeadAnswer | null)
    : null;
  if (!answer || typeof answer.outcome !== "string") {
    return staticAnswers.includes(response.status) ? { outcome: "static" } : { outcome: "failed" };
  }
  switch (answer.outcome) {
    case "stored":
      return { outcome: "stored", ref: answer.ref, ...(answer.files ? { files: answer.files } : {}) };
    case "invalid":
      return invalid(form, answer.errors, answer.refusedFiles);
    case "refused":
      return { outcome: "refused", reason: answer.reason };
    default:
      return { outcome: "unavailable" };
  }
}

/**
 * Posts a form with files with XMLHttpRequest, whose upload reports its progress (fetch's does not). On a
 * slow network an upload takes minutes: the visitor is told it failed only when nothing has moved for
 * `patienceMs` while sending, or when the answer has not come `storingPatienceMs` after the last byte.
 */
function upload(
  body: FormData,
  onProgress?: (sent: number) => void,
): Promise<{ status: number; type: string; json: () => Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let watchdog = setTimeout(() => request.abort(), patienceMs);
    const moved = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => request.abort(), patienceMs);
    };
    request.upload.onprogress = (event) => {
      moved();
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    // Sent whole: the server now checks and stores the files (seconds for 25 MB on a loaded server), which
    // no progress shows; the answer is waited for longer before the visitor is told it failed.
    request.upload.onload = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => request.abort(), storingPatienceMs);
    };
    request.onload = () => {
      clearTimeout(watchdog);
      const text = request.responseText;
      resolve({
        status: request.status,
        type: request.getResponseHeader("content-type") ?? "",
        json: async () => JSON.parse(text),
      });
    };
    request.onerror = request.onabort = () => {
      clearTimeout(watchdog);
      reject(new Error("the upload failed"));
    };
    request.open("POST", leadEndpoint);
    request.setRequestHeader("Accept", "application/json");
    request.send(body);
  });
}
