import { SampleNotice } from "~/components/blocks/sample-notice";
import { Container } from "~/components/ui/container";
import { usePageCopy } from "~/i18n/page-copy";
import { fill } from "~/lib/i18n";
import type { PackOutline } from "./page-data";
import { PrintPackButton } from "./print-pack-button";

/** The pack's opening: what it holds, when it was last reviewed, how to print it, and whether it holds samples. */
export function PackIntro({ pack }: { pack: PackOutline }) {
  const t = usePageCopy("proof").qualification;
  return (
    <div className="py-12 sm:py-16">
      <Container>
        <div className="max-w-3xl space-y-4 text-base text-steel-700 sm:text-lg">
          {t.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-6 font-semibold text-navy-900">{fill(t.lastReviewed, { date: pack.reviewedText })}</p>
        <div data-print="hide" className="mt-6 flex max-w-3xl flex-col items-start gap-3 sm:flex-row sm:items-center">
          <PrintPackButton label={t.printPack} />
          <p className="text-sm text-steel-600">{t.printHint}</p>
        </div>
        {pack.anySample ? <SampleNotice className="mt-6 max-w-3xl">{t.sampleNote}</SampleNotice> : null}
      </Container>
    </div>
  );
}
