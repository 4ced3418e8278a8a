/** HTML the build rendered from the repository's records (`*-markup.server.tsx`), placed as it is. */
export function BuiltMarkup({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by React at build time from the repository's records, every text escaped.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
