import { Award, Users } from "lucide-react";
import { CardList } from "~/components/blocks/card-list";
import { IntroSection } from "~/components/blocks/intro-section";
import { PageSection } from "~/components/blocks/page-section";
import { StatCards } from "~/components/blocks/stat-cards";
import { NamedPageHero } from "~/components/layout/named-page-hero";
import { AboutShared } from "~/features/company-pages/about-shared";
import { metaOfPage } from "~/features/seo/page-meta";
import { usePageCopy } from "~/i18n/page-copy";
import { copyOfPage } from "~/i18n/page-copy.server";
import type { Route } from "./+types/about-team";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export const loader = copyOfPage;

export const meta: Route.MetaFunction = metaOfPage;

export default function TeamPage() {
  const copy = usePageCopy("about");
  const team = copy.team;
  return (
    <>
      <NamedPageHero page="about-team" eyebrow={copy.eyebrow} />
      <IntroSection
        id="team-intro"
        title={team.introTitle}
        paragraphs={team.intro}
        image={{ src: "/images/about-team.svg", alt: team.imageAlt }}
        aside={<StatCards label={team.statsLabel} stats={team.stats} />}
      />
      <PageSection id="team-strengths" tone="muted" eyebrow={team.strengthsEyebrow} title={team.strengthsTitle}>
        <CardList items={team.strengths} columns={4} icon={Users} />
      </PageSection>
      <PageSection
        id="team-certifications"
        eyebrow={team.certificationsEyebrow}
        title={team.certificationsTitle}
        lead={team.certificationsLead}
      >
        <CardList items={team.certifications.map((c) => ({ title: c.name, text: c.text }))} columns={4} icon={Award} />
      </PageSection>
      {/* The team page lists the certifications in detail above, so the shared band leaves them out. */}
      <AboutShared copy={copy} current="about-team" showCertifications={false} tone="muted" />
    </>
  );
}
