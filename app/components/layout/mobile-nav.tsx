import { ChevronDown } from "lucide-react";
import { Collapsible } from "radix-ui";
import { Fragment, type ReactNode, useState } from "react";
import { Link } from "~/components/ui/link";
import { type HeaderMenu, headerMenus, headerNav, pathOfTarget, proofPages } from "~/content/navigation";
import type { PageId } from "~/content/pages";
import { useCommon, useLocalize } from "~/i18n/use-locale";
import { PageLinkItems } from "./page-link-items";

const row =
  "flex min-h-12 w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-base leading-snug font-semibold text-navy-900 hover:bg-steel-100";

/**
 * The mobile menu's links; groups expand and collapse independently of each other. `native` renders the
 * groups as `<details>`, which open without any script: the header serves that version in the page's HTML
 * for taps that come before the scripts, and for browsers that never run them.
 */
export function MobileNav({
  id,
  native = false,
  initialOpen,
  children,
}: {
  id: string;
  native?: boolean;
  /** Groups open from the start: those the visitor opened in the native menu this one replaces. */
  initialOpen?: Partial<Record<HeaderMenu, boolean>>;
  children?: ReactNode;
}) {
  const t = useCommon();
  const localize = useLocalize();
  const [openGroups, setOpenGroups] = useState<Record<HeaderMenu, boolean>>({
    services: false,
    industries: false,
    about: false,
    ...initialOpen,
  });
  const links = (pages: readonly PageId[]) => (
    <ul className="ml-3 border-l-2 border-steel-100 pl-2">
      <PageLinkItems pages={pages} linkClassName={row} />
    </ul>
  );
  // The proof pages of a group stay in view under its button, open or closed; its other links fold away.
  const isProof = (id: PageId) => (proofPages as readonly PageId[]).includes(id);
  const folded = (key: HeaderMenu) => headerMenus[key].filter((id) => !isProof(id));
  const pinned = (key: HeaderMenu) => {
    const pages = headerMenus[key].filter(isProof);
    return pages.length > 0 ? links(pages) : null;
  };
  const chevron = (className: string) => (
    <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${className}`} />
  );
  const group = (key: HeaderMenu, label: string) =>
    native ? (
      <li>
        <details data-group={key}>
          <summary className={`${row} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
            {label}
            {chevron("[[open]>summary>&]:rotate-180")}
          </summary>
          {links(folded(key))}
        </details>
        {pinned(key)}
      </li>
    ) : (
      <li>
        <Collapsible.Root open={openGroups[key]} onOpenChange={(open) => setOpenGroups((g) => ({ ...g, [key]: open }))}>
          <Collapsible.Trigger className={row} data-group={key}>
            {label}
            {chevron("[[data-state=open]>&]:rotate-180")}
          </Collapsible.Trigger>
          <Collapsible.Content>{links(folded(key))}</Collapsible.Content>
        </Collapsible.Root>
        {pinned(key)}
      </li>
    );
  const link = (to: string, label: string) => (
    <li>
      <Link to={localize(to)} className={row}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav
      id={id}
      aria-label={t.header.mobileNav}
      className="max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-steel-100 bg-white px-4 pt-2 pb-6 shadow-xl"
    >
      <ul className="space-y-1">
        {headerNav.map((item) =>
          "menu" in item ? (
            <Fragment key={item.label}>{group(item.menu, t.header[item.label])}</Fragment>
          ) : (
            <Fragment key={item.label}>{link(pathOfTarget(item.to), t.header[item.label])}</Fragment>
          ),
        )}
      </ul>
      {children}
    </nav>
  );
}
