import { X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { company } from "~/content/company";
import { useCommon, useLocalize } from "~/i18n/use-locale";
import type { Consent } from "./consent";

/**
 * The cookie banner as it looks: the note, the privacy link and the three answers. Each answer carries its
 * choice (`data-consent`), so a page without React can answer it with a small inline script (site/, the
 * layout's banner) as well as with `onAnswer`. Compact on phones (a few lines and one row of buttons) so the
 * page's heading and first action stay in view.
 */
export function CookieBannerView({ onAnswer, hidden }: { onAnswer?: (choice: Consent) => void; hidden?: boolean }) {
  const t = useCommon();
  const localize = useLocalize();
  return (
    <>
      <section
        aria-label={t.cookie.label}
        data-cookie-banner=""
        hidden={hidden}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-steel-300 bg-white px-4 py-3 shadow-[0_-8px_24px_rgba(6,20,35,0.15)] sm:p-5"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-2.5 md:flex-row md:items-center md:justify-between md:gap-4">
          <p className="pr-10 text-sm leading-snug text-navy-900 md:pr-0">
            {/* The video's provider is named only when the site shows one. */}
            {company.heroVideoId ? t.cookie.textWithVideo : t.cookie.text}{" "}
            <Link to={localize("/privacy")} className="font-semibold text-arc-700 underline underline-offset-2">
              {t.cookie.privacyLink}
            </Link>
          </p>
          <div className="flex shrink-0 gap-3 md:pr-12">
            <Button
              variant="outline"
              size="sm"
              className="flex-1 md:flex-none"
              data-consent="declined"
              onClick={() => onAnswer?.("declined")}
            >
              {t.cookie.decline}
            </Button>
            <Button
              size="sm"
              className="flex-1 md:flex-none"
              data-consent="accepted"
              onClick={() => onAnswer?.("accepted")}
            >
              {t.cookie.accept}
            </Button>
          </div>
        </div>
        <button
          type="button"
          data-consent="declined"
          onClick={() => onAnswer?.("declined")}
          aria-label={t.cookie.close}
          className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-md text-steel-600 hover:bg-steel-100 sm:top-3 sm:right-3"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </section>
      {/* Shown with the banner only (app.css): the page ends lower, so nothing stays under it. */}
      <div className="cookie-banner-room" aria-hidden="true" />
    </>
  );
}
