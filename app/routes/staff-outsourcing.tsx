import { BadgeCheck } from "lucide-react";
import { CardList } from "~/components/blocks/card-list";
import { ContactLink } from "~/components/blocks/contact-link";
import { CtaBand } from "~/components/blocks/cta-band";
import { IntroSection } from "~/components/blocks/intro-section";
import { PageSection } from "~/components/blocks/page-section";
import { StatCards } from "~/components/blocks/stat-cards";
import { NamedPageHero } from "~/components/layout/named-page-hero";
import { staffOutsourcingService } from "~/content/forms";
import { QuoteButton } from "~/features/company-pages/quote-button";
import { staffRoles } from "~/features/company-pages/staff-roles.server";
import { staffRolesMarkup } from "~/features/company-pages/staff-roles-markup.server";
import { relatedProjects } from "~/features/projects/projects.server";
import { RelatedProjects } from "~/features/projects/related-projects";
import { metaOfPage } from "~/features/seo/page-meta";
import { usePageCopy } from "~/i18n/page-copy";
import { copyOf, copyOfPage } from "~/i18n/page-copy.server";
import { localeOfRequest, plural } from "~/lib/i18n";
import { type LoaderArgs, type MetaFunction, useLoaderData } from "~/lib/router";

/**
 * Runs at build time: the page's copy in its language (decision 0009), the roles of
 * app/content/staff-roles.yaml in that language as HTML under a heading that counts them (decision 0025), and
 * its latest case studies.
 */
export async function loader(args: LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const related = await relatedProjects(locale, { facet: "service", value: "staff-outsourcing" });
  const roles = await staffRoles(locale);
  const { rolesTitle, rolePhotoCredit } = copyOf("staff", locale).staff;
  return {
    ...(await copyOfPage(args)),
    rolesTitle: plural(locale, roles.length, rolesTitle),
    rolesHtml: staffRolesMarkup(roles, rolePhotoCredit),
    related,
  };
}

export const meta: MetaFunction<typeof loader> = metaOfPage;

export default function StaffOutsourcingPage() {
  const copy = usePageCopy("staff");
  const { rolesTitle, rolesHtml, related } = useLoaderData<typeof loader>();
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
      <PageSection id="staff-roles" tone="muted" eyebrow={copy.rolesEyebrow} title={rolesTitle} lead={copy.rolesLead}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by React at build time from the repository's roles, every text escaped. */}
        <div dangerouslySetInnerHTML={{ __html: rolesHtml }} />
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
