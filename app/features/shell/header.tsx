import { FileText, Mail, Menu, MessageCircle, Phone, X } from "lucide-react";
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { DesktopNav } from "~/components/layout/desktop-nav";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { Logo } from "~/components/layout/logo";
import { SocialLinks } from "~/components/layout/social-links";
import { buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { ServerHtml } from "~/components/ui/server-html";
import { company, companyLinks } from "~/content/company";
import type { HeaderMenu } from "~/content/navigation";
import { QuoteLink } from "~/features/quote/quote-link";
import { useCommon } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { stripLocale } from "~/lib/i18n";
import { isPopoverOpen } from "~/lib/popover";
import { useLocation } from "~/lib/router";
import { useHydrated } from "~/lib/use-hydrated";

// The mobile menu's code (and its collapsible groups) loads when the menu is first opened.
let mobileNavModule: typeof import("~/components/layout/mobile-nav") | undefined;
const loadMobileNav = () => import("~/components/layout/mobile-nav").then((m) => (mobileNavModule = m));
const LazyMobileNav = lazy(() => loadMobileNav().then((m) => ({ default: m.MobileNav })));
// The server renders the menu that serves before the scripts straight into the page: a lazy component
// there would suspend, and React would stream it as a hidden block that only a script can reveal.
const ServerMobileNav = import.meta.env.SSR ? (await import("~/components/layout/mobile-nav")).MobileNav : null;

/** The home page's header turns solid once the page is scrolled past 50 px. */
export const headerScrollThreshold = 50;

/** Fixed header: top bar (phones, email, social, language) and the main bar (logo, menus). */
export function Header() {
  const t = useCommon();
  const { pathname, key, state } = useLocation();
  const isHome = stripLocale(pathname) === "/";
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const nativeMenuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  // A phone menu opened before the scripts ran stays open once they take over: the native one serves until
  // the scripted one's code is here, which then opens with the same groups open and focus in the same place.
  const [handover, setHandover] = useState(false);
  const [handoverGroups, setHandoverGroups] = useState<Partial<Record<HeaderMenu, boolean>>>();
  const handoverFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!isPopoverOpen(document.getElementById(nativeMenuId))) return;
    setHandover(true);
    // If the code never comes, the native menu goes on serving.
    void loadMobileNav().then(() => {
      const native = document.getElementById(nativeMenuId);
      if (isPopoverOpen(native) && native) {
        const groups = [...native.querySelectorAll<HTMLDetailsElement>("details[data-group]")];
        setHandoverGroups(Object.fromEntries(groups.map((group) => [group.dataset.group, group.open])));
        const focused = document.activeElement;
        if (focused && native.contains(focused)) {
          const group = focused.closest<HTMLElement>("[data-group]")?.dataset.group;
          const href = focused.getAttribute("href");
          handoverFocus.current = href ? `a[href="${CSS.escape(href)}"]` : group ? `[data-group="${group}"]` : null;
        }
        setMenuOpen(true);
      }
      setHandover(false);
    });
  }, [nativeMenuId]);
  useLayoutEffect(() => {
    if (!menuOpen || handover || !handoverFocus.current) return;
    document.getElementById(menuId)?.querySelector<HTMLElement>(handoverFocus.current)?.focus();
    handoverFocus.current = null;
  }, [menuOpen, handover, menuId]);
  const native = !hydrated || handover;
  // The scripted menu's component, chosen when it first opens and then kept (another type would remount it
  // and close its groups): the module itself when a handover has loaded it already, so that the menu shows
  // at once (a lazy component shows nothing for a moment, even with its code here), else the lazy one.
  const navComponent = useRef<ComponentType<ComponentProps<typeof LazyMobileNav>> | null>(null);
  if (menuOpen && !native) navComponent.current ??= mobileNavModule?.MobileNav ?? LazyMobileNav;
  const MobileNav = navComponent.current ?? LazyMobileNav;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > headerScrollThreshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // The mobile menu closes on every navigation, including to a section of the same page, but not for the
  // history entry a form dialog adds while it is open (features/leads/use-back-closes.ts), nor when that
  // entry goes: the dialog's opener may be in the menu, and focus goes back to it.
  const dialogEntry = (state as { dialog?: boolean } | null)?.dialog === true;
  const wasOnDialogEntry = useRef(false);
  const lastKey = useRef(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger, not an input.
  useEffect(() => {
    // Not on the first render: a menu opened before the scripts ran is kept.
    if (lastKey.current === key) return;
    lastKey.current = key;
    if (!dialogEntry && !wasOnDialogEntry.current) setMenuOpen(false);
    wasOnDialogEntry.current = dialogEntry;
  }, [key]);

  // Escape closes the open menu from anywhere in it, and focus goes back to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      flushSync(() => setMenuOpen(false));
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const menuExtras = (
    <>
      <QuoteLink className="mt-4 w-full sm:hidden">
        <FileText aria-hidden="true" />
        {t.header.getQuote}
      </QuoteLink>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <a href={companyLinks.tel(0)} className={buttonVariants({ variant: "outline" })}>
          <Phone aria-hidden="true" />
          {t.header.callShort}
          <span className="sr-only"> {company.phones[0].display}</span>
        </a>
        <ExternalLink href={companyLinks.whatsapp} className={buttonVariants({ variant: "outline" })}>
          <MessageCircle aria-hidden="true" />
          {t.widget.whatsapp}
        </ExternalLink>
      </div>
      <SocialLinks
        className="mt-4 border-t border-steel-100 pt-4"
        itemClassName="size-11 text-navy-900 hover:bg-steel-100"
      />
    </>
  );

  const solid = !isHome || scrolled || menuOpen;
  return (
    <header
      data-solid={solid}
      className={cn(
        // Open, the phone menu is drawn over the cookie banner (z-40 too, later in the page), whose buttons
        // would otherwise hide the menu's last links.
        "fixed inset-x-0 top-0 transition-colors duration-200",
        menuOpen ? "z-[45]" : "z-40",
        solid ? "bg-navy-900 shadow-lg" : "bg-gradient-to-b from-navy-950/90 via-navy-950/55 to-transparent",
      )}
    >
      <div className={cn("border-b", solid ? "border-white/10" : "border-white/15")}>
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <ul
            aria-label={t.header.topBar}
            className="flex min-w-0 items-center gap-x-4 text-xs font-semibold whitespace-nowrap text-steel-100"
          >
            {company.phones.map((phone, i) => (
              <li key={phone.tel} className={i === 0 ? "" : "hidden md:block"}>
                <a
                  href={companyLinks.tel(i as 0 | 1)}
                  className="inline-flex min-h-9 items-center gap-1.5 hover:text-white"
                >
                  <Phone aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t.header.callUs}: </span>
                  {phone.display}
                </a>
              </li>
            ))}
            <li className="hidden sm:block">
              <a href={companyLinks.mail} className="inline-flex min-h-9 items-center gap-1.5 hover:text-white">
                <Mail aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t.header.emailUs}: </span>
                {company.email}
              </a>
            </li>
          </ul>
          <div className="flex items-center gap-2">
            <SocialLinks
              className="hidden lg:flex"
              itemClassName="size-9 text-steel-100 hover:bg-white/10 hover:text-white"
            />
            {/* The narrowest phones keep the number and both languages on one line: the flags give way. */}
            <LanguageSwitcher className="max-[359px]:[&_svg]:hidden" />
          </div>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo taglineClassName="max-[400px]:hidden xl:hidden" />
        <div className="flex items-center gap-1 sm:gap-2">
          <DesktopNav className="hidden xl:block" />
          <QuoteLink size="sm" className="whitespace-nowrap max-sm:hidden">
            <FileText aria-hidden="true" />
            {t.header.getQuote}
          </QuoteLink>
          {/* On phones the chat is one tap from every page; the top bar holds the call. */}
          <ExternalLink
            href={companyLinks.whatsapp}
            label={t.header.whatsappChat}
            className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10 sm:hidden"
          >
            <MessageCircle aria-hidden="true" className="size-6" />
          </ExternalLink>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10 xl:hidden"
            popoverTarget={native ? nativeMenuId : undefined}
            aria-expanded={native ? undefined : menuOpen}
            aria-controls={!native && menuOpen ? menuId : undefined}
            aria-label={menuOpen ? t.header.closeMenu : t.header.openMenu}
            onClick={native ? undefined : () => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      {!native ? (
        menuOpen ? (
          <div className="xl:hidden">
            <Suspense fallback={null}>
              <MobileNav id={menuId} initialOpen={handoverGroups}>
                {menuExtras}
              </MobileNav>
            </Suspense>
          </div>
        ) : null
      ) : (
        // Before the scripts run, the menu button opens this as a native popover. Its content is the
        // page's HTML only: the browser's copy never renders it (nor loads the menu's code for it), and
        // React leaves what the HTML holds in place until the scripted menu replaces it.
        <ServerHtml id={nativeMenuId} popover="auto" className="phone-menu-popover xl:hidden">
          {ServerMobileNav ? (
            <ServerMobileNav id={`${nativeMenuId}-nav`} native>
              {menuExtras}
            </ServerMobileNav>
          ) : null}
        </ServerHtml>
      )}
    </header>
  );
}
