import { useEffect } from "react";
import { Toaster as SonnerToaster, toast } from "sonner";
import { toasterMounted } from "./notify";

/** Notifications stay 4 s unless a component asks for longer; three at a time; Alt+T focuses them. */
const toastDuration = 4000;

export function Toaster({ label }: { label: string }) {
  // Effects run child first: by now sonner's toaster is subscribed and can receive toasts.
  useEffect(() => toasterMounted(toast), []);
  return (
    <SonnerToaster
      position="bottom-right"
      hotkey={["altKey", "KeyT"]}
      visibleToasts={3}
      duration={toastDuration}
      containerAriaLabel={label}
      closeButton
      // Above the header (z-40), below the dialogs' overlay (z-50): a toast never covers an open dialog.
      style={{ zIndex: 45 }}
    />
  );
}
