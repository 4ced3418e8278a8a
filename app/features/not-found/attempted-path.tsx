import { useCommon } from "~/i18n/use-locale";

/**
 * The path the visitor tried, named on the page and logged. The page is built once and served for every unknown
 * path, so the path is known only in the visitor's browser: the page's inline script writes it into the hidden
 * line and shows it (site/layouts/Page.astro).
 */
export function AttemptedPath() {
  const n = useCommon().notFound;
  return (
    <p className="mt-4 min-h-7 text-navy-900">
      <span data-attempted-path="" hidden>
        {n.attempted} <code className="rounded bg-white px-2 py-1 font-mono text-sm break-all ring-1 ring-steel-300" />
      </span>
    </p>
  );
}
