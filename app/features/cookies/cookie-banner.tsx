import { useConsent, writeConsent } from "./consent";
import { CookieBannerView } from "./cookie-banner-view";

/**
 * Asks once for consent and remembers the answer. Hidden in the prerendered HTML (the build cannot
 * know the visitor's choice) and shown after hydration only when no valid choice is stored.
 */
export function CookieBanner() {
  const consent = useConsent();
  if (consent !== null) return null;
  return <CookieBannerView onAnswer={writeConsent} />;
}
