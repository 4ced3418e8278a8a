import type { Refusal } from "../../app/features/leads/lead-answer.ts";
import type { MultipartForm } from "./uploads.ts";

/**
 * Reading a submission's request before its fields are judged: where it came from, how it is encoded, and a
 * form without files read whole within its small limit (a form with files is streamed: uploads.ts).
 */

/**
 * Browsers send `Origin` on every POST and `Sec-Fetch-Site` on most; either one saying another site sent
 * the form is enough to refuse it. The host is compared, not the scheme: behind a TLS proxy the app sees
 * plain HTTP while the browser's origin is https.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

export const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Reads the body, giving up as soon as it passes `limit` bytes (a missing or false Content-Length included). */
async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    let read: Awaited<ReturnType<typeof reader.read>>;
    try {
      read = await reader.read();
    } catch {
      // The production server fails the body as it passes the limit on the socket (server/leads.mjs), and
      // when the client leaves mid-body: too large, or nobody left to answer; either way nothing to store.
      return null;
    }
    if (read.done) break;
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A form without files (urlencoded), read whole within the small body limit. */
export async function readPlainForm(request: Request, limit: number): Promise<MultipartForm | { refusal: Refusal }> {
  const body = await readBody(request, limit);
  if (!body) return { refusal: "too-large" };
  const fields = await readForm(request, body);
  return fields ? { fields, files: [], refused: [] } : { refusal: "bad-request" };
}

async function readForm(request: Request, body: Uint8Array<ArrayBuffer>): Promise<Record<string, string> | null> {
  try {
    const form = await new Response(body, {
      headers: { "Content-Type": request.headers.get("content-type") ?? "" },
    }).formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string" && !(key in fields)) fields[key] = value;
    return fields;
  } catch {
    return null;
  }
}
