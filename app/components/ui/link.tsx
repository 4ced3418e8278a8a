import type { ComponentProps } from "react";
import { Link as RouterLink } from "react-router";
import { isRouterPage } from "~/content/pages";

type To = ComponentProps<typeof RouterLink>["to"];

/**
 * The site's link between pages. Within the pages React Router renders it navigates in the page, as the
 * router's link does; a link to any other page (rendered by Astro, a document of its own that the router has
 * no data for) loads that document. A link within the page (`?page=2`, `#contact`) stays in the page.
 * Astro's build, where every page is a document, makes every link a plain one (site/adapter/react-router.tsx).
 */
export function Link({ to, reloadDocument, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={to} reloadDocument={reloadDocument ?? leavesTheRouter(to)} {...props} />;
}

function leavesTheRouter(to: To): boolean {
  const path = typeof to === "string" ? to : (to.pathname ?? "");
  // A relative target (`?page=2`, `#contact`, "") stays on the page being shown.
  if (!path.startsWith("/")) return false;
  return !isRouterPage(path);
}
