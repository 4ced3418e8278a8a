import { Scale } from "lucide-react";
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
import type { Route } from "./+types/about";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export async function loader({ request }: Route.LoaderArgs) {
  return { about: aboutDictionaries[localeOfRequest(request)] };
}

export const meta: Route.MetaFunction = ({ location, matches }) => metaForPath(location.pathname, commonOf(matches));

export default function AboutPage() {
  const t = useCommon();
  const copy = usePageCopy("about");
  const o = copy.overview;
  return (
    <>
      <PageHero title={t.pages.about.title} eyebrow={copy.eyebrow}>
        {t.pages.about.description}
      </PageHero>
      <IntroSection
        id="about-intro"
        title={o.introTitle}
        paragraphs={o.intro}
        image={{ src: "/images/about-workshop.svg", alt: o.imageAlt }}
        aside={<StatList label={o.statsLabel} stats={o.stats} />}
      />
      <PageSection id="about-values" tone="muted" eyebrow={o.valuesEyebrow} title={o.valuesTitle} lead={o.valuesLead}>
        <CardList items={o.values} columns={4} icon={Scale} />
      </PageSection>
      <AboutShared copy={copy} current="about" />
    </>
  );
}
