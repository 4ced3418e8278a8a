// The one part of the site that runs on the server: the lead forms' submissions, received by the lead
// service (server/leads/). A form sent with JavaScript gets a JSON answer; one sent without it gets the
// request page with the answer, rendered by Astro's server build (site/pages/per-request/). Pages stay
// static files, but for two that a plain link or form changes: the request page with a quote's service
// chosen, and the blog's list searched, filtered or paged.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { multipartBodyBytes } from "../app/content/attachments.ts";
import { inquiryServiceCodes } from "../app/content/forms.ts";
import { commonDictionaries } from "../app/content/locales/index.ts";
import { blogListPaths, namesListState } from "../app/features/blog/list-query.ts";
import { answerMessage, httpStatus } from "../app/features/leads/lead-answer.ts";
import { requestPagePaths } from "../app/features/leads/request-page-paths.ts";
import { inlineHashes } from "./csp-hashes.mjs";
import { LeadService } from "./leads/index.ts";

/** @import { IncomingMessage, ServerResponse } from "node:http" */

/** Paths that take a POST: the JSON endpoint and the request page in each language. */
export const requestPaths = requestPagePaths;
export const leadPaths = ["/api/leads", ...requestPaths];
/**
 * A link to the request page that chooses the quote form's service (`/request?quote=ndt`) is rendered per
 * request, so the form is chosen before any script runs; the page alone is the prerendered file. Must match
 * `quoteSearchParam` in app/features/leads/request-page.ts.
 */
export const presetParam = "quote";

/**
 * The quote form's services (`inquiryServiceCodes`, app/content/forms.ts): the only values of `presetParam`
 * that choose anything (quotePresetOf), so the only ones worth a render; any other value gets the page on
 * disk. Read from the app's own list, which Node loads with its types stripped, so the server and nginx
 * (scripts/postbuild/nginx.mjs) never disagree with the form.
 */
/** @type {readonly string[]} */
export const presetCodes = inquiryServiceCodes;

/**
 * Whether a request is the lead handler's: a form's POST, a link to the request page that chooses the
 * quote form's service, or the blog's list with its state in the query (its search box, chips and pager are
 * forms that work without scripts: `namesListState`). Anything else is a page or file of the static site.
 * @param {string} method @param {string} path the path as sent, before any normalising @param {string} query
 *   `?…` or empty
 */
export function isLeadRequest(method, path, query) {
  if (method === "POST") return leadPaths.includes(path);
  if (method !== "GET") return false;
  if (blogListPaths.includes(path)) return namesListState(query);
  return requestPaths.includes(path) && presetCodes.includes(new URLSearchParams(query).get(presetParam) ?? "");
}

/**
 * What answers lead POSTs and `/healthz` once the server build is loaded.
 * @typedef {ReturnType<typeof createLeadHandler>} LeadHandler
 */

/** Where Astro's server build renders a page per request (site/pages/per-request/). */
const answerPagePrefix = "/per-request";

/**
 * Renders a page per request (the request page, the blog's list): Astro's server build, or Astro's development server
 * (site/server/dev-leads.mjs).
 * @typedef {(request: Request, options: { locals: object, clientAddress: string }) => Promise<Response>} RenderPage
 */

/**
 * Loads the server build next to `clientDir` and returns a request handler for lead POSTs, or null when
 * the build has none (then the forms fall back to the visitor's mail program, as on a static host). The
 * lead backend itself is not in that build: this process makes one lead service (server/leads/), receives
 * each submission with it, and hands only the answer to the build, which renders the page.
 * @param {string} clientDir build/client
 */
export async function loadLeadHandler(clientDir) {
  const file = join(clientDir, "..", "server", "entry.mjs");
  if (!existsSync(file)) return null;
  // Loaded when the first form sent without JavaScript needs its page: most submissions are answered in JSON,
  // and a server that never renders one (a restart, a health check, each of the tests' servers) does not pay
  // the 0.1–0.2 s of processor that loading the whole React renderer takes.
  /** @type {Promise<{ render: RenderPage }> | undefined} */
  let build;
  /** @type {RenderPage} */
  const render = async (request, options) => {
    build ??= import(pathToFileURL(file).href);
    return (await build).render(request, options);
  };
  return createLeadHandler({ render, leads: new LeadService() });
}

