import { FileText } from "lucide-react";
import { Button, type ButtonVariants } from "~/components/ui/button";
import { useQuote } from "~/features/quote/quote-context";

/** Opens the global quote dialog with `service` (a code of `inquiryServiceCodes`) already chosen. */
export function QuoteButton({
  label,
  service,
  variant = "primary",
}: {
  label: string;
  service?: string;
  variant?: ButtonVariants["variant"];
}) {
  const { openQuote } = useQuote();
  return (
    <Button variant={variant} size="lg" onClick={() => openQuote(service)}>
      <FileText aria-hidden="true" />
      {label}
    </Button>
  );
}
