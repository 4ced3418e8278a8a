import { useEffect, useState } from "react";
import { useCommon } from "~/i18n/use-locale";
import { useLocation } from "~/lib/router";

/**
 * The path the visitor tried, named on the page and logged. The page is built once and served for every
 * unknown path, so the path is only known once the script runs.
 */
export function AttemptedPath() {
  const n = useCommon().notFound;
  const { pathname } = useLocation();
  const [attempted, setAttempted] = useState<string | null>(null);

  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
    setAttempted(pathname);
  }, [pathname]);

  return (
    <p className="mt-4 min-h-7 text-navy-900">
      {attempted ? (
        <>
          {n.attempted}{" "}
          <code className="rounded bg-white px-2 py-1 font-mono text-sm break-all ring-1 ring-steel-300">
            {attempted}
          </code>
        </>
      ) : null}
    </p>
  );
}
