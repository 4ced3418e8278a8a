import { MessageSquareText } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { standardGroups, standardsBlurbs } from "~/content/standards";
import { useQuote } from "~/features/quote/quote-context";
import { metaOfPage } from "~/features/seo/page-meta";
import { StandardGroupCard } from "~/features/standards/standard-group-card";
import { StandardsBlurb } from "~/features/standards/standards-blurb";
import { usePageCopy } from "~/i18n/page-copy";
import { copyOfPage } from "~/i18n/page-copy.server";
import { useCommon } from "~/i18n/use-locale";
import type { Route } from "./+types/standards";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export const loader = copyOfPage;

export const meta: Route.MetaFunction = metaOfPage;

/** four groups of four standards, then three blurbs. */
export default function Page() {
  const t = useCommon();
  const s = usePageCopy("standards");
  const { openQuote } = useQuote();
  const page = t.pages.standards;
  return (
    <>
      <PageHero title={page.title} eyebrow={s.eyebrow}>
        {page.description}
      </PageHero>

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

      <section aria-labelledby="standards-cta" className="py-16 sm:py-20">
        <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <SectionHeading id="standards-cta" title={s.cta.title}>
            {s.cta.text}
          </SectionHeading>
          <Button size="lg" className="shrink-0" onClick={() => openQuote()}>
            <MessageSquareText aria-hidden="true" />
            {s.cta.button}
          </Button>
        </Container>
      </section>
    </>
  );
}
