import { HeartHandshake } from "lucide-react";
import { CardList } from "~/components/blocks/card-list";
import { IntroSection } from "~/components/blocks/intro-section";
import { PageSection } from "~/components/blocks/page-section";
import { StepList } from "~/components/blocks/step-list";
import { NamedPageHero } from "~/components/layout/named-page-hero";
import { AboutShared } from "~/features/company-pages/about-shared";
import { metaOfPage } from "~/features/seo/page-meta";
import { usePageCopy } from "~/i18n/page-copy";
import { copyOfPage } from "~/i18n/page-copy.server";
import type { MetaFunction } from "~/lib/router";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export const loader = copyOfPage;

export const meta: MetaFunction<typeof loader> = metaOfPage;

export default function MissionPage() {
  const copy = usePageCopy("about");
  const m = copy.mission;
  return (
    <>
      <NamedPageHero page="about-mission" eyebrow={copy.eyebrow} />
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
