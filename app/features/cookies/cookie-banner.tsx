import { Cookie, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useCommon, useLocalize } from "~/features/i18n/use-locale";
import { readChoice, storageKeys, writeChoice } from "~/lib/storage";

export const consentChoices = ["accepted", "declined"] as const;
type Consent = (typeof consentChoices)[number];

/**
 * Asks once for consent and remembers the answer. Hidden in the prerendered HTML (the build cannot
 * know the visitor's choice) and shown after hydration only when no valid choice is stored.
 */
export function CookieBanner() {
  const t = useCommon();
  const localize = useLocalize();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(readChoice(storageKeys.cookieConsent, consentChoices) === null);
  }, []);

  function choose(choice: Consent) {
    writeChoice(storageKeys.cookieConsent, choice);
    setVisible(false);
  }

  if (!visible) return null;
  return (
    <section
      aria-label={t.cookie.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-steel-300 bg-white p-4 shadow-[0_-8px_24px_rgba(6,20,35,0.15)] sm:p-5"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 pr-12 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-arc-600" />
          <p className="text-sm text-navy-900">
            {t.cookie.text}{" "}
            <Link to={localize("/privacy")} className="font-semibold text-arc-700 underline underline-offset-2">
              {t.cookie.privacyLink}
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <Button variant="outline" size="sm" onClick={() => choose("declined")}>
            {t.cookie.decline}
          </Button>
          <Button size="sm" onClick={() => choose("accepted")}>
            {t.cookie.accept}
          </Button>
        </div>
      </div>
      <button
        type="button"
        onClick={() => choose("declined")}
        aria-label={t.cookie.close}
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-steel-600 hover:bg-steel-100"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
