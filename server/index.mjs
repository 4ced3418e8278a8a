// `npm run serve`: serve the production build on PORT (default 3000).
import { createServer } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createHandler, rawErrorResponse } from "./app.mjs";
import { loadLeadHandler } from "./leads.mjs";
import { allowedMethods } from "./policy.mjs";

const root = process.env.BUILD_DIR
  ? resolve(process.env.BUILD_DIR, "client")
  : fileURLToPath(new URL("../build/client", import.meta.url));
const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || "0.0.0.0";

// The last line of defence. Every request's own path catches what it throws and answers 500 (server/app.mjs),
// so what arrives here is a bug: it is logged, and the process keeps serving the pages rather than take the
// whole site down with one request.
process.on("unhandledRejection", (reason) => console.error("Unhandled rejection:", reason));
process.on("uncaughtException", (error) => console.error("Uncaught exception:", error));

const leads = await loadLeadHandler(root);
if (leads) {
  try {
    // Claims the embedded database's folder, then starts opening the database without waiting for it: the
    // pages are served at once, and until the database answers a submission gets the mail fallback.
    await leads.open();
  } catch (error) {
    const failure = /** @type {{ code?: string, message?: string } | null | undefined} */ (error);
    // A second server on the same data folder: say so and stop, before listening.
    console.error(
      `${failure?.code === "LEADS_LOCKED" ? "Cannot start" : "Lead database unavailable"}: ${failure?.message ?? error}`,
    );
    if (failure?.code === "LEADS_LOCKED") process.exit(1);
  }
} else {
  console.warn("No server build: the forms will fall back to the visitor's mail program.");
}

const server = createServer(
  {
    // Room for an over-long URL or header to reach the handler, which answers 414/431 itself.
    maxHeaderSize: 64 * 1024,
    // The handler answers a missing Host with 400 and the security headers; Node's own 400 has none.
    requireHostHeader: false,
    // A client that trickles its headers does not hold a connection for long. A body may take minutes (a
    // drawing sent from a phone): a lead body that stops for 30 s is let go (bodyOf, server/leads.mjs).
    headersTimeout: 10_000,
    requestTimeout: 15 * 60_000,
    keepAliveTimeout: 5_000,
  },
  createHandler({ root, leads }),
);

/** A method Node's parser does not know (BREW) in an otherwise valid request line: 405, as nginx answers. */
const wellFormedRequestLine = /^[A-Z_-]+ \S+ HTTP\/1\.[01]\r?\n/;

/** Requests the HTTP parser rejects still get a 4xx with the security headers, never a bare reset. */
server.on("clientError", (error, socket) => {
  // Node's parser errors carry a code and the bytes it could not parse.
  const { code, rawPacket } = /** @type {Error & { code?: string, rawPacket?: Buffer }} */ (error);
  if (code === "ECONNRESET" || !socket.writable) return socket.destroy();
  const status =
    code === "HPE_HEADER_OVERFLOW"
      ? 431
      : code === "HPE_INVALID_METHOD" && wellFormedRequestLine.test(rawPacket?.toString("latin1") ?? "")
        ? 405
        : code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? 408
          : 400;
  socket.end(rawErrorResponse(status, status === 405 ? { Allow: allowedMethods.join(", ") } : {}));
});

// CONNECT never reaches the request handler; without this Node would drop the connection silently.
// Its authority-form target ("host:port") is not a path of this site: 400, as nginx answers.
server.on("connect", (_req, socket) => {
  // The server lets go of a CONNECT's socket, its error listener included: a reset would throw.
  socket.on("error", () => socket.destroy());
  socket.end(rawErrorResponse(400));
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // The mail being sent is finished and marked, and the database closed, before the process ends.
    server.close(() => void (leads ? leads.close() : Promise.resolve()).finally(() => process.exit(0)));
    server.closeIdleConnections();
  });
}
