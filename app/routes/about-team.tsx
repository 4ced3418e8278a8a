import { Award, Users } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { aboutDictionaries } from "~/content/locales/about";
import { AboutShared } from "~/features/company-pages/about-shared";
import { CardList } from "~/features/company-pages/card-list";
import { IntroSection } from "~/features/company-pages/intro-section";
import { PageSection } from "~/features/company-pages/page-section";
import { StatList } from "~/features/company-pages/stat-list";
import { usePageCopy } from "~/features/i18n/page-copy";
import { useCommon } from "~/features/i18n/use-locale";
import { localeOfRequest } from "~/lib/i18n";
import { commonOf, metaForPath } from "~/lib/page-meta";
import type { Route } from "./+types/about-team";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export async function loader({ request }: Route.LoaderArgs) {
  return { about: aboutDictionaries[localeOfRequest(request)] };
}

export const meta: Route.MetaFunction = ({ location, matches }) => metaForPath(location.pathname, commonOf(matches));

export default function TeamPage() {
  const t = useCommon();
  const copy = usePageCopy("about");
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
