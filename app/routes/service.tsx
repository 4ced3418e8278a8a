import { ClipboardCheck } from "lucide-react";
import { CardList } from "~/components/blocks/card-list";
import { CheckList } from "~/components/blocks/check-list";
import { ColumnSection } from "~/components/blocks/column-section";
import { ContactLink } from "~/components/blocks/contact-link";
import { CtaBand } from "~/components/blocks/cta-band";
import { IntroSection } from "~/components/blocks/intro-section";
import { LinkPills } from "~/components/blocks/link-pills";
import { PageSection } from "~/components/blocks/page-section";
import { StandardsList } from "~/components/blocks/standards-list";
import { StepList } from "~/components/blocks/step-list";
import { NamedPageHero } from "~/components/layout/named-page-hero";
import { Container } from "~/components/ui/container";
import { servicesPagesDictionaries } from "~/content/locales/service-pages";
import { pathOf } from "~/content/pages";
import { serviceKeyOf, servicePages } from "~/content/service-page-facts";
import { QuoteButton } from "~/features/company-pages/quote-button";
import { relatedProjects } from "~/features/projects/projects.server";
import { RelatedProjects } from "~/features/projects/related-projects";
import { metaOfPage } from "~/features/seo/page-meta";
import { templatePageCopy } from "~/i18n/page-copy.server";
import { useCommon, useLocalize } from "~/i18n/use-locale";
import { localeOfRequest } from "~/lib/i18n";
import { type LoaderArgs, type MetaFunction, useLoaderData } from "~/lib/router";

/** Runs at build time: this service page's copy in its language, as data rather than code (decision 0009). */
export async function loader({ request }: LoaderArgs) {
  const page = templatePageCopy(
    request,
    { name: "routes/service.tsx", keyOf: serviceKeyOf },
    servicesPagesDictionaries,
  );
  const related = await relatedProjects(localeOfRequest(request), { facet: "service", value: page.key });
  return { ...page, related };
}

export const meta: MetaFunction<typeof loader> = metaOfPage;

/** The one template of the six static service pages; the page's key picks its copy and data. */
export default function ServicePage() {
  const t = useCommon();
  const localize = useLocalize();
  const { pageId, key, labels, copy, related } = useLoaderData<typeof loader>();
  const data = servicePages[key];
  const sectors = data.sectors.map((k) => ({
    href: localize(pathOf(`industry-${k}`)),
    label: t.pages[`industry-${k}`].name,
  }));
  return (
    <>
      <NamedPageHero page={pageId} eyebrow={labels.eyebrow} />
      <IntroSection
        id="service-overview"
        title={copy.headline}
        paragraphs={copy.intro}
        image={{ src: data.image, alt: copy.imageAlt }}
        actions={
          <>
            <QuoteButton label={labels.quote} service={data.quoteService} />
            <ContactLink label={labels.contact} />
          </>
        }
      />
      <PageSection id="service-scope" tone="muted" eyebrow={labels.scopeEyebrow} title={labels.scopeTitle}>
        <CardList items={copy.scope} columns={3} icon={ClipboardCheck} />
      </PageSection>
      <PageSection id="service-standards" eyebrow={labels.standardsEyebrow} title={labels.standardsTitle}>
        <StandardsList items={copy.standards} />
      </PageSection>
      <div className="bg-steel-50 py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <ColumnSection id="service-deliverables" title={labels.deliverablesTitle}>
            <CheckList items={copy.deliverables} />
          </ColumnSection>
          <ColumnSection id="service-process" title={labels.processTitle}>
            <StepList steps={copy.process} />
          </ColumnSection>
        </Container>
      </div>
      <PageSection id="service-sectors" title={labels.sectorsTitle} lead={copy.sectorsText}>
        <LinkPills links={sectors} />
      </PageSection>
      <RelatedProjects related={related} tone="muted" />
      <CtaBand id="service-cta" title={labels.ctaTitle} text={labels.ctaText}>
        <QuoteButton label={labels.quote} service={data.quoteService} />
        <ContactLink label={labels.contact} variant="inverse" />
      </CtaBand>
    </>
  );
}
