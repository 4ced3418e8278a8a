import type MarkdownIt from "markdown-it";
import { frenchSpacing } from "~/lib/french-spacing";
import type { Locale } from "~/lib/i18n";

/**
 * The Markdown renderer of a language, for every Markdown content type: typographic quotes differ by
 * language, and tables get a labelled scroll box. The library is passed in so that callers load it lazily
 * (the production server, which imports the build to answer forms, never needs it).
 */
export function markdownRenderer(Markdown: typeof MarkdownIt, locale: Locale, tableLabel: string) {
  // `html: false` escapes any raw HTML in content instead of rendering it.
  const markdown = new Markdown({
    html: false,
    linkify: false,
    typographer: true,
    quotes: locale === "fr" ? ["«\u00a0", "\u00a0»", "“", "”"] : "“”‘’",
  });
  if (locale === "fr") {
    // French typography's fixed spaces, in the prose only: code and the markup of tables and links keep theirs.
    markdown.core.ruler.push("french_spacing", (state) => {
      for (const block of state.tokens) {
        for (const token of block.children ?? []) {
          if (token.type === "text") token.content = frenchSpacing(token.content);
        }
      }
    });
  }
  const label = markdown.utils.escapeHtml(tableLabel);
  // Wide tables scroll inside their own keyboard-reachable box instead of widening the phone's page.
  markdown.renderer.rules.table_open = () =>
    `<div class="table-scroll" role="region" aria-label="${label}" tabindex="0">\n<table>\n`;
  markdown.renderer.rules.table_close = () => "</table>\n</div>\n";
  return markdown;
}
