import { ArrowRight } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { pathOf } from "~/content/pages";
import { usePageCopy } from "~/i18n/page-copy";
import { useLocalize } from "~/i18n/use-locale";
import { BuiltMarkup } from "./built-markup";
import { PackSection } from "./pack-section";

/**
 * The personnel certificates inside the pack, so that a printed pack holds them too, and the way to the
 * register page with its verification notes. The table arrives as the HTML the build rendered.
 */
export function PackRegister({ tableHtml, tone }: { tableHtml: string; tone?: "white" | "muted" }) {
  const t = usePageCopy("proof").qualification.certificatesRegister;
  const localize = useLocalize();
  return (
    <PackSection id="qualification-certificates" tone={tone} title={t.heading} lead={t.text}>
      <BuiltMarkup html={tableHtml} />
      <p data-print="hide" className="mt-8">
        <Link to={localize(pathOf("certificates"))} className={buttonVariants({ variant: "secondary", size: "lg" })}>
          {t.link}
          <ArrowRight aria-hidden="true" />
        </Link>
      </p>
    </PackSection>
  );
}