/**
 * A request handler for lead POSTs and `/healthz` over one lead service, rendering the request page with
 * `render` when a form comes without JavaScript.
 * @param {{ render: RenderPage, leads: LeadService }} parts
 */
export function createLeadHandler({ render, leads }) {
  /**
   * The body limits of the lead service, enforced here on the socket as well: a form's (readBody in
   * service.ts), and a form with files' (`multipartBodyBytes`, app/content/attachments.ts).
   * @param {string | undefined} type the request's Content-Type
   */
  const bodyLimitOf = (type) =>
    /^multipart\/form-data\b/i.test(type ?? "") ? multipartBodyBytes : leads.config.maxBodyBytes;
  /**
   * Claims the embedded database's folder (a second server is refused here, before listening) and starts
   * opening the database and the mail worker without waiting for them: pages never wait for the database.
   */
  const open = () => leads.start();
  /** Stops the mail worker after its current mail and closes the database. */
  const close = () => leads.stop();

  /**
   * `GET /healthz`: 200 with the database's and the outbox's state, 503 when the database does not answer.
   * @param {import("node:http").ServerResponse} res
   */
  async function health(res) {
    const report = await leads.health();
    const body = JSON.stringify(report);
    res.writeHead(report.ok ? 200 : 503, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Length": Buffer.byteLength(body),
    });
    res.end(body);
  }

  /**
   * The answer to a lead request: JSON for the forms' scripts (`/api/leads`), else the page rendered: the
   * request page with the answer to a form sent without JavaScript, or with the quote form's service a link
   * chose; or the blog's list as its query describes it.
   * @param {Request} request
   * @param {string} clientAddress
   * @returns {Promise<{ status: number, type: string, body: string }>}
   */
  async function answer(request, clientAddress) {
    const url = new URL(request.url);
    const received = request.method === "POST" ? await leads.receive(request, clientAddress) : null;
    if (url.pathname === "/api/leads" && received) {
      const message = answerMessage(received, commonDictionaries[received.locale]);
      return {
        status: httpStatus(received),
        type: "application/json; charset=utf-8",
        body: JSON.stringify({ ...received, message }),
      };
    }
    const page = new URL(`${answerPagePrefix}${url.pathname}${url.search}`, url);
    const rendered = await render(new Request(page), {
      locals: { answer: received },
      clientAddress,
    });
    if (!rendered.ok) throw new Error(`the request page did not render: ${rendered.status}`);
    return {
      status: received ? httpStatus(received) : 200,
      type: "text/html; charset=utf-8",
      body: await rendered.text(),
    };
  }

  /**
   * Answers one lead request. Its Request is made here, from a Host already checked, with a body pulled
   * from the socket only as the lead service reads it (bodyOf): a refused body stays unread, and nothing
   * past the limit is read at all.
   * Rejects when the answer fails; the caller logs it and answers 500 (server/app.mjs).
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {{ url: URL, beforeAnswer: (hashes: { scripts: string[], handlers: string[] }) => void }} options
   *   url = the request's URL, its host checked; beforeAnswer sets the security headers, allowing the inline
   *   scripts of the page rendered (their hashes, as for the prerendered pages)
   */
  async function handle(req, res, { url, beforeAnswer }) {
    const remote = req.socket.remoteAddress ?? "";
    // Behind the nginx of build/nginx/site.conf, the visitor's address comes in X-Real-IP; it is believed
    // from a proxy on this machine only.
    const forwarded = String(req.headers["x-real-ip"] ?? "");
    const local = remote === "127.0.0.1" || remote === "::1" || remote === "::ffff:127.0.0.1";
    const clientAddress = local && forwarded ? forwarded : remote;

    const abandoned = new AbortController();
    res.on("close", () => abandoned.abort());
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      headers.append(req.rawHeaders[i] ?? "", req.rawHeaders[i + 1] ?? "");
    const request = new Request(url, {
      method: req.method,
      headers,
      // A GET (a link that chooses a form's service) has no body to read.
      body: req.method === "GET" ? undefined : bodyOf(req, bodyLimitOf(req.headers["content-type"])),
      duplex: "half",
      signal: abandoned.signal,
    });
    const { status, type, body } = await answer(request, clientAddress);
    beforeAnswer(type.startsWith("text/html") ? inlineHashes(body) : { scripts: [], handlers: [] });
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Type", type);
    // A body the action did not read to its end (refused, or cut at the limit) is not read on: the
    // connection closes after the answer (see server/app.mjs, route). One declared no longer than a form
    // without files is the exception: a browser may send it after the headers, so a refusal can come before
    // it, and closing on its unread bytes would reset the connection under the answer. Node reads such a
    // short rest and drops it, and the connection stays.
    const short = Number(req.headers["content-length"] ?? Number.POSITIVE_INFINITY) <= leads.config.maxBodyBytes;
    if (req.complete || short) res.removeHeader("Connection");
    else res.setHeader("Connection", "close");
    const bytes = Buffer.from(body);
    res.setHeader("Content-Length", bytes.length);
    res.writeHead(status);
    try {
      await pipeline(Readable.from([bytes]), res);
    } catch (error) {
      // A visitor who left before the end of the answer is no error of the server's.
      const code = /** @type {{ code?: string }} */ (error).code;
      const gone = ["ERR_STREAM_PREMATURE_CLOSE", "ERR_STREAM_UNABLE_TO_PIPE", "ECONNRESET", "EPIPE"];
      if (!gone.includes(code ?? "")) throw error;
    }
  }

  return { handle, open, close, health };
}

