import { NamedPageHero } from "~/components/layout/named-page-hero";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { QuotePrompt } from "~/features/company-pages/quote-prompt";
import { GalleryErrorBoundary } from "~/features/gallery/gallery-error-boundary";
import { GalleryGrid } from "~/features/gallery/gallery-grid";
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
  return (
    <>
      <NamedPageHero page="gallery" eyebrow={g.eyebrow} />

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

      <QuotePrompt id="gallery-cta" copy={g.cta} className="bg-steel-50" />
    </>
  );
}
