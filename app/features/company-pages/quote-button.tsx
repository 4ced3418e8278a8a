import { FileText } from "lucide-react";
import type { ButtonVariants } from "~/components/ui/button";
import { QuoteLink } from "~/features/quote/quote-link";

/** A link to the quote form with `service` (a code of `inquiryServiceCodes`) chosen; the quote dialog once scripts run. */
export function QuoteButton({
  label,
  service,
  variant = "primary",
}: {
  label: string;
  service?: string;
  variant?: ButtonVariants["variant"];
}) {
  return (
    <QuoteLink variant={variant} size="lg" service={service}>
      <FileText aria-hidden="true" />
      {label}
    </QuoteLink>
  );
}
