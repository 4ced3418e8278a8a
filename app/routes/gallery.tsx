import { NamedPageHero } from "~/components/layout/named-page-hero";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { QuotePrompt } from "~/features/company-pages/quote-prompt";
import { galleryPictures } from "~/features/gallery/gallery.server";
import { GalleryErrorBoundary } from "~/features/gallery/gallery-error-boundary";
import { GalleryGrid } from "~/features/gallery/gallery-grid";
import { galleryLead } from "~/features/gallery/gallery-lead";
import { metaOfPage } from "~/features/seo/page-meta";
import { usePageCopy } from "~/i18n/page-copy";
import { copyOf, copyOfPage } from "~/i18n/page-copy.server";
import { useCommon } from "~/i18n/use-locale";
import { localeOfRequest } from "~/lib/i18n";
import { IslandSlot } from "~/lib/island-slots";
import { type LoaderArgs, type MetaFunction, useLoaderData } from "~/lib/router";

/**
 * Runs at build time: the page's copy in its language, as data rather than code (decision 0009), and the
 * pictures of app/content/gallery/items.yaml in that language (decision 0025) with the lead that counts them.
 */
export async function loader(args: LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const pictures = await galleryPictures(locale);
  const lead = galleryLead(locale, copyOf("gallery", locale).gallery, pictures);
  return { ...(await copyOfPage(args)), pictures, lead };
}

export const meta: MetaFunction<typeof loader> = metaOfPage;

/** Hero heading, then the pictures in 1–4 columns; a render failure shows "Gallery Error". */
export default function Page() {
  const t = useCommon();
  const g = usePageCopy("gallery");
  const { pictures, lead } = useLoaderData<typeof loader>();
  return (
    <>
      <NamedPageHero page="gallery" eyebrow={g.eyebrow} />

      <section aria-labelledby="gallery-heading" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="gallery-heading" title={g.gridTitle}>
            {lead}
          </SectionHeading>
          <IslandSlot name="galleryGrid">
            <GalleryErrorBoundary
              labels={{ title: t.errors.gallery, unknown: t.errors.unknown, reload: t.errors.reload }}
            >
              <GalleryGrid pictures={pictures} text={g} />
            </GalleryErrorBoundary>
          </IslandSlot>
        </Container>
      </section>

      <QuotePrompt id="gallery-cta" copy={g.cta} className="bg-steel-50" />
    </>
  );
}
