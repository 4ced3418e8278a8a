import { ChevronDown } from "lucide-react";
import { Fragment, type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import { type HeaderMenu, headerMenus, headerNav, pathOfTarget } from "~/content/navigation";
import { useCommon, useLocalize } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { isPopoverOpen } from "~/lib/popover";
import { useLocation } from "~/lib/router";
import { useHydrated } from "~/lib/use-hydrated";
import { PageLinkItems } from "./page-link-items";

/** Menus open after 200 ms of hover, skip that delay for 300 ms after one closes, and close after 150 ms. */
export const menuDelays = { open: 200, skip: 300, close: 150 } as const;

const item =
  "inline-flex min-h-11 items-center gap-1 rounded-md px-2.5 text-sm font-semibold whitespace-nowrap text-white transition-colors hover:bg-white/10 aria-expanded:bg-white/10";

/**
 * Desktop navigation as the WAI-ARIA disclosure pattern: each menu is a button that shows a list of
 * links. Radix NavigationMenu was tried first; its hidden focus proxies fail axe's aria-hidden-focus
 * rule (see docs/decisions/0005-disclosure-navigation.md).
 */
export function DesktopNav({ className }: { className?: string }) {
  const t = useCommon();
  const localize = useLocalize();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<HeaderMenu | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const lastClosed = useRef(0);
  // A menu that hover opened stays open when its button is then clicked: the click that follows a pause
  // on the button (or arrives late on a busy phone) pins it rather than closing it again.
  const openedByHover = useRef(false);
  const baseId = useId();
  const rootRef = useRef<HTMLUListElement>(null);
  // Until the scripts run (or where they never do), each button opens its list as a native popover:
  // the browser shows it, closes it on Esc or a click elsewhere, and tells assistive technology it is open.
  const hydrated = useHydrated();
  // A menu opened before the scripts ran stays open once they take over.
  useLayoutEffect(() => {
    const shown = headerNav.find(
      (entry) => "menu" in entry && isPopoverOpen(document.getElementById(`${baseId}-${entry.menu}`)),
    );
    if (shown && "menu" in shown) setOpen(shown.menu);
  }, [baseId]);

  const schedule = (fn: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(fn, ms);
  };
  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    setOpen((current) => {
      if (current) lastClosed.current = Date.now();
      return null;
    });
  }, []);
  const hoverOpen = (key: HeaderMenu) => {
    const skipping = open !== null || Date.now() - lastClosed.current < menuDelays.skip;
    const openByHover = () => {
      openedByHover.current = true;
      setOpen(key);
    };
    if (skipping) {
      window.clearTimeout(timer.current);
      openByHover();
    } else schedule(openByHover, menuDelays.open);
  };

  // Navigation closes any open menu (not the first render: a menu opened before the scripts ran is
  // kept); so do a click outside and Esc anywhere.
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    close();
  }, [pathname, close]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, close]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onMenuKeyDown(key: HeaderMenu, event: KeyboardEvent<HTMLLIElement>) {
    // React clears currentTarget once the handler returns; the frame callback below needs the item.
    const menuItem = event.currentTarget;
    const links = [...menuItem.querySelectorAll<HTMLAnchorElement>("ul a")];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape" && open === key) {
      event.preventDefault();
      close();
      menuItem.querySelector("button")?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      if (open !== key) setOpen(key);
      requestAnimationFrame(() => {
        const fresh = [...menuItem.querySelectorAll<HTMLAnchorElement>("ul a")];
        fresh[Math.min(index + 1, fresh.length - 1)]?.focus();
      });
    } else if (event.key === "ArrowUp" && index >= 0) {
      event.preventDefault();
      if (index === 0) menuItem.querySelector("button")?.focus();
      else links[index - 1]?.focus();
    }
  }

  const menu = (key: HeaderMenu, label: string) => {
    const panelId = `${baseId}-${key}`;
    const expanded = open === key;
    return (
      <li
        className="relative"
        onMouseEnter={() => hoverOpen(key)}
        onMouseLeave={() => schedule(close, menuDelays.close)}
        onKeyDown={(e) => onMenuKeyDown(key, e)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
        }}
      >
        <button
          type="button"
          className={item}
          popoverTarget={hydrated ? undefined : panelId}
          style={hydrated ? undefined : { anchorName: `--menu-${key}` }}
          aria-expanded={hydrated ? expanded : undefined}
          aria-controls={hydrated ? panelId : undefined}
          onClick={() => {
            const pinned = expanded && openedByHover.current;
            openedByHover.current = false;
            window.clearTimeout(timer.current);
            if (pinned) return;
            if (expanded) close();
            else setOpen(key);
          }}
        >
          {label}
          <ChevronDown
            aria-hidden="true"
            className={cn("size-4 transition-transform duration-150", expanded && "rotate-180")}
          />
        </button>
        <ul
          id={panelId}
          hidden={hydrated ? !expanded : undefined}
          popover={hydrated ? undefined : "auto"}
          style={hydrated ? undefined : { positionAnchor: `--menu-${key}` }}
          className={cn(
            "w-72 rounded-lg border border-steel-300 bg-white p-2 shadow-xl",
            hydrated ? "absolute top-full left-0 z-10 mt-2" : "menu-popover",
          )}
        >
          <PageLinkItems
            pages={headerMenus[key]}
            linkClassName="flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-navy-900 hover:bg-steel-100 focus:bg-steel-100"
          />
        </ul>
      </li>
    );
  };
  const link = (to: string, label: string) => (
    <li>
      <Link to={localize(to)} className={item}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t.header.mainNav} className={className}>
      <ul ref={rootRef} className="flex items-center gap-0.5">
        {headerNav.map((item) =>
          "menu" in item ? (
            <Fragment key={item.label}>{menu(item.menu, t.header[item.label])}</Fragment>
          ) : (
            <Fragment key={item.label}>{link(pathOfTarget(item.to), t.header[item.label])}</Fragment>
          ),
        )}
      </ul>
    </nav>
  );
}
