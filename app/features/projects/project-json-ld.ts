import { absoluteUrl } from "~/features/seo/seo";
import { type JsonLd, orgId } from "~/features/seo/structured-data";
import { type Locale, localeTags, localizePath } from "~/lib/i18n";

// Apart from the site's other structured data, which every page's code carries: only a project page needs it.
/**
 * A case study as a schema.org Article about the work (there is no type for a completed project), with the
 * services it used; the client is named only where the page names them.
 */
export function projectJsonLd(
  project: { slug: string; title: string; summary: string; period: { start: string; end?: string } },
  locale: Locale,
  image: string | undefined,
  services: readonly string[],
): JsonLd {
  const url = absoluteUrl(localizePath(`/projects/${project.slug}`, locale));
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: project.title,
    description: project.summary,
    inLanguage: localeTags[locale],
    author: { "@id": orgId },
    publisher: { "@id": orgId },
    about: services.map((name) => ({ "@type": "Service", name, provider: { "@id": orgId } })),
    temporalCoverage: `${project.period.start}/${project.period.end ?? ".."}`,
    ...(image ? { image: [absoluteUrl(image)] } : {}),
    mainEntityOfPage: url,
    url,
  };
}
