import { company } from "~/content/company";
import type { CommonDictionary } from "~/content/locales";
import { headerMenus } from "~/content/navigation";
import { type PageId, pathOf } from "~/content/pages";
import { type Locale, localeTags, localizePath } from "~/lib/i18n";
import { absoluteUrl } from "./seo";

/** schema.org JSON-LD object. */
export type JsonLd = Record<string, unknown>;

/** The company's node in every page's graph, which other nodes point to. */
export const orgId = `${company.siteUrl}/#organization`;

/**
 * The company as a local business. ProfessionalService is the LocalBusiness subtype schema.org offers
 * for firms selling expert services such as inspection and testing.
 */
export function organizationJsonLd(locale: Locale, t: CommonDictionary): JsonLd {
  const { hours, address } = company;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": orgId,
    name: company.name,
    description: t.pages.home.description,
    url: absoluteUrl(localizePath("/", locale)),
    logo: absoluteUrl("/images/logo-mark.svg"),
    image: absoluteUrl(`/social/${locale}/home.png`),
    email: company.email,
    telephone: company.phones.map((p) => p.tel),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: address.geo.latitude, longitude: address.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: hours.weekdays.opens,
        closes: hours.weekdays.closes,
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "Saturday",
        opens: hours.saturday.opens,
        closes: hours.saturday.closes,
      },
    ],
    ...(hours.emergency247
      ? {
          hoursAvailable: {
            "@type": "OpeningHoursSpecification",
            name: t.hours.emergency,
            dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
            opens: "00:00",
            closes: "23:59",
          },
        }
      : {}),
    sameAs: Object.values(company.social),
    areaServed: [
      { "@type": "Country", name: address.country },
      { "@type": "Place", name: "Gulf of Guinea" },
    ],
    knowsLanguage: ["en", "fr"],
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: t.header.services,
      itemListElement: [...headerMenus.services, "staff-outsourcing" as const].map((id) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: t.pages[id].name, url: absoluteUrl(localizePath(pathOf(id), locale)) },
      })),
    },
  };
}

/** Breadcrumbs from the home page down to `neutralPath`; `null` for the home page itself. */
export function breadcrumbJsonLd(
  neutralPath: string,
  locale: Locale,
  trail: { name: string; path: string }[],
): JsonLd | null {
  if (neutralPath === "/") return null;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(localizePath(crumb.path, locale)),
    })),
  };
}

/** A service page as a schema.org Service offered by the company. */
export function serviceJsonLd(id: PageId, locale: Locale, t: CommonDictionary): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: t.pages[id].title,
    description: t.pages[id].description,
    serviceType: t.pages[id].name,
    url: absoluteUrl(localizePath(pathOf(id), locale)),
    inLanguage: localeTags[locale],
    provider: { "@id": orgId },
    areaServed: { "@type": "Country", name: company.address.country },
  };
}

/** An article as a schema.org BlogPosting. */
export function blogPostingJsonLd(
  post: {
    slug: string;
    title: string;
    excerpt: string;
    publishDate: string;
    author: string;
    authorSlug: string;
    authorSample: boolean;
    image: string;
    tags: string[];
  },
  locale: Locale,
): JsonLd {
  const url = absoluteUrl(localizePath(`/blog/${post.slug}`, locale));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishDate,
    dateModified: post.publishDate,
    // A sample author is not published to search engines as a real person: the company signs instead.
    author: post.authorSample
      ? { "@id": orgId }
      : {
          "@type": "Person",
          name: post.author,
          url: `${absoluteUrl(localizePath("/about/team", locale))}#${post.authorSlug}`,
        },
    publisher: { "@id": orgId },
    image: [absoluteUrl(post.image), absoluteUrl(`/social/${locale}/blog/${post.slug}.png`)],
    mainEntityOfPage: url,
    url,
    inLanguage: localeTags[locale],
    keywords: post.tags.join(", "),
  };
}
