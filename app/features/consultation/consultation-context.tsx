import { createContext, lazy, type ReactNode, useContext, useMemo, useState } from "react";
import { LoadOnDemand } from "~/components/ui/load-on-demand";

interface ConsultationState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const ConsultationContext = createContext<ConsultationState | null>(null);

// The dialog's code loads the first time it is opened, not with the page.
const ConsultationDialog = lazy(() => import("./consultation-dialog").then((m) => ({ default: m.ConsultationDialog })));

/** One open/close state for the consultation dialog, shared by every button that opens it. */
export function ConsultationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo<ConsultationState>(
    () => ({
      open,
      setOpen,
    }),
    [open],
  );
  return (
    <ConsultationContext.Provider value={value}>
      {children}
      <LoadOnDemand when={open}>
        <ConsultationDialog open={open} onOpenChange={value.setOpen} />
      </LoadOnDemand>
    </ConsultationContext.Provider>
  );
}

/** The shared consultation dialog state. Throws outside `ConsultationProvider`, where it would silently do nothing. */
/**
 * The consultation dialog's state where this React tree holds the dialog, else null (a plain link, which the
 * shell's island takes over on a page built with islands).
 */
export function useConsultationIfHere(): ConsultationState | null {
  return useContext(ConsultationContext);
}

export function useConsultation(): ConsultationState {
  const context = useContext(ConsultationContext);
  if (!context) throw new Error("useConsultation must be used within a ConsultationProvider");
  return context;
}
