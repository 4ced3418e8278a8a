import type { ComponentProps } from "react";

/**
 * A `<div>` whose content exists in the page's HTML only. The server renders `children`; in the browser
 * React hydrates the `<div>` without rendering them again and leaves the server's markup in place (an
 * element with inner HTML is never compared child by child), so the browser needs neither their code nor
 * the work of rendering them. For content that serves until the scripts run and is then replaced.
 */
export function ServerHtml({ children, ...props }: ComponentProps<"div">) {
  if (import.meta.env.SSR) return <div {...props}>{children}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never visitor or content text.
  return <div {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
}
