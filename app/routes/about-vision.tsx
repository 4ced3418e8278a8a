import { PageHero } from "~/components/layout/page-hero";
import { aboutDictionaries } from "~/content/locales/about";
import { AboutShared } from "~/features/company-pages/about-shared";
import { CardList } from "~/features/company-pages/card-list";
import { IntroSection } from "~/features/company-pages/intro-section";
import { PageSection } from "~/features/company-pages/page-section";
import { usePageCopy } from "~/features/i18n/page-copy";
import { useCommon } from "~/features/i18n/use-locale";
import { localeOfRequest } from "~/lib/i18n";
import { commonOf, metaForPath } from "~/lib/page-meta";
import type { Route } from "./+types/about-vision";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export async function loader({ request }: Route.LoaderArgs) {
  return { about: aboutDictionaries[localeOfRequest(request)] };
}

export const meta: Route.MetaFunction = ({ location, matches }) => metaForPath(location.pathname, commonOf(matches));

export default function VisionPage() {
  const t = useCommon();
  const copy = usePageCopy("about");
  const v = copy.vision;
  const page = t.pages["about-vision"];
  return (
    <>
      <PageHero title={page.title} eyebrow={copy.eyebrow}>
        {page.description}
      </PageHero>
      <IntroSection
        id="vision-statement"
        title={v.statementTitle}
        lead={v.statement}
        paragraphs={v.paragraphs}
        image={{ src: "/images/about-vision.svg", alt: v.imageAlt }}
      />
      <PageSection id="vision-goals" tone="muted" eyebrow={v.goalsEyebrow} title={v.goalsTitle} lead={v.goalsLead}>
        <CardList items={v.goals} columns={4} />
      </PageSection>
      <AboutShared copy={copy} current="about-vision" />
    </>
  );
}
