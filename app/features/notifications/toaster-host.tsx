import { lazy, Suspense, useEffect, useState } from "react";
import { bindToasterHost } from "./notify";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/** Mounts the toaster when the page is idle, or earlier if a notification is waiting. */
export function ToasterHost({ label }: { label: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    bindToasterHost(() => setMounted(true));
    const show = () => setMounted(true);
    // Safari has no requestIdleCallback: a short timeout stands in for it.
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(show, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(show, 2000);
    return () => clearTimeout(timer);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster label={label} />
    </Suspense>
  ) : null;
}
