import { company } from "~/content/company";
import { credentials } from "~/content/credentials";
import type { CommonDictionary } from "~/content/locales";
import { pageIdFromPath, pageIdOf, pageOf } from "~/content/pages";
import { localeFromPath, stripLocale } from "~/lib/i18n";
import type { MetaDescriptor } from "~/lib/router";
import { pageMeta } from "./seo";
import { breadcrumbJsonLd, type JsonLd, serviceJsonLd } from "./structured-data";

/** Home, then every page whose path is a prefix of `neutralPath`, then the page itself. */
export function breadcrumbTrail(neutralPath: string, t: CommonDictionary, lastName: string) {
  const trail = [{ name: t.pages.home.name, path: "/" }];
  const segments = neutralPath.split("/").filter(Boolean);
  segments.forEach((_, i) => {
    const path = `/${segments.slice(0, i + 1).join("/")}`;
    const id = pageIdOf(path);
    if (i === segments.length - 1) trail.push({ name: lastName, path });
    else if (id) trail.push({ name: t.pages[id].name, path });
  });
  return trail;
}

/** JSON-LD as a meta descriptor: the head gets it as a `<script type="application/ld+json">` (site/adapter/meta.ts). */
export const jsonLdMeta = (data: JsonLd | null): MetaDescriptor[] => (data ? [{ "script:ld+json": data }] : []);

/**
 * The shell dictionary from a `meta` function's matches: the shell's data (app/root-data.ts), so
 * that titles and descriptions come with the page's data instead of the bundle.
 */
export function commonOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]): CommonDictionary {
  const data = matches.find((match) => match?.id === "root")?.data as { common?: CommonDictionary } | undefined;
  if (!data?.common) throw new Error("meta: the root route's data (the shell's copy) is missing");
  return data.common;
}

/** `meta` for a page whose title and description live in the shell dictionary, with its structured data. */
export function metaForPath(pathname: string, t: CommonDictionary): MetaDescriptor[] {
  const locale = localeFromPath(pathname);
  const id = pageIdFromPath(pathname);
  const page = t.pages[id];
  const neutral = stripLocale(pathname);
  const extra: JsonLd[] = [];
  if (pageOf(id).kind === "service") extra.push(serviceJsonLd(id, locale, t));
  if (id === "about-team") {
    extra.push({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": `${company.siteUrl}/#organization`,
      name: company.name,
      hasCredential: credentials.map((c) => ({
        "@type": "EducationalOccupationalCredential",
        name: c.name,
        credentialCategory: "certification",
        recognizedBy: { "@type": "Organization", name: c.recognizedBy },
      })),
    });
  }
  return [
    ...pageMeta({ title: page.title, description: page.description, pathname, locale }),
    ...jsonLdMeta(breadcrumbJsonLd(neutral, locale, breadcrumbTrail(neutral, t, page.name))),
    ...extra.flatMap(jsonLdMeta),
  ];
}

/** Everything a `meta` function is given that `pageMeta` reads. */
interface MetaArgs {
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/**
 * The `meta` of every page whose title and description are in the shell dictionary: the page comes
 * from the path, its words from the root route's data (`export const meta = metaOfPage`).
 */
export function metaOfPage({ location, matches }: MetaArgs): MetaDescriptor[] {
  return metaForPath(location.pathname, commonOf(matches));
}
