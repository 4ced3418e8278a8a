import { Link } from "~/components/ui/link";
import { useCommon, useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { type Locale, localeAutonyms, locales, localeTags, localizePath } from "~/lib/i18n";
import { useLocation } from "~/lib/router";
import { storageKeys, writeChoice } from "~/lib/storage";
import { useHydrated } from "~/lib/use-hydrated";
import { Flag } from "./flag";

/**
 * English / Français as two links to the same page in each language (search and hash kept).
 * Links rather than a menu: they work without JavaScript, are indexable, and their state is
 * announced through `aria-current`.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useCommon();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  // The prerendered HTML knows only the path, and React keeps the server's href when it hydrates:
  // the query and hash join the links once hydrated, so they match the address the visitor is on.
  const here = useHydrated() ? `${pathname}${search}${hash}` : pathname;
  return (
    <nav aria-label={t.header.language} className={className}>
      <ul className="flex items-center gap-1">
        {locales.map((locale: Locale) => {
          const active = locale === current;
          return (
            <li key={locale}>
              <Link
                to={localizePath(here, locale)}
                lang={localeTags[locale]}
                data-language-link
                hrefLang={localeTags[locale]}
                aria-current={active ? "true" : undefined}
                onClick={() => writeChoice(storageKeys.preferredLanguage, locale)}
                className={cn(
                  "inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 text-xs font-semibold",
                  active ? "bg-white/15 text-white" : "text-steel-100 hover:bg-white/10 hover:text-white",
                )}
              >
                <Flag locale={locale} />
                {localeAutonyms[locale]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
