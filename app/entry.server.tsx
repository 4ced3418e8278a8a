import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/** How long a render may wait for data before React gives up on a boundary (React Router reads this export). */
export const streamTimeout = 5_000;

/**
 * Renders a page to HTML. Every page is prerendered at build time, so nothing is gained by sending the
 * shell before the data: the whole document is written once everything is ready (React's advice for
 * static generation). React Router's default entry does that only for bots; for everyone else the
 * page ended in hidden `<div>`s and `$RC` scripts that moved the loader data into place ~300 ms after
 * the first frame, one more DOM mutation and layout while the page hydrates (decision 0009).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  // Pages rendered per request (a form sent without JavaScript) allow their inline scripts by nonce;
  // prerendered pages have none and are allowed by hash (scripts/postbuild).
  const nonce = loadContext?.nonce;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let allReady = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          allReady = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before everything is ready reject the render and React Router logs them itself.
          if (allReady) console.error(error);
        },
      },
    );
  });
}
