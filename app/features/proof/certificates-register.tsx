import { ArrowRight } from "lucide-react";
import { SampleNotice } from "~/components/blocks/sample-notice";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Link } from "~/components/ui/link";
import { pathOf } from "~/content/pages";
import { usePageCopy } from "~/i18n/page-copy";
import { useLocalize } from "~/i18n/use-locale";
import { BuiltMarkup } from "./built-markup";
import { PrintLetterhead } from "./print-letterhead";
import type { RegisterPageView } from "./proof-pages.server";

/**
 * The register page's body: how to verify, the table of current certificates (as the HTML the build rendered),
 * and the way to the people and the pack; on paper, the letterhead on every page.
 */
export function CertificatesRegister({ register, pageUrl }: { register: RegisterPageView; pageUrl: string }) {
  const t = usePageCopy("proof").register;
  const localize = useLocalize();
  return (
    <section aria-labelledby="register-title" data-print-pack="" className="py-12 sm:py-16">
      <PrintLetterhead pageUrl={pageUrl} dayText={register.dayText} />
      <Container>
        <h2 id="register-title" className="sr-only">
          {t.title}
        </h2>
        <div className="max-w-3xl space-y-4 text-base text-steel-700 sm:text-lg">
          <p>{t.lead}</p>
          <p>{t.verifyHint}</p>
        </div>
        {register.anySample ? <SampleNotice className="mt-6 max-w-3xl">{t.sampleNote}</SampleNotice> : null}
        <BuiltMarkup html={register.tableHtml} className="mt-8" />
        <p data-print="hide" className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to={localize(pathOf("about-team"))} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            {t.teamLink}
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link to={localize(pathOf("qualification"))} className={buttonVariants({ variant: "outline", size: "lg" })}>
            {t.qualificationLink}
            <ArrowRight aria-hidden="true" />
          </Link>
        </p>
      </Container>
    </section>
  );
}