/**
 * The body of a lead POST as the actions read it: pulled from the socket only as they ask for it, so a
 * body nobody reads (a refused request) stays in the kernel's buffers, and failing as soon as it passes
 * `limit` bytes, chunked or not, so nothing past the limit is ever read (readBody in
 * server/leads/service.ts answers 413 for that failure).
 * @param {IncomingMessage} req
 * @param {number} limit
 * @returns {ReadableStream<Uint8Array>}
 */
export function bodyOf(req, limit) {
  const bodyIdleMs = 30_000;
  let received = 0;
  let stopped = false;
  /** @type {Error | null} */
  let failure = null;
  /** Wakes a pull waiting for data, the end or an error. */
  let wake = () => {};
  const notify = () => wake();
  const onError = (/** @type {Error} */ error) => {
    failure = error;
    wake();
  };
  let listening = false;
  const stop = () => {
    stopped = true;
    req.off("readable", notify).off("end", notify).off("close", notify).off("error", onError);
  };
  return new ReadableStream(
    {
      async pull(controller) {
        if (!listening) {
          listening = true;
          req.on("readable", notify).on("end", notify).on("close", notify).on("error", onError);
        }
        for (;;) {
          if (stopped) return;
          if (failure) {
            stop();
            controller.error(failure);
            return;
          }
          /** @type {Buffer | null} */
          const chunk = req.read();
          if (chunk) {
            received += chunk.byteLength;
            if (received > limit) {
              stop();
              controller.error(Object.assign(new Error(`request body over ${limit} bytes`), { status: 413 }));
              return;
            }
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            return;
          }
          if (req.readableEnded) {
            stop();
            controller.close();
            return;
          }
          if (req.destroyed) {
            stop();
            controller.error(new Error("the client went away before the end of its request"));
            return;
          }
          await new Promise((resolve) => {
            // A client that stops sending mid-body is let go (its request's whole time is not limited: a
            // 25 MB drawing takes minutes on a phone's upload).
            const idle = setTimeout(() => {
              failure ??= Object.assign(new Error(`no bytes of the body for ${bodyIdleMs} ms`), { code: "ETIMEDOUT" });
              resolve(undefined);
            }, bodyIdleMs);
            wake = () => {
              clearTimeout(idle);
              resolve(undefined);
            };
          });
        }
      },
      cancel: stop,
    },
    { highWaterMark: 0 },
  );
}
