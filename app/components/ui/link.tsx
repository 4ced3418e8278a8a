import type { ComponentProps } from "react";
import { Link as RouterLink } from "react-router";

type To = ComponentProps<typeof RouterLink>["to"];

/**
 * The site's link between pages: every page is a document of its own, so a link to another page loads it,
 * also under React Router's development server; a link within the page (`?page=2`, `#contact`) stays in the
 * page. Astro's build makes every link a plain one (site/adapter/react-router.tsx).
 */
export function Link({ to, reloadDocument, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={to} reloadDocument={reloadDocument ?? leavesTheRouter(to)} {...props} />;
}

function leavesTheRouter(to: To): boolean {
  const path = typeof to === "string" ? to : (to.pathname ?? "");
  // A relative target (`?page=2`, `#contact`, "") stays on the page being shown.
  return path.startsWith("/");
}
