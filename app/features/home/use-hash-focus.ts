import { useEffect } from "react";
import { useLocation } from "~/lib/router";

/**
 * Moves focus to the section a hash link points at ("/#contact" from the menus and the footer).
 * A real fragment navigation moves the browser's Tab starting point there; a history entry pushed by
 * script does not, so without this a keyboard user's next Tab would jump back to the link in the header.
 * Sections are not controls: they take focus programmatically only, without a focus ring.
 */
export function useHashFocus() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (key) counts, even to the same hash.
  useEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    if (!target.hasAttribute("tabindex")) {
      target.tabIndex = -1;
      target.style.outline = "none";
    }
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
