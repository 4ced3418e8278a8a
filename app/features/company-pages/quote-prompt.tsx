import { MessageSquareText } from "lucide-react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { QuoteLink } from "~/features/quote/quote-link";
import { cn } from "~/lib/cn";

/** A page's closing prompt: a heading and a line of text beside a button that opens the quote dialog. */
export function QuotePrompt({
  id,
  copy,
  className,
}: {
  /** Id of the heading, which names the section. */
  id: string;
  copy: { title: string; text: string; button: string };
  /** The section's background and spacing, which follow the section above it. */
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("py-16", className)}>
      <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <SectionHeading id={id} title={copy.title}>
          {copy.text}
        </SectionHeading>
        <QuoteLink size="lg" className="shrink-0">
          <MessageSquareText aria-hidden="true" />
          {copy.button}
        </QuoteLink>
      </Container>
    </section>
  );
}
