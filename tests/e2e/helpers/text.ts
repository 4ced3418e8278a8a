import { type APIRequestContext, expect, type Locator } from "@playwright/test";

/**
 * The visible text of raw HTML, as a crawler reads it before any script runs: scripts dropped, each tag
 * turned into a space, the entities React writes decoded, and runs of spaces (no-break spaces included)
 * collapsed into one, so that a term and its value in a `<dl>` read "Uptime 99.8%".
 */
export function htmlText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}

/** The visible text of a page as prerendered (see `htmlText`); fails unless the page answers 200. */
export async function prerenderedText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return htmlText(await response.text());
}

/** `text` as a regular expression that matches it literally (brand names hold `+`, `(` and `.`). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A key figure of a dictionary (`{ label, value }`) as `htmlText` reads it from its `<dl>`: "Uptime 99.8%". */
export function figureText(stat: { label: string; value: string }): string {
  return htmlText(`${stat.label} ${stat.value}`);
}

/** The key figures of a dictionary as a `<dl>` in `scope` shows them: each value, and each label, in order. */
export async function expectFigures(scope: Locator, stats: readonly { label: string; value: string }[]) {
  await expect(scope.getByRole("definition")).toHaveText(stats.map((s) => s.value));
  await expect(scope.getByRole("term")).toHaveText(stats.map((s) => s.label));
}
