import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { Link } from "react-router";
import { type HeaderMenu, headerMenus } from "~/content/navigation";
import { pathOf } from "~/content/pages";
import { useCommon, useLocalize } from "~/features/i18n/use-locale";
import { cn } from "~/lib/cn";

/** Spec §9: menus open after 200 ms of hover and skip the delay for 300 ms after one closes (Radix closes after 150 ms). */
const openDelay = 200;
const skipDelay = 300;

const item =
  "inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold text-white transition-colors hover:bg-white/10 data-[state=open]:bg-white/10";

/** Desktop navigation: Radix NavigationMenu gives hover intent, arrow-key movement and Esc. */
export function DesktopNav({ className }: { className?: string }) {
  const t = useCommon();
  const localize = useLocalize();
  const menu = (key: HeaderMenu, label: string) => (
    <NavigationMenu.Item value={key} className="relative">
      <NavigationMenu.Trigger className={item}>
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-150 [[data-state=open]>&]:rotate-180"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-72 rounded-lg border border-steel-300 bg-white p-2 shadow-xl">
        <ul>
          {headerMenus[key].map((id) => (
            <li key={id}>
              <NavigationMenu.Link asChild>
                <Link
                  to={localize(pathOf(id))}
                  className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-navy-900 hover:bg-steel-100 focus:bg-steel-100"
                >
                  {t.pages[id].name}
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
  const link = (to: string, label: string) => (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild>
        <Link to={localize(to)} className={item}>
          {label}
        </Link>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
  return (
    <NavigationMenu.Root
      aria-label={t.header.mainNav}
      delayDuration={openDelay}
      skipDelayDuration={skipDelay}
      className={cn("relative", className)}
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {link("/", t.header.home)}
        {menu("services", t.header.services)}
        {menu("industries", t.header.industries)}
        {menu("about", t.header.about)}
        {link("/services/staff-outsourcing", t.header.staffOutsourcing)}
        {link("/blog", t.header.blog)}
        {link("/#contact", t.header.contact)}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
