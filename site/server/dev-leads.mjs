// `npm run dev` and `npm run cms`: Astro's development server renders the pages, and the lead forms' requests
// are answered in front of it by the production server's own handler (server/leads.mjs), with the same body
// limits and answers. A form sent without JavaScript gets its answer page from Astro again: the handler asks
// for the answer page, and the request is given the answer as `Astro.locals`, as the server build is given it.
import { randomUUID } from "node:crypto";
import { devLeadService } from "../../server/leads/dev.ts";
import { createLeadHandler, isLeadRequest } from "../../server/leads.mjs";

/**
 * Where Astro's development server takes a request's `Astro.locals` from (as its Node adapter's middleware
 * mode hands them on).
 */
const localsSymbol = Symbol.for("astro.locals");
/** Names the answer an answer page's request is rendered with; only this process knows one. */
const answerHeader = "x-lead-answer";

/** @returns {import("astro").AstroIntegration} */
export function devLeads() {
  return {
    name: "dev-leads",
    hooks: {
      "astro:server:setup": ({ server }) => {
        /** @type {Map<string, object>} */
        const answers = new Map();
        /** @type {import("../../server/leads.mjs").RenderPage} */
        const render = async (request, { locals }) => {
          const address = server.httpServer?.address();
          if (!address || typeof address === "string") throw new Error("the development server is not listening");
          const token = randomUUID();
          answers.set(token, locals);
          try {
            const { pathname, search } = new URL(request.url);
            return await fetch(`http://127.0.0.1:${address.port}${pathname}${search}`, {
              headers: { [answerHeader]: token },
            });
          } finally {
            answers.delete(token);
          }
        };
        /** @type {ReturnType<typeof createLeadHandler> | undefined} */
        let handler;
        server.middlewares.use((req, res, next) => {
          const token = req.headers[answerHeader];
          if (token !== undefined) {
            const locals = typeof token === "string" ? answers.get(token) : undefined;
            if (!locals) {
              res.writeHead(404).end();
              return;
            }
            Reflect.set(req, localsSymbol, locals);
            next();
            return;
          }
          const target = req.url ?? "/";
          const at = target.indexOf("?");
          const [path, query] = at < 0 ? [target, ""] : [target.slice(0, at), target.slice(at)];
          if (!isLeadRequest(req.method ?? "", path, query)) {
            next();
            return;
          }
          handler ??= createLeadHandler({ render, leads: devLeadService() });
          const url = new URL(target, `http://${req.headers.host ?? "localhost"}`);
          handler.handle(req, res, { url, beforeAnswer: () => {} }).catch(next);
        });
      },
    },
  };
}
