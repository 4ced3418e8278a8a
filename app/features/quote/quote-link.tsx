import type { ComponentProps } from "react";
import type { ButtonVariants } from "~/components/ui/button";
import { DialogLink } from "~/components/ui/dialog-link";
import { quoteSearchParam, requestPagePath } from "~/features/leads/request-page";
import { useLocalize } from "~/i18n/use-locale";
import { useQuoteIfHere } from "./quote-context";

/**
 * "Get a Quote" everywhere: the quote form of the request page, with `service` (a code of
 * `inquiryServiceCodes`) chosen, and the quote dialog instead once the page's scripts run.
 */
export function QuoteLink({
  service,
  ...props
}: Omit<ComponentProps<"a">, "href" | "onClick"> & ButtonVariants & { service?: string }) {
  const quote = useQuoteIfHere();
  const localize = useLocalize();
  const query = service ? `?${new URLSearchParams({ [quoteSearchParam]: service })}` : "";
  return (
    <DialogLink
      {...props}
      href={localize(`${requestPagePath}${query}#quote`)}
      onOpen={quote ? () => quote.openQuote(service) : undefined}
    />
  );
}
