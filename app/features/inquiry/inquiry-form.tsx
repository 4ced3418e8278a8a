import { Send } from "lucide-react";
import { company } from "~/content/company";
import { inquiryServiceCodes, labelOf } from "~/content/forms";
import type { LeadAnswer } from "~/features/leads/lead-answer";
import { LeadForm } from "~/features/leads/lead-form";
import { ServiceField } from "~/features/leads/service-field";
import { useLeadForm } from "~/features/leads/use-lead-form";
import { WideTextField } from "~/features/leads/wide-text-field";
import { usePageCopy } from "~/i18n/page-copy";
import { useCommon } from "~/i18n/use-locale";
import { composeInquiryMail } from "./inquiry-mail";

const inquiryContactOrder = ["name", "email", "company", "phone"] as const;

/**
 * The "Send us a Message" inquiry form. It posts to the site's server and confirms with a reference; where
 * no server runs (static hosting) it opens the visitor's mail program with the message instead.
 */
export function InquiryForm({
  titleId,
  answer,
  confirmationHeading = "h4",
}: {
  titleId: string;
  answer?: LeadAnswer | null;
  /** The level of the confirmation's heading, one below the heading that names the form. */
  confirmationHeading?: "h3" | "h4";
}) {
  const t = useCommon();
  const copy = usePageCopy("home").inquiry;
  const form = useLeadForm("inquiry", {
    answer,
    mailDraft: (values) =>
      composeInquiryMail({ ...values, service: labelOf(t.inquiryServices, values.service) }, copy.mail, company.email),
    withoutServer: { action: "mail", toast: { title: copy.successTitle, text: copy.successText } },
  });
  return (
    <LeadForm
      form={form}
      copy={copy}
      contactOrder={inquiryContactOrder}
      submitIcon={<Send aria-hidden="true" />}
      labelledBy={titleId}
      confirmationHeading={confirmationHeading}
      note={t.form.requiredNote}
      withFiles
    >
      <ServiceField
        label={copy.service}
        field={form.field("service")}
        codes={inquiryServiceCodes}
        labels={t.inquiryServices}
      />
      <WideTextField
        label={copy.details}
        field={form.field("details")}
        rows={5}
        placeholder={copy.detailsPlaceholder}
      />
    </LeadForm>
  );
}
