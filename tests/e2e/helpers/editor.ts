import { copyFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { type Checkout, cloneRepository, editorBackendOrigin, startLocalBackend } from "../../support/editor-site";
import { type ConsoleGuard, expect, test } from "../fixtures";

/**
 * Steps of the staff editor at /admin (Decap CMS) as staff take them: sign in to the local backend, find a
 * field by the label they read, add to a list, pick a choice or a photograph, type a day, publish.
 */

/**
 * What every editor spec shares: its tests follow one another on one clone and one local backend, and
 * some build the whole site, which takes minutes on a busy machine; a step of the editor waits 20 s at most.
 */
export function editorSpecSettings() {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(12 * 60_000);
  test.use({ actionTimeout: 20_000 });
}

/** A photograph as staff would pick it on their computer: a test image (`source`) under the name they gave it. */
export interface StaffPhoto {
  source: string;
  file: string;
}

/**
 * The spec's clone of the repository and Decap's local backend on it (on a port of its own), for all its tests,
 * with the photos staff will upload laid beside it; the backend is stopped after the spec.
 */
export function editorCheckout(photos: readonly StaffPhoto[] = []) {
  let checkout: Checkout | undefined;
  let backend: Awaited<ReturnType<typeof startLocalBackend>> | undefined;
  const ready = () => {
    if (!checkout) throw new Error("the editor's checkout is made before the spec's tests");
    return checkout;
  };
  test.beforeAll(async () => {
    checkout = cloneRepository();
    for (const photo of photos) copyFileSync(join(checkout.dir, photo.source), join(checkout.dir, "..", photo.file));
    backend = await startLocalBackend(checkout);
  });
  // The editor asks for its backend where Decap expects it; the spec's own backend answers, one request at a
  // time. In Git mode decap-server runs one request at a time itself, and answers 500 to any that waited
  // more than 3 s for its turn: on a busy machine, the burst of requests the editor sends after a save
  // (the entry, its media, the drafts) can wait that long behind a commit. Queued here, none waits there.
  let queue: Promise<unknown> = Promise.resolve();
  // What the editor asked its backend, in order, with the answer and the time it took (waiting included): under
  // a failure, whether the editor was still waiting for its backend or had its answer.
  let requests: string[] = [];
  test.beforeEach(async ({ page }) => {
    const origin = backend?.origin;
    if (!origin) throw new Error("the editor's local backend starts before the spec's tests");
    queue = Promise.resolve();
    requests = [];
    await page.route(`${editorBackendOrigin}/**`, (route) => {
      const asked = Date.now();
      const action = backendAction(route.request().postData());
      // Left as "…" until answered: a request the editor still waits for reads so under a failure.
      const line = requests.push(`${action} …`) - 1;
      const turn = queue.then(async () => {
        if (page.isClosed()) return;
        try {
          const response = await route.fetch({ url: route.request().url().replace(editorBackendOrigin, origin) });
          await route.fulfill({ response });
          requests[line] = `${action} ${response.status()} in ${Date.now() - asked} ms`;
        } catch (error) {
          // Its page closed while the request waited or went: there is no one left to answer.
          if (!page.isClosed()) throw error;
        }
      });
      queue = turn.catch(() => undefined);
      return turn;
    });
  });
  test.afterEach(async ({ page }, testInfo) => {
    const failed = testInfo.status !== testInfo.expectedStatus;
    // The editor as staff saw it when the test failed: its page closes next, before Playwright's own snapshot.
    const seen = failed ? await pageAsSeen(page) : "";
    // The editor may still be asking its backend for something (it reloads lists after a save): its page closes
    // and what it asked is settled before the test ends, which would cut a request half-way.
    await page.close();
    await queue;
    if (!failed) return;
    await testInfo.attach("the editor when the test failed", { body: seen, contentType: "text/plain" });
    await testInfo.attach("what the editor asked its backend", {
      body: requests.join("\n"),
      contentType: "text/plain",
    });
    // What the local backend said, for a failure that comes from it rather than from the page.
    if (backend) await testInfo.attach("local backend output", { body: backend.output(), contentType: "text/plain" });
  });
  test.afterAll(async () => {
    await backend?.stop();
    checkout?.remove();
  });
  return {
    get checkout() {
      return ready();
    },
    /** Where a photo of `photos` waits to be uploaded. */
    upload: (photo: StaffPhoto) => join(ready().dir, "..", photo.file),
  };
}

/** The action of a request to Decap's local backend ("getEntry", "persistEntry"…), from its JSON body. */
function backendAction(body: string | null): string {
  try {
    const action = (JSON.parse(body ?? "") as { action?: unknown }).action;
    return typeof action === "string" ? action : "(no action)";
  } catch {
    return "(no JSON body)";
  }
}

/** The page's address and its accessibility tree, or why they could not be read. */
async function pageAsSeen(page: Page): Promise<string> {
  try {
    return `${page.url()}\n${await page.locator("body").ariaSnapshot({ timeout: 5_000 })}`;
  } catch (error) {
    return `${page.url()}\n(the page could not be read: ${String(error)})`;
  }
}

/**
 * A save the editor refuses is Decap's failed promise: it logs our reason and leaves its rejection unhandled.
 * Only a test that expects a refusal allows these.
 */
export function allowRefusedSaves(consoleGuard: ConsoleGuard) {
  consoleGuard.allow(/Not saved: correct these fields first/);
  consoleGuard.allow(/^pageerror: (undefined|Object)$/);
}

/** The editor, signed in to the local backend (no account: its Login button is all there is). */
export async function openEditor(page: Page, route: string) {
  await page.goto(`/admin#${route}`);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Moves the open entry from draft to ready and publishes it, confirming as the editor asks. */
export async function publish(page: Page) {
  // The previous entry's "Entry published" notice may still be on screen: only a new one says this one is.
  await expect(page.getByText("Entry published")).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Entry saved")).toBeVisible();
  await page.getByRole("button", { name: "Status: Draft" }).click();
  await page.getByRole("menuitem", { name: "Ready" }).click();
  await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible();
  page.once("dialog", (dialog) => dialog.accept());
  // Decap says "Entry published" before it reloads the entry, and the reloaded entry replaces the form: a
  // field changed in between is silently put back. Staff wait for the entry to load again, and so do the tests:
  // its request (after the media library's) is sent once the editor shows "Loading entry...".
  const reloaded = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${editorBackendOrigin}/`) && response.request().postDataJSON()?.action === "getEntry",
    { timeout: 30_000 },
  );
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry published")).toBeVisible({ timeout: 20_000 });
  await reloaded;
  await expect(page.getByText("Loading entry...")).toHaveCount(0, { timeout: 20_000 });
}

/** The n-th language column's field (English first, then French: the editor shows them side by side). */
export const inColumn = (locator: Locator, column: number) => locator.nth(column);

/**
 * The `kind` of field ("object" for a group such as Role, with its English and Français boxes) whose own label
 * reads `label`, with everything inside it. Decap names a field's box by its kind alone, and a list of texts
 * labels its items as it labels itself: the kind and the label at the box's top tell them apart. Collapsed
 * list items keep their fields hidden, so only the item being written is found.
 */
export function field(scope: Page | Locator, label: string, kind: "object" | "list" | "markdown" | "image"): Locator {
  const page = "page" in scope ? scope.page() : scope;
  return scope
    .locator(`[aria-label="${kind} field"]`)
    .filter({ has: page.locator(":scope > div > label").getByText(label, { exact: true }) })
    .filter({ visible: true });
}

/**
 * Adds an item to the list in `scope` whose single item is a `singular` ("tag", from the list's "Add tag"
 * button): the new item comes in open, below the others.
 */
export async function addItem(scope: Page | Locator, singular: string) {
  await scope.getByRole("button", { name: `Add ${singular}`, exact: true }).click();
}

/** Adds an item to `list`, a list of plain text (Tags, Standards…) whose boxes bear its `label`, and types `value` in it. */
export async function addTextItem(list: Locator, label: string, singular: string, value: string) {
  await addItem(list, singular);
  await list.getByRole("textbox", { name: label }).fill(value);
}

/** Picks the choice staff read as `name` ("Oil & Gas") in a choice list, single or multiple: each pick closes the menu. */
export async function choose(combobox: Locator, name: string) {
  await combobox.click();
  await combobox.page().getByRole("option", { name, exact: true }).click();
}

/** Types a day as printed on a document, DD/MM/YYYY. */
export async function enterDay(box: Locator, day: string) {
  await box.fill(day);
}

/**
 * Puts a photograph in the image field `within` (a column, a list item): uploaded from the staff member's
 * computer, or, with `upload` left out, the one of that name already in the media library.
 */
export async function choosePhoto(within: Locator, fileName: string, upload?: string) {
  await within.getByRole("button", { name: /^Choose (an|different) image$/ }).click();
  const library = within.page().getByRole("dialog");
  // An upload comes in selected; a photo already in the library is picked by a click.
  if (upload) await library.getByLabel("Upload").setInputFiles(upload);
  else await library.getByText(fileName, { exact: true }).click();
  await library.getByRole("button", { name: "Choose selected" }).click();
}
