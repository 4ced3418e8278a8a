import { ArrowRight, TriangleAlert } from "lucide-react";
import { CardList } from "~/components/blocks/card-list";
import { ContactLink } from "~/components/blocks/contact-link";
import { CtaBand } from "~/components/blocks/cta-band";
import { IntroSection } from "~/components/blocks/intro-section";
import { LinkPills } from "~/components/blocks/link-pills";
import { PageSection } from "~/components/blocks/page-section";
import { StatCards } from "~/components/blocks/stat-cards";
import { NamedPageHero } from "~/components/layout/named-page-hero";
import { Link } from "~/components/ui/link";
import { industryKeyOf, industryKeys, industryPages, serviceLinkOf } from "~/content/industry-page-facts";
import { industriesDictionaries } from "~/content/locales/industries";
import { pathOf } from "~/content/pages";
import { ConsultationButton } from "~/features/company-pages/consultation-button";
import { QuoteButton } from "~/features/company-pages/quote-button";
import { relatedProjects } from "~/features/projects/projects.server";
import { RelatedProjects } from "~/features/projects/related-projects";
import { metaOfPage } from "~/features/seo/page-meta";
import { templatePageCopy } from "~/i18n/page-copy.server";
import { useCommon, useLocalize } from "~/i18n/use-locale";
import { localeOfRequest } from "~/lib/i18n";
import { type LoaderArgs, type MetaFunction, useLoaderData } from "~/lib/router";

/** Runs at build time: this industry page's copy in its language, as data rather than code (decision 0009). */
export async function loader({ request }: LoaderArgs) {
  const page = templatePageCopy(request, { name: "routes/industry.tsx", keyOf: industryKeyOf }, industriesDictionaries);
  const related = await relatedProjects(localeOfRequest(request), { facet: "industry", value: page.key });
  return { ...page, related };
}

export const meta: MetaFunction<typeof loader> = metaOfPage;

/** The one template of the five industry pages; the page's key picks its copy and data. */
export default function IndustryPage() {
  const t = useCommon();
  const localize = useLocalize();
  const { pageId, key, labels, copy, related } = useLoaderData<typeof loader>();
  const data = industryPages[key];
  const others = industryKeys
    .filter((k) => k !== key)
    .map((k) => ({ href: localize(pathOf(`industry-${k}`)), label: t.pages[`industry-${k}`].name }));
  return (
    <>
      <NamedPageHero page={pageId} eyebrow={labels.eyebrow} />
      <IntroSection
        id="industry-overview"
        title={copy.headline}
        paragraphs={copy.intro}
        image={{ src: data.image, alt: copy.imageAlt }}
        aside={<StatCards label={labels.statsLabel} stats={labels.stats} />}
        actions={
          <>
            <QuoteButton label={labels.quote} />
            <ContactLink label={labels.contact} />
          </>
        }
      />
      <PageSection
        id="industry-challenges"
        tone="muted"
        eyebrow={labels.challengesEyebrow}
        title={labels.challengesTitle}
      >
        <CardList items={copy.challenges} columns={2} icon={TriangleAlert} />
      </PageSection>
      <PageSection
        id="industry-services"
        eyebrow={labels.servicesEyebrow}
        title={labels.servicesTitle}
        lead={labels.servicesLead}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Object.entries(copy.services).map(([serviceKey, service]) => (
            <li key={serviceKey} className="rounded-lg border border-steel-100 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-bold text-navy-900">
                <Link
                  to={localize(serviceLinkOf(key, serviceKey) ?? pathOf("home"))}
                  className="inline-flex items-start gap-2 underline decoration-arc-600/40 underline-offset-4 hover:text-arc-700 hover:decoration-arc-700"
                >
                  {service.title}
                  <ArrowRight aria-hidden="true" className="mt-1.5 size-4 shrink-0" />
                </Link>
              </h3>
              <p className="mt-2 leading-relaxed text-steel-600">{service.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <RelatedProjects related={related} tone="muted" />
      <CtaBand id="industry-cta" title={labels.ctaTitle} text={labels.ctaText}>
        <QuoteButton label={labels.quote} />
        <ConsultationButton label={labels.consultation} />
        <ContactLink label={labels.contact} variant="inverse" />
      </CtaBand>
      <PageSection id="industry-others" tone="muted" title={labels.otherTitle}>
        <LinkPills links={others} />
      </PageSection>
    </>
  );
}
