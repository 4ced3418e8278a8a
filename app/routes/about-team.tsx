import { Award, Users } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { aboutDictionaries } from "~/content/locales/about";
import { AboutShared } from "~/features/company-pages/about-shared";
import { CardList } from "~/features/company-pages/card-list";
import { IntroSection } from "~/features/company-pages/intro-section";
import { PageSection } from "~/features/company-pages/page-section";
import { StatList } from "~/features/company-pages/stat-list";
import { useCommon, useLocale } from "~/features/i18n/use-locale";
import { metaForPath } from "~/lib/page-meta";
import type { Route } from "./+types/about-team";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

export default function TeamPage() {
  const t = useCommon();
  const copy = aboutDictionaries[useLocale()];
  const team = copy.team;
  const page = t.pages["about-team"];
  return (
    <>
      <PageHero title={page.title} eyebrow={copy.eyebrow}>
        {page.description}
      </PageHero>
      <IntroSection
        id="team-intro"
        title={team.introTitle}
        paragraphs={team.intro}
        image={{ src: "/images/about-team.svg", alt: team.imageAlt }}
        aside={<StatList label={team.statsLabel} stats={team.stats} />}
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
