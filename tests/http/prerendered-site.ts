import { afterAll, beforeAll, expect } from "vitest";
import { htmlText } from "../e2e/helpers/html-text";
import { startNode, type Target } from "./targets";

/**
 * The production Node server on the build, started once for the calling test file (call this at the top
 * of the file: its hooks are the file's), and how the file's tests read pages from it. Requests go through
 * Node's fetch, which follows redirects as a crawler does (and as Playwright's `request.get` did for
 * these tests before they left the browser suite).
 */
export function prerenderedSite() {
  let server: Target | undefined;
  let origin = "";
  beforeAll(async () => {
    server = await startNode();
    origin = `http://127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A GET of a path on the server, redirects followed. */
  const get = (path: string) => fetch(new URL(path, origin).href);

  /** The visible text of a page as prerendered (see `htmlText`); fails unless the page answers 200. */
  async function prerenderedText(path: string): Promise<string> {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return htmlText(await response.text());
  }

  return { get, prerenderedText };
}
