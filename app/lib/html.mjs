// Text written into HTML by hand rather than by React: the mails' HTML, the dev server's problems page, the
// head Astro's pages are given. Plain JavaScript that imports nothing, so Node scripts load it as it is.

/**
 * Text as HTML text or a quoted attribute's value: the five characters that could end either, as entities.
 * @param {string} text
 */
export const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A value as JSON for an inline `<script>` (JSON-LD): `<` escaped, so no string in it can close the element.
 * @param {unknown} value
 */
export const scriptJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");
