import { HeartHandshake } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { aboutDictionaries } from "~/content/locales/about";
import { AboutShared } from "~/features/company-pages/about-shared";
import { CardList } from "~/features/company-pages/card-list";
import { IntroSection } from "~/features/company-pages/intro-section";
import { PageSection } from "~/features/company-pages/page-section";
import { StepList } from "~/features/company-pages/step-list";
import { usePageCopy } from "~/features/i18n/page-copy";
import { useCommon } from "~/features/i18n/use-locale";
import { localeOfRequest } from "~/lib/i18n";
import { commonOf, metaForPath } from "~/lib/page-meta";
import type { Route } from "./+types/about-mission";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export async function loader({ request }: Route.LoaderArgs) {
  return { about: aboutDictionaries[localeOfRequest(request)] };
}

export const meta: Route.MetaFunction = ({ location, matches }) => metaForPath(location.pathname, commonOf(matches));

export default function MissionPage() {
  const t = useCommon();
  const copy = usePageCopy("about");
  const m = copy.mission;
  const page = t.pages["about-mission"];
  return (
    <>
      <PageHero title={page.title} eyebrow={copy.eyebrow}>
        {page.description}
      </PageHero>
      <IntroSection
        id="mission-statement"
        title={m.statementTitle}
        lead={m.statement}
        paragraphs={m.paragraphs}
        image={{ src: "/images/about-mission.svg", alt: m.imageAlt }}
      />
      <PageSection id="mission-values" tone="muted" eyebrow={m.valuesEyebrow} title={m.valuesTitle}>
        <CardList items={m.values} columns={4} icon={HeartHandshake} />
      </PageSection>
      <PageSection id="mission-ways" eyebrow={m.waysEyebrow} title={m.waysTitle}>
        <div className="max-w-3xl">
          <StepList steps={m.ways} />
        </div>
      </PageSection>
      <AboutShared copy={copy} current="about-mission" tone="muted" />
    </>
  );
}
