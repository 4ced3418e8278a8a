import { createContext, lazy, type ReactNode, useContext, useMemo, useState } from "react";
import { LoadOnDemand } from "~/components/ui/load-on-demand";

interface QuoteState {
  open: boolean;
  /** The service chosen in the form when the dialog opens ("" for none). */
  service: string;
  /** Opens the dialog, optionally with a service already chosen. */
  openQuote: (service?: string) => void;
  close: () => void;
}

const QuoteContext = createContext<QuoteState | null>(null);

const QuoteDialog = lazy(() => import("./quote-dialog").then((m) => ({ default: m.QuoteDialog })));

/** The global quote dialog, openable from any page with a service preselected. */
export function QuoteProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [service, setService] = useState("");
  const value = useMemo<QuoteState>(
    () => ({
      open,
      service,
      openQuote: (preset = "") => {
        setService(preset);
        setOpen(true);
      },
      close: () => setOpen(false),
    }),
    [open, service],
  );
  return (
    <QuoteContext.Provider value={value}>
      {children}
      <LoadOnDemand when={open}>
        <QuoteDialog
          key={`${service}-${open}`}
          open={open}
          preset={service}
          onOpenChange={(o) => (o ? setOpen(true) : value.close())}
        />
      </LoadOnDemand>
    </QuoteContext.Provider>
  );
}

/**
 * The quote dialog's state where this React tree holds the dialog, else null: on a page built with islands
 * the dialog lives in the shell's island, and a link elsewhere stays a plain link that the shell takes over
 * (site/islands/shell-island.tsx).
 */
export function useQuoteIfHere(): QuoteState | null {
  return useContext(QuoteContext);
}

/** The global quote dialog's state. Throws outside `QuoteProvider`. */
export function useQuote(): QuoteState {
  const context = useContext(QuoteContext);
  if (!context) throw new Error("useQuote must be used within a QuoteProvider");
  return context;
}
