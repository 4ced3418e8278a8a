import type { ComponentProps } from "react";
import type { To } from "~/lib/router";

const hrefOf = (to: To) => (typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`);

/**
 * The site's link between pages: every page is a document of its own, so a link is the browser's own, which
 * works before any script has come and loads the page it names.
 */
export function Link({ to, ...props }: Omit<ComponentProps<"a">, "href"> & { to: To }) {
  return <a href={hrefOf(to)} {...props} />;
}
