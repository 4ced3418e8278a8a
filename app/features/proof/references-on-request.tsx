import { QuoteButton } from "~/features/company-pages/quote-button";
import { usePageCopy } from "~/i18n/page-copy";
import { PackSection } from "./pack-section";

/** References are given in person, not published: the button opens the quote form to ask for them. */
export function ReferencesOnRequest({ tone }: { tone?: "white" | "muted" }) {
  const t = usePageCopy("proof").qualification.references;
  return (
    <PackSection id="qualification-references" tone={tone} title={t.heading} lead={t.text}>
      <div data-print="hide">
        <QuoteButton label={t.button} />
      </div>
    </PackSection>
  );
}
