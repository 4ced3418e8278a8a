import { CardList } from "~/components/blocks/card-list";
import { IntroSection } from "~/components/blocks/intro-section";
import { PageSection } from "~/components/blocks/page-section";
import { NamedPageHero } from "~/components/layout/named-page-hero";
import { AboutShared } from "~/features/company-pages/about-shared";
import { metaOfPage } from "~/features/seo/page-meta";
import { usePageCopy } from "~/i18n/page-copy";
import { copyOfPage } from "~/i18n/page-copy.server";
import type { MetaFunction } from "~/lib/router";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export const loader = copyOfPage;

export const meta: MetaFunction<typeof loader> = metaOfPage;

export default function VisionPage() {
  const copy = usePageCopy("about");
  const v = copy.vision;
  return (
    <>
      <NamedPageHero page="about-vision" eyebrow={copy.eyebrow} />
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
