import { BadgeCheck } from "lucide-react";
import { useLoaderData } from "react-router";
import { CardList } from "~/components/blocks/card-list";
import { ContactLink } from "~/components/blocks/contact-link";
import { CtaBand } from "~/components/blocks/cta-band";
import { roleImageSize } from "~/components/blocks/images";
import { IntroSection } from "~/components/blocks/intro-section";
import { PageSection } from "~/components/blocks/page-section";
import { StatCards } from "~/components/blocks/stat-cards";
import { NamedPageHero } from "~/components/layout/named-page-hero";
import { Picture } from "~/components/ui/picture";
import { staffOutsourcingService } from "~/content/forms";
import { staffRoleIds, staffRoleImage } from "~/content/staff-roles";
import { QuoteButton } from "~/features/company-pages/quote-button";
import { relatedProjects } from "~/features/projects/projects.server";
import { RelatedProjects } from "~/features/projects/related-projects";
import { metaOfPage } from "~/features/seo/page-meta";
import { usePageCopy } from "~/i18n/page-copy";
import { copyOfPage } from "~/i18n/page-copy.server";
import { localeOfRequest } from "~/lib/i18n";
import type { Route } from "./+types/staff-outsourcing";

/** Runs at build time: the page's copy in its language (decision 0009) and its latest case studies. */
export async function loader(args: Route.LoaderArgs) {
  const related = await relatedProjects(localeOfRequest(args.request), {
    facet: "service",
    value: "staff-outsourcing",
  });
  return { ...(await copyOfPage(args)), related };
}

export const meta: Route.MetaFunction = metaOfPage;

export default function StaffOutsourcingPage() {
  const copy = usePageCopy("staff");
  const { related } = useLoaderData<typeof loader>();
  return (
    <>
      <NamedPageHero page="staff-outsourcing" eyebrow={copy.eyebrow} />
      <IntroSection
        id="staff-intro"
        title={copy.introTitle}
        paragraphs={copy.intro}
        image={{ src: "/images/service-staff-outsourcing.svg", alt: copy.imageAlt }}
        aside={<StatCards label={copy.statsLabel} stats={copy.stats} />}
        actions={
          <>
            <QuoteButton label={copy.quote} service={staffOutsourcingService} />
            <ContactLink label={copy.contact} />
          </>
        }
      />
      <PageSection
        id="staff-roles"
        tone="muted"
        eyebrow={copy.rolesEyebrow}
        title={copy.rolesTitle}
        lead={copy.rolesLead}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {staffRoleIds.map((id) => {
            const role = copy.roles[id];
            return (
              <li
                key={id}
                className="flex flex-col overflow-hidden rounded-lg border border-steel-100 bg-white shadow-sm"
              >
                <Picture
                  src={staffRoleImage(id)}
                  alt={role.imageAlt}
                  {...roleImageSize}
                  className="w-full bg-steel-100"
                />
                <div className="p-5">
                  <h3 className="text-lg font-bold text-navy-900">{role.name}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-steel-600">{role.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection id="staff-included" eyebrow={copy.includedEyebrow} title={copy.includedTitle}>
        <CardList items={copy.included} columns={3} icon={BadgeCheck} />
      </PageSection>
      <RelatedProjects related={related} tone="muted" />
      <CtaBand id="staff-cta" title={copy.ctaTitle} text={copy.ctaText}>
        <QuoteButton label={copy.quote} service={staffOutsourcingService} />
        <ContactLink label={copy.contact} variant="inverse" />
      </CtaBand>
    </>
  );
}
