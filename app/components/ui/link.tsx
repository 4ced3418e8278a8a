import type { ComponentProps } from "react";

/** Where a link goes: a path with its query and fragment, or their parts. */
export type To = string | { pathname?: string; search?: string; hash?: string };

const hrefOf = (to: To) => (typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`);

/**
 * The site's link between pages: every page is a document of its own, so a link is the browser's own, which
 * works before any script has come and loads the page it names.
 */
export function Link({ to, ...props }: Omit<ComponentProps<"a">, "href"> & { to: To }) {
  return <a href={hrefOf(to)} {...props} />;
}
