import { type ReactNode, useEffect } from "react";
import { Footer } from "~/components/layout/footer";
import { ConsultationProvider } from "~/features/consultation/consultation-context";
import { ContactWidget } from "~/features/contact-widget/contact-widget";
import { CookieBanner } from "~/features/cookies/cookie-banner";
import { ToasterHost } from "~/features/notifications/toaster-host";
import { QuoteProvider } from "~/features/quote/quote-context";
import { useCommon, useLocale } from "~/i18n/use-locale";
import { locales, localizePath } from "~/lib/i18n";
import { useLocation, useNavigate } from "~/lib/router";
import { readChoice, storageKeys } from "~/lib/storage";
import { useHydrated } from "~/lib/use-hydrated";
import { rememberVisit } from "~/lib/visit";
import { Header } from "./header";

/** Notifications stay 4 s unless a component asks for longer; three at a time; Alt+T focuses them. */

/** Everything the spec puts on every page, around the page itself. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <ConsultationProvider>
      <QuoteProvider>
        <Header />
        <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
          {children}
        </main>
        <Footer />
        <ShellOverlays />
      </QuoteProvider>
    </ConsultationProvider>
  );
}

/**
 * What floats over every page, and what the shell does once per load: the cookie banner, the contact
 * widget, the notifications, the stored language, the visit, and the mark that the page is interactive.
 * Inside the quote and consultation providers (the widget opens the consultation dialog). A page that
 * shows its cookie banner without React (site/, the layout's banner) leaves it out: `cookieBanner={false}`.
 */
export function ShellOverlays({ cookieBanner = true }: { cookieBanner?: boolean }) {
  const t = useCommon();
  useStoredLanguage();
  // Marks the document as interactive once the controls that serve before the scripts have been
  // replaced by the scripted ones (the render after hydration); end-to-end tests wait for it.
  const hydrated = useHydrated();
  useEffect(() => {
    rememberVisit();
  }, []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return (
    <>
      {cookieBanner ? <CookieBanner /> : null}
      <ContactWidget />
      <ToasterHost label={t.toaster} />
    </>
  );
}

/** On load, a stored language that differs from the page's moves the visitor to the same page in that language. */
function useStoredLanguage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // Runs once per load: later choices are made with the language switcher, which stores them itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: intentionally on first render only.
  useEffect(() => {
    const stored = readChoice(storageKeys.preferredLanguage, locales);
    if (stored && stored !== locale) {
      navigate(localizePath(`${pathname}${search}${hash}`, stored), { replace: true });
    }
  }, []);
}
