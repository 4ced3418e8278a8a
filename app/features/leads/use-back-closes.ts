import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "~/lib/router";

/** The history state of a dialog's entry: what the header reads to keep its menu as it was (shell/header.tsx). */
export const dialogEntryState = { dialog: true } as const;

/**
 * The phone's Back button closes an open form dialog instead of leaving the page with everything typed in
 * it: opening the dialog adds a history entry (`#name`, a change of hash only, so no page data reloads and
 * the page does not scroll), Back takes it away and closes the dialog, and a dialog closed any other way
 * (Cancel, Esc, its close button) takes its entry back off the history.
 */
export function useBackCloses(open: boolean, close: () => void, name: string) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const entry = `#${name}`;
  const pushed = useRef(false);
  // Our entry is the current one: set once the page's location shows its hash.
  const current = useRef(false);
  const closeNow = useRef(close);
  closeNow.current = close;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only opening and closing count; the place is read as it was then.
  useEffect(() => {
    if (!open) return;
    if (!pushed.current) {
      pushed.current = true;
      navigate({ pathname, search, hash: entry }, { state: dialogEntryState });
    }
    return () => {
      // Back already took the entry away (and closed the dialog): nothing to undo.
      if (!pushed.current) return;
      pushed.current = false;
      current.current = false;
      // The location React renders can come after a quick Esc: the address bar says at once whether the
      // entry is there.
      if (window.location.hash === entry) navigate(-1);
    };
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash is what Back changes.
  useEffect(() => {
    if (hash === entry) {
      if (pushed.current) current.current = true;
    } else if (current.current) {
      current.current = false;
      pushed.current = false;
      closeNow.current();
    }
  }, [hash]);
}
