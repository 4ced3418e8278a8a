import { useState } from "react";
import { company } from "~/content/company";
import { inquiryServiceCodes, labelOf, maxHeadcount, staffOutsourcingService } from "~/content/forms";
import type { LeadAnswer } from "~/features/leads/lead-answer";
import { LeadField } from "~/features/leads/lead-field";
import { LeadForm } from "~/features/leads/lead-form";
import { ServiceField } from "~/features/leads/service-field";
import { useLeadForm } from "~/features/leads/use-lead-form";
import { WideTextField } from "~/features/leads/wide-text-field";
import { useCommon } from "~/i18n/use-locale";
import { todayIn } from "~/lib/dates";
import { composeQuoteMail } from "./quote-mail";

const quoteContactOrder = ["name", "email", "company", "phone"] as const;

/**
 * The quote request, for inspection work or for people: choosing Staff Outsourcing asks which roles and
 * how many. Stored by the server and confirmed with a reference; without a server it opens the visitor's
 * mail program with the request.
 */
export function QuoteForm({
  preset = "",
  answer,
  titleId,
  onCancel,
}: {
  /** Service code chosen when the form opens. */
  preset?: string;
  answer?: LeadAnswer | null;
  /** Id of the heading that names the form, where one names it. */
  titleId?: string;
  /** Shown as a Cancel button beside the submit button (the dialog's); also closes it after a static send. */
  onCancel?: () => void;
}) {
  const t = useCommon();
  const q = t.quote;
  const form = useLeadForm("quote", {
    answer,
    mailDraft: (values) =>
      composeQuoteMail({ ...values, service: labelOf(t.inquiryServices, values.service) }, q, company.email, {
        staff: values.service === staffOutsourcingService,
      }),
    withoutServer: { action: "mail", toast: { title: q.successTitle, text: q.successText } },
    onDone: onCancel,
    remember: onCancel !== undefined,
  });
  const serviceField = form.field("service");
  const [service, setService] = useState(serviceField.defaultValue || preset);
  const staff = service === staffOutsourcingService;
  return (
    <LeadForm form={form} copy={q} contactOrder={quoteContactOrder} labelledBy={titleId} onCancel={onCancel} withFiles>
      <ServiceField
        label={q.service}
        field={{ ...serviceField, defaultValue: service }}
        codes={inquiryServiceCodes}
        labels={t.inquiryServices}
        onChange={setService}
      />
      {staff ? (
        <>
          <WideTextField
            label={q.roles}
            field={{ ...form.field("roles"), required: true }}
            placeholder={q.rolesPlaceholder}
          />
          <LeadField
            label={q.headcount}
            field={{ ...form.field("headcount"), required: true }}
            type="number"
            min={1}
            max={maxHeadcount}
            step={1}
            inputMode="numeric"
          />
        </>
      ) : null}
      <LeadField label={q.startDate} field={form.field("startDate")} type="date" min={todayIn(company.timeZone)} />
      <LeadField label={q.duration} field={form.field("duration")} placeholder={q.durationPlaceholder} />
      <LeadField
        label={q.location}
        field={form.field("location")}
        className={staff ? "" : "sm:col-span-2"}
        placeholder={q.locationPlaceholder}
      />
      <WideTextField label={q.details} field={form.field("details")} placeholder={q.detailsPlaceholder} />
    </LeadForm>
  );
}
