import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Steps of the staff editor at /admin (Decap CMS) as staff take them: sign in to the local backend, find a
 * field by the label they read, add to a list, pick a choice or a photograph, type a day, publish.
 */

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
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry published")).toBeVisible({ timeout: 20_000 });
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
