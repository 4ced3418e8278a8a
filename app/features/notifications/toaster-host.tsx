import { lazy, Suspense, useEffect, useState } from "react";
import { bindToasterHost } from "./notify";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/** Mounts the toaster once a form asks for it (prepareNotifications) or a notification is waiting. */
export function ToasterHost({ label }: { label: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => bindToasterHost(() => setMounted(true)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster label={label} />
    </Suspense>
  ) : null;
}
