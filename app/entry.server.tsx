import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/** How long a render may wait for data before React gives up on a boundary (React Router reads this export). */
export const streamTimeout = 5_000;

/**
 * Renders a page to HTML under React Router's development server (`npm run dev`; the site itself is built by
 * Astro): the whole document once everything is ready, as the built pages are, rather than the shell first
 * and the data moved into place by `$RC` scripts after the first frame (decision 0009).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let allReady = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
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
    });
  });
}
