import { type ReactNode, Suspense, useState } from "react";

/**
 * Renders `children` from the first time `when` is true, and keeps them from then on: a dialog whose code
 * is loaded lazily is fetched when it first opens, not with the page, and stays mounted to animate out.
 */
export function LoadOnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  // Derived from a prop during render, React's documented way, rather than in an effect a frame later.
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
