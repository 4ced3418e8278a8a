import { MessageSquareText } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { galleryDictionaries } from "~/content/locales/gallery";
import { GalleryErrorBoundary } from "~/features/gallery/gallery-error-boundary";
import { GalleryGrid } from "~/features/gallery/gallery-grid";
import { usePageCopy } from "~/features/i18n/page-copy";
import { useCommon } from "~/features/i18n/use-locale";
import { useQuote } from "~/features/quote/quote-context";
import { localeOfRequest } from "~/lib/i18n";
import { commonOf, metaForPath } from "~/lib/page-meta";
import type { Route } from "./+types/gallery";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export async function loader({ request }: Route.LoaderArgs) {
  return { gallery: galleryDictionaries[localeOfRequest(request)] };
}

export const meta: Route.MetaFunction = ({ location, matches }) => metaForPath(location.pathname, commonOf(matches));

/** Spec §2 Gallery: hero heading, then 12 pictures in 1–4 columns; spec §8: a render failure shows "Gallery Error". */
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
