/** React Router's `<Meta />` for the candidate: its meta descriptors as HTML for the head. */
type Descriptor = Record<string, unknown>;

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

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
        const json = JSON.stringify(descriptor["script:ld+json"]).replace(/</g, "\\u003c");
        return `<script type="application/ld+json">${json}</script>`;
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
