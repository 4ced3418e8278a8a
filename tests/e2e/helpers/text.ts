import { type APIRequestContext, expect, type Locator } from "@playwright/test";
import { htmlText } from "./html-text";

// The pure text helpers live in `html-text.ts`, which the HTTP tests import without Playwright.
export { escapeRegExp, figureText, htmlText } from "./html-text";

/** The visible text of a page as prerendered (see `htmlText`); fails unless the page answers 200. */
export async function prerenderedText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return htmlText(await response.text());
}

/** The key figures of a dictionary as a `<dl>` in `scope` shows them: each value, and each label, in order. */
export async function expectFigures(scope: Locator, stats: readonly { label: string; value: string }[]) {
  await expect(scope.getByRole("definition")).toHaveText(stats.map((s) => s.value));
  await expect(scope.getByRole("term")).toHaveText(stats.map((s) => s.label));
}
