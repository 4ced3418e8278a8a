import { Scale } from "lucide-react";
import { CardList } from "~/components/blocks/card-list";
import { IntroSection } from "~/components/blocks/intro-section";
import { PageSection } from "~/components/blocks/page-section";
import { StatCards } from "~/components/blocks/stat-cards";
import { NamedPageHero } from "~/components/layout/named-page-hero";
import { AboutShared } from "~/features/company-pages/about-shared";
import { metaOfPage } from "~/features/seo/page-meta";
import { usePageCopy } from "~/i18n/page-copy";
import { copyOfPage } from "~/i18n/page-copy.server";
import type { MetaFunction } from "~/lib/router";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export const loader = copyOfPage;

export const meta: MetaFunction<typeof loader> = metaOfPage;

export default function AboutPage() {
  const copy = usePageCopy("about");
  const o = copy.overview;
  return (
    <>
      <NamedPageHero page="about" eyebrow={copy.eyebrow} />
      <IntroSection
        id="about-intro"
        title={o.introTitle}
        paragraphs={o.intro}
        image={{ src: "/images/about-workshop.svg", alt: o.imageAlt }}
        aside={<StatCards label={o.statsLabel} stats={o.stats} />}
      />
      <PageSection id="about-values" tone="muted" eyebrow={o.valuesEyebrow} title={o.valuesTitle} lead={o.valuesLead}>
        <CardList items={o.values} columns={4} icon={Scale} />
      </PageSection>
      <AboutShared copy={copy} current="about" />
    </>
  );
}
