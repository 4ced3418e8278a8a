import type { ReactElement } from "react";
import { RouteProvider } from "~/lib/router";
import { rootLoader } from "~/root-data";

/**
 * `element` as a page's part is rendered on the built site: under `RouteProvider`, with the root's data for
 * `pathname` and the page's own `loaderData`, and the browser's address at `pathname` (what the components
 * read once they run in a browser).
 */
export async function pageAt(pathname: string, element: ReactElement, loaderData?: unknown): Promise<ReactElement> {
  const rootData = await rootLoader({ request: new Request(new URL(pathname, "http://localhost")) });
  // The tests share one window: a move back through its history that an earlier test's dialog asked for as it
  // closed must land before this page's address is set, not in the middle of its test. jsdom runs it as a task
  // that queues a task that moves the address and queues the popstate event (setImmediate each, in order), so
  // three turns of that queue see it done, however busy the machine.
  for (let turn = 0; turn < 3; turn++) await new Promise((done) => setImmediate(done));
  window.history.replaceState(null, "", pathname);
  return <RouteProvider value={{ pathname, rootData, loaderData }}>{element}</RouteProvider>;
}
