import { PageHero } from "~/components/layout/page-hero";
import { aboutDictionaries } from "~/content/locales/about";
import { AboutShared } from "~/features/company-pages/about-shared";
import { CardList } from "~/features/company-pages/card-list";
import { IntroSection } from "~/features/company-pages/intro-section";
import { PageSection } from "~/features/company-pages/page-section";
import { useCommon, useLocale } from "~/features/i18n/use-locale";
import { metaForPath } from "~/lib/page-meta";
import type { Route } from "./+types/about-vision";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

export default function VisionPage() {
  const t = useCommon();
  const copy = aboutDictionaries[useLocale()];
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
