// The one part of the site that runs on the server: the lead forms' submissions, handled by the React
// Router build's actions (app/routes/api-leads.ts, app/routes/request.tsx). Pages stay static files.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@react-router/node";
import { localePrefixes, locales } from "./site-layout.mjs";

/** Paths that take a POST: the JSON endpoint and the request page in each language. */
export const leadPaths = ["/api/leads", ...locales.map((locale) => `${localePrefixes[locale]}/request`)];

/**
 * What answers lead POSTs and `/healthz` once the server build is loaded.
 * @typedef {NonNullable<Awaited<ReturnType<typeof loadLeadHandler>>>} LeadHandler
 */

/**
 * Loads the server build next to `clientDir` and returns a request handler for lead POSTs, or null when
 * the build has none (then the forms fall back to the visitor's mail program, as on a static host).
 * @param {string} clientDir build/client
 */
export async function loadLeadHandler(clientDir) {
  const file = join(clientDir, "..", "server", "index.js");
  if (!existsSync(file)) return null;
  const build = await import(pathToFileURL(file).href);
  /** @type {AsyncLocalStorage<{ nonce: string, clientAddress: string }>} */
  const requests = new AsyncLocalStorage();
  const listener = createRequestListener({
    // The actions compare Origin with Host themselves (leads.server.ts), by host only: behind a TLS proxy
    // this server sees http while the browser's origin is https, which React Router's own check refuses.
    build: { ...build, allowedActionOrigins: ["**"] },
    mode: "production",
    getLoadContext: () => requests.getStore() ?? {},
  });
  const leads = build.entry.module;
  /** Opens the database and starts the mail worker: a locked folder is reported at start, not to a visitor. */
  const open = () => leads.startLeads();
  /** Stops the mail worker after its current mail and closes the database. */
  const close = () => leads.stopLeads();

  /**
   * `GET /healthz`: 200 with the database's and the outbox's state, 503 when the database does not answer.
   * @param {import("node:http").ServerResponse} res
   */
  async function health(res) {
    const report = await leads.leadsHealth();
    const body = JSON.stringify(report);
    res.writeHead(report.ok ? 200 : 503, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Length": Buffer.byteLength(body),
    });
    res.end(body);
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {(nonce: string) => void} beforeAnswer sets the response's security headers for this nonce
   */
  function handle(req, res, beforeAnswer) {
    // A page rendered for a form sent without JavaScript carries React Router's inline scripts: each
    // answer allows its own with a fresh nonce, since hashes of a page rendered per request cannot be known.
    const nonce = randomBytes(16).toString("base64");
    beforeAnswer(nonce);
    res.setHeader("Cache-Control", "no-store");
    const remote = req.socket.remoteAddress ?? "";
    // Behind the nginx of build/nginx/site.conf, the visitor's address comes in X-Real-IP; it is believed
    // from a proxy on this machine only.
    const forwarded = String(req.headers["x-real-ip"] ?? "");
    const local = remote === "127.0.0.1" || remote === "::1" || remote === "::ffff:127.0.0.1";
    const clientAddress = local && forwarded ? forwarded : remote;
    requests.run({ nonce, clientAddress }, () => listener(req, res));
  }
  return { handle, open, close, health };
}
