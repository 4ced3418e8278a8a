import { NamedPageHero } from "~/components/layout/named-page-hero";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { standardGroups, standardsBlurbs } from "~/content/standards";
import { QuotePrompt } from "~/features/company-pages/quote-prompt";
import { metaOfPage } from "~/features/seo/page-meta";
import { StandardGroupCard } from "~/features/standards/standard-group-card";
import { StandardsBlurb } from "~/features/standards/standards-blurb";
import { usePageCopy } from "~/i18n/page-copy";
import { copyOfPage } from "~/i18n/page-copy.server";
import type { MetaFunction } from "~/lib/router";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export const loader = copyOfPage;

export const meta: MetaFunction<typeof loader> = metaOfPage;

/** four groups of four standards, then three blurbs. */
export default function Page() {
  const s = usePageCopy("standards");
  return (
    <>
      <NamedPageHero page="standards" eyebrow={s.eyebrow} />

      <section aria-labelledby="standards-groups" className="bg-steel-50 py-16 sm:py-20">
        <Container>
          <SectionHeading id="standards-groups" title={s.groupsTitle}>
            {s.groupsLead}
          </SectionHeading>
          <div className="mt-12 grid gap-6 lg:grid-cols-2">
            {standardGroups.map((group) => (
              <StandardGroupCard
                key={group.id}
                id={group.id}
                icon={group.icon}
                title={s.groups[group.id].title}
                summary={s.groups[group.id].summary}
                items={group.items.map((item) => s.items[item])}
              />
            ))}
          </div>
        </Container>
      </section>

      <section aria-labelledby="standards-blurbs" className="bg-navy-900 py-16 sm:py-20">
        <Container>
          <SectionHeading id="standards-blurbs" title={s.blurbsTitle} tone="dark" />
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {standardsBlurbs.map((blurb) => (
              <StandardsBlurb
                key={blurb.id}
                icon={blurb.icon}
                title={s.blurbs[blurb.id].title}
                text={s.blurbs[blurb.id].text}
              />
            ))}
          </div>
        </Container>
      </section>

      <QuotePrompt id="standards-cta" copy={s.cta} className="sm:py-20" />
    </>
  );
}
