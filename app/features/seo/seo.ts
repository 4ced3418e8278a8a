import { company } from "~/content/company";
import { type Locale, localeFromPath, locales, localeTags, localizePath, stripLocale } from "~/lib/i18n";
import type { MetaDescriptor } from "~/lib/router";

/** Absolute URL of a site path, from the one `siteUrl` setting. */
export function absoluteUrl(path: string): string {
  return `${company.siteUrl}${path === "/" ? "/" : path}`;
}

/** Site path of a page's link-preview image: `/social/fr/services/ndt.png`, `/social/en/home.png`. */
export function socialCardPath(pathname: string): string {
  const locale = localeFromPath(pathname);
  const neutral = stripLocale(pathname);
  return `/social/${locale}/${neutral === "/" ? "home" : neutral.slice(1)}.png`;
}

const ogLocales: Record<Locale, string> = { en: "en_GB", fr: "fr_FR" };

interface PageMetaInput {
  /** The page's own title, without the company name. */
  title: string;
  description: string;
  /** The path being rendered, in its locale (e.g. `/fr/services/ndt`). */
  pathname: string;
  locale: Locale;
  type?: "website" | "article";
}

/** Title, description, canonical, hreflang alternates and link-preview tags for a page. */
export function pageMeta({ title, description, pathname, locale, type = "website" }: PageMetaInput): MetaDescriptor[] {
  const neutral = stripLocale(pathname);
  const canonical = absoluteUrl(localizePath(neutral, locale));
  const fullTitle = `${title} | ${company.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...locales.map((l) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: localeTags[l],
      href: absoluteUrl(localizePath(neutral, l)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(localizePath(neutral, "en")) },
    { property: "og:type", content: type },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocales[locale] },
    // The same page exists in the other language; link-preview consumers may pick it for their readers.
    ...locales.filter((l) => l !== locale).map((l) => ({ property: "og:locale:alternate", content: ogLocales[l] })),
    { property: "og:image", content: absoluteUrl(socialCardPath(localizePath(neutral, locale))) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: absoluteUrl(socialCardPath(localizePath(neutral, locale))) },
    { name: "twitter:image:alt", content: title },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}
