import { MessageSquareText } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { GalleryErrorBoundary } from "~/features/gallery/gallery-error-boundary";
import { GalleryGrid } from "~/features/gallery/gallery-grid";
import { useQuote } from "~/features/quote/quote-context";
import { metaOfPage } from "~/features/seo/page-meta";
import { usePageCopy } from "~/i18n/page-copy";
import { copyOfPage } from "~/i18n/page-copy.server";
import { useCommon } from "~/i18n/use-locale";
import type { Route } from "./+types/gallery";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export const loader = copyOfPage;

export const meta: Route.MetaFunction = metaOfPage;

/** Hero heading, then 12 pictures in 1–4 columns; a render failure shows "Gallery Error". */
export default function Page() {
  const t = useCommon();
  const g = usePageCopy("gallery");
  const { openQuote } = useQuote();
  const page = t.pages.gallery;
  return (
    <>
      <PageHero title={page.title} eyebrow={g.eyebrow}>
        {page.description}
      </PageHero>

      <section aria-labelledby="gallery-heading" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="gallery-heading" title={g.gridTitle}>
            {g.gridLead}
          </SectionHeading>
          <GalleryErrorBoundary
            labels={{ title: t.errors.gallery, unknown: t.errors.unknown, reload: t.errors.reload }}
          >
            <GalleryGrid text={g} />
          </GalleryErrorBoundary>
        </Container>
      </section>

      <section aria-labelledby="gallery-cta" className="bg-steel-50 py-16">
        <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <SectionHeading id="gallery-cta" title={g.cta.title}>
            {g.cta.text}
          </SectionHeading>
          <Button size="lg" className="shrink-0" onClick={() => openQuote()}>
            <MessageSquareText aria-hidden="true" />
            {g.cta.button}
          </Button>
        </Container>
      </section>
    </>
  );
}
