/**
 * Text helpers with no browser and no test runner behind them, so that Playwright specs and the Vitest
 * HTTP tests (`tests/http/`) share them.
 */

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

/** `text` as a regular expression that matches it literally (brand names hold `+`, `(` and `.`). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A key figure of a dictionary (`{ label, value }`) as `htmlText` reads it from its `<dl>`: "Uptime 99.8%". */
export function figureText(stat: { label: string; value: string }): string {
  return htmlText(`${stat.label} ${stat.value}`);
}
