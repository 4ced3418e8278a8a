// The Astro server build's entry: the pages rendered per request (the request page's answers, the blog's
// list as its query describes it), as one function of a Request, for the lead server (server/leads.mjs),
// which parses, limits and answers the HTTP itself. Astro's own Node adapter would own the socket and read
// the body its way.
import { createApp } from "astro/app/entrypoint";

const app = createApp();

/**
 * @param {Request} request
 * @param {{ locals: object, clientAddress: string }} options
 * @returns {Promise<Response>}
 */
export function render(request, { locals, clientAddress }) {
  return app.render(request, { locals, clientAddress });
}
