import { BadgeCheck } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { Picture } from "~/components/ui/picture";
import { staffOutsourcingService } from "~/content/forms";
import { staffDictionaries } from "~/content/locales/staff";
import { staffRoleIds, staffRoleImage } from "~/content/staff-roles";
import { CardList } from "~/features/company-pages/card-list";
import { ContactLink } from "~/features/company-pages/contact-link";
import { CtaBand } from "~/features/company-pages/cta-band";
import { roleImageSize } from "~/features/company-pages/images";
import { IntroSection } from "~/features/company-pages/intro-section";
import { PageSection } from "~/features/company-pages/page-section";
import { QuoteButton } from "~/features/company-pages/quote-button";
import { StatList } from "~/features/company-pages/stat-list";
import { usePageCopy } from "~/features/i18n/page-copy";
import { useCommon } from "~/features/i18n/use-locale";
import { localeOfRequest } from "~/lib/i18n";
import { commonOf, metaForPath } from "~/lib/page-meta";
import type { Route } from "./+types/staff-outsourcing";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export async function loader({ request }: Route.LoaderArgs) {
  return { staff: staffDictionaries[localeOfRequest(request)] };
}

export const meta: Route.MetaFunction = ({ location, matches }) => metaForPath(location.pathname, commonOf(matches));

export default function StaffOutsourcingPage() {
  const t = useCommon();
  const copy = usePageCopy("staff");
  const page = t.pages["staff-outsourcing"];
  return (
    <>
      <PageHero title={page.title} eyebrow={copy.eyebrow}>
        {page.description}
      </PageHero>
      <IntroSection
        id="staff-intro"
        title={copy.introTitle}
        paragraphs={copy.intro}
        image={{ src: "/images/service-staff-outsourcing.svg", alt: copy.imageAlt }}
        aside={<StatList label={copy.statsLabel} stats={copy.stats} />}
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
                  width={roleImageSize.width}
                  height={roleImageSize.height}
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
      <CtaBand id="staff-cta" title={copy.ctaTitle} text={copy.ctaText}>
        <QuoteButton label={copy.quote} service={staffOutsourcingService} />
        <ContactLink label={copy.contact} variant="inverse" />
      </CtaBand>
    </>
  );
}
