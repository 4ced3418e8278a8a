import { cn } from "~/lib/cn";

/** Reading styles for the Markdown HTML, element by element (the site has no typography plugin). */
const prose = [
  "text-lg leading-relaxed text-navy-900",
  "[&>:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:text-navy-900",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-2xl [&_h3]:font-bold [&_h3]:text-navy-900",
  "[&_p]:my-5",
  "[&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6",
  "[&_li]:my-2 [&_li]:pl-1 [&_li]:marker:text-arc-600",
  "[&_strong]:font-semibold [&_strong]:text-navy-950",
  "[&_a]:font-semibold [&_a]:text-arc-700 [&_a]:underline [&_a]:underline-offset-2",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-arc-600 [&_blockquote]:pl-4 [&_blockquote]:text-steel-600",
  "[&_code]:rounded [&_code]:bg-steel-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-base",
  "[&_.table-scroll]:my-8 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-lg [&_.table-scroll]:ring-1 [&_.table-scroll]:ring-steel-300",
  "[&_table]:w-full [&_table]:min-w-[36rem] [&_table]:border-collapse [&_table]:text-left [&_table]:text-base",
  "[&_th]:bg-navy-900 [&_th]:px-4 [&_th]:py-3 [&_th]:font-semibold [&_th]:text-white",
  "[&_td]:border-t [&_td]:border-steel-100 [&_td]:px-4 [&_td]:py-3 [&_td]:align-top",
  "[&_tbody_tr:nth-child(even)]:bg-steel-50",
];

/** The article's body: HTML rendered at build time from our own Markdown, with raw HTML escaped. */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(prose, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the repository's Markdown with `html: false`.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
