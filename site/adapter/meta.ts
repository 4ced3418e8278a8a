/** React Router's `<Meta />` for Astro's pages: a route's meta descriptors as HTML for the head. */
import { escapeHtml, scriptJson } from "~/lib/html.mjs";

type Descriptor = Record<string, unknown>;

const attributes = (entries: [string, unknown][]) =>
  entries
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => ` ${name === "hrefLang" ? "hreflang" : name}="${escapeHtml(String(value))}"`)
    .join("");

export function renderMeta(descriptors: readonly Descriptor[]): string {
  return descriptors
    .map((descriptor) => {
      if ("title" in descriptor) return `<title>${escapeHtml(String(descriptor.title))}</title>`;
      if ("script:ld+json" in descriptor) {
        return `<script type="application/ld+json">${scriptJson(descriptor["script:ld+json"])}</script>`;
      }
      if (descriptor.tagName === "link") {
        const { tagName: _tag, ...rest } = descriptor;
        return `<link${attributes(Object.entries(rest))}>`;
      }
      if ("charSet" in descriptor) return "";
      return `<meta${attributes(Object.entries(descriptor))}>`;
    })
    .join("");
}
