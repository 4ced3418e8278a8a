/**
 * What floats over every page, as one island that starts when first used (client:used): the contact
 * widget, the quote and consultation dialogs and the notifications, with what the shell does once per load
 * (app/features/shell/shell.tsx, `ShellOverlays`). The header is an island of its own; the footer and
 * the cookie banner are static HTML (the banner answered by the layout's inline script). The links elsewhere
 * on the page that open a dialog (QuoteLink, ConsultationLink: `<a href="/request?quote=…#quote">`) are plain
 * HTML there, so this island takes their clicks over.
 */
import { Component, type ReactNode, useEffect } from "react";
import { ConsultationProvider, useConsultation } from "~/features/consultation/consultation-context";
import { quoteSearchParam, requestDialogOf, requestPagePath } from "~/features/leads/request-page";
import { QuoteProvider, useQuote } from "~/features/quote/quote-context";
import { ShellOverlays } from "~/features/shell/shell";
import { logGlobalErrors, showStartupError } from "~/features/shell/startup-error";
import { useLocale } from "~/i18n/use-locale";
import { localizePath } from "~/lib/i18n";
import { isPlainClick } from "~/lib/plain-click";
import { RouteProvider, type RouteState } from "~/lib/router";

// The island's module runs once per page, before it renders: the page's scripts start here.
if (!import.meta.env.SSR) logGlobalErrors();

export default function ShellIsland({ route }: { route: RouteState }) {
  return (
    <StartupGuard>
      <RouteProvider value={route}>
        <ConsultationProvider>
          <QuoteProvider>
            <DialogLinks />
            <ShellOverlays cookieBanner={false} />
          </QuoteProvider>
        </ConsultationProvider>
      </RouteProvider>
    </StartupGuard>
  );
}

/** A shell that fails to render, or a page without its main part, says so on the page (which stays as the HTML brought it). */
class StartupGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidMount() {
    // The skip link and the sections' links lead to #main: a page without it is a broken deployment.
    if (!document.getElementById("main")) showStartupError(new Error("Root element #main not found"));
  }
  componentDidCatch(error: unknown) {
    showStartupError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Opens the quote or consultation dialog for a plain link to that form of the request page. */
function DialogLinks() {
  const locale = useLocale();
  const { openQuote } = useQuote();
  const { setOpen } = useConsultation();
  useEffect(() => {
    const request = localizePath(requestPagePath, locale);
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      const dialog = requestDialogOf(link.href, window.location.origin, request);
      if (!dialog) return;
      event.preventDefault();
      if (dialog === "quote") openQuote(new URL(link.href).searchParams.get(quoteSearchParam) ?? "");
      else setOpen(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [locale, openQuote, setOpen]);
  return null;
}
