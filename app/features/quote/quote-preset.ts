import { inquiryServiceCodes } from "~/content/forms";
import { quoteSearchParam } from "~/features/leads/request-page";

/** The service a link to the request page chose for its quote form: a known code, or "" for none. */
export function quotePresetOf(url: URL): string {
  const code = url.searchParams.get(quoteSearchParam) ?? "";
  return (inquiryServiceCodes as readonly string[]).includes(code) ? code : "";
}
