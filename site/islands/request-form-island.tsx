/**
 * One of the request page's three forms. Until its code comes it is the plain form that posts to the page
 * (and, on a page answering such a post, shows its values and messages); once a visitor reaches for it, it
 * checks as they type and sends without leaving the page. `route.rootData` holds the forms' words and
 * fields, `route.loaderData` the message form's copy.
 */
import { ConsultationForm } from "~/features/consultation/consultation-form";
import { InquiryForm } from "~/features/inquiry/inquiry-form";
import type { LeadAnswer } from "~/features/leads/lead-answer";
import { QuoteForm } from "~/features/quote/quote-form";
import { RouteProvider, type RouteState } from "~/lib/router";

export type RequestFormName = "message" | "consultation" | "quote";

export default function RequestFormIsland({
  route,
  form,
  answer,
  preset,
}: {
  route: RouteState;
  form: RequestFormName;
  /** The answer to a form sent without JavaScript that is not a stored one (the page shows that one itself). */
  answer: LeadAnswer | null;
  /** The quote form's service chosen by the link (`?quote=ndt`). */
  preset?: string;
}) {
  return (
    <RouteProvider value={route}>
      {form === "message" ? (
        <InquiryForm titleId="message-title" answer={answer} confirmationHeading="h3" />
      ) : form === "consultation" ? (
        <ConsultationForm titleId="consultation-title" answer={answer} />
      ) : (
        <QuoteForm titleId="quote-title" answer={answer} preset={preset} />
      )}
    </RouteProvider>
  );
}
