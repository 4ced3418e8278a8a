import { CalendarDays, Mail, MessageCircle, Phone, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ExternalLink } from "~/components/ui/external-link";
import { company, companyLinks } from "~/content/company";
import { useConsultation } from "~/features/consultation/consultation-context";
import { useCommon, useLocalize } from "~/i18n/use-locale";
import { useHydrated } from "~/lib/use-hydrated";

const tab =
  "flex min-h-32 w-7 items-center justify-center rounded-l-md bg-arc-600 py-3 text-xs font-semibold tracking-wider text-white shadow-lg hover:bg-arc-700 sm:w-11 sm:py-4 sm:tracking-widest";

const action =
  "flex min-h-12 w-full items-center gap-3 rounded-md px-4 py-3 text-left text-sm font-semibold transition-colors [&_svg]:size-5 [&_svg]:shrink-0";

/**
 * The floating "Contact Us" tab on the right edge, expanding into a panel of four quick actions. On
 * phones the tab is narrow and the page's content keeps a gutter as wide (`Container`, footer), so the
 * tab never covers text or a control however far the page is scrolled.
 */
export function ContactWidget() {
  const t = useCommon();
  const w = t.widget;
  const { setOpen: openConsultation } = useConsultation();
  const localize = useLocalize();
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const tabRef = useRef<HTMLButtonElement>(null);
  const tabLinkRef = useRef<HTMLAnchorElement>(null);
  // The link that serves until the scripts run gives way to the button: focus on it moves to the button.
  const focusTab = useRef(false);
  useLayoutEffect(() => {
    if (!hydrated) focusTab.current = document.activeElement === tabLinkRef.current;
    else if (focusTab.current) {
      focusTab.current = false;
      tabRef.current?.focus();
    }
  }, [hydrated]);
  const closeRef = useRef<HTMLButtonElement>(null);

  // The tab that had focus is replaced by the panel: focus follows into it instead of falling to <body>.
  useEffect(() => {
    if (expanded) closeRef.current?.focus();
  }, [expanded]);

  function collapse() {
    // The panel is replaced by the tab: give focus to it so keyboard users are not dropped at the top of the page.
    flushSync(() => setExpanded(false));
    tabRef.current?.focus();
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      collapse();
    }
  }

  const label = <span className="[writing-mode:vertical-rl] rotate-180">{w.tab}</span>;
  return (
    // A landmark of its own: the tab and its panel sit outside the page's main content.
    <aside aria-label={w.title} className="fixed top-1/2 right-0 z-30 -translate-y-1/2">
      {expanded ? (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          onKeyDown={onPanelKeyDown}
          className="mr-2 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-steel-300 bg-white p-4 shadow-2xl"
        >
          <div className="mb-1 flex items-start justify-between gap-2">
            <h2 id={`${panelId}-title`} className="text-2xl font-bold text-navy-900">
              {w.title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              onClick={collapse}
              aria-label={w.close}
              className="inline-flex size-11 items-center justify-center rounded-md text-steel-600 hover:bg-steel-100"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <p className="mb-3 text-sm text-steel-600">{w.note}</p>
          <ul className="space-y-2">
            <li>
              <button
                type="button"
                className={`${action} bg-arc-600 text-white hover:bg-arc-700`}
                onClick={() => {
                  // The tab takes focus before the dialog opens, so the dialog gives focus back to it on close.
                  collapse();
                  openConsultation(true);
                }}
              >
                <CalendarDays aria-hidden="true" />
                {w.schedule}
              </button>
            </li>
            <li>
              <ExternalLink
                href={companyLinks.whatsapp}
                className={`${action} bg-[#0f7a3d] text-white hover:bg-[#0b5e2f]`}
              >
                <MessageCircle aria-hidden="true" />
                {w.whatsapp}
              </ExternalLink>
            </li>
            <li>
              <a href={companyLinks.tel(0)} className={`${action} bg-navy-900 text-white hover:bg-navy-800`}>
                <Phone aria-hidden="true" />
                <span>
                  {w.call} <span className="sr-only">{company.phones[0].display}</span>
                </span>
              </a>
            </li>
            <li>
              <a
                href={companyLinks.mail}
                className={`${action} border-2 border-navy-900 text-navy-900 hover:bg-steel-100`}
              >
                <Mail aria-hidden="true" />
                <span>
                  {w.email} <span className="sr-only">{company.email}</span>
                </span>
              </a>
            </li>
          </ul>
        </section>
      ) : hydrated ? (
        <button ref={tabRef} type="button" aria-expanded={false} onClick={() => setExpanded(true)} className={tab}>
          {label}
        </button>
      ) : (
        // Until the scripts run, the tab leads to the contact section, where the same ways to reach us are.
        <a ref={tabLinkRef} href={localize("/#contact")} className={tab}>
          {label}
        </a>
      )}
    </aside>
  );
}
