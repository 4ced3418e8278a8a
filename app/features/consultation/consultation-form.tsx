import { useEffect, useRef, useState } from "react";
import { company } from "~/content/company";
import { consultationServiceCodes, consultationSlots, labelOf } from "~/content/forms";
import { bookableSlots } from "~/features/leads/bookable";
import type { LeadAnswer } from "~/features/leads/lead-answer";
import { LeadField } from "~/features/leads/lead-field";
import { LeadForm } from "~/features/leads/lead-form";
import { ServiceField } from "~/features/leads/service-field";
import { useLeadForm } from "~/features/leads/use-lead-form";
import { WideTextField } from "~/features/leads/wide-text-field";
import { useCommon, useLocale } from "~/i18n/use-locale";
import { todayIn } from "~/lib/dates";
import { formatClock } from "~/lib/format";
import { composeConsultationMail } from "./consultation-mail";

/** Success toasts of the consultation stay 5 s; the spec gives this component the longer duration. */
const successDuration = 5000;

const consultationContactOrder = ["name", "email", "phone", "company"] as const;

/**
 * The consultation request: contact details, a service, a day from today (in Douala) and an hourly slot.
 * Stored by the server and confirmed with a reference; without a server it is logged and confirmed, as
 * the site did before it had one.
 */
export function ConsultationForm({
  answer,
  titleId,
  onCancel,
}: {
  answer?: LeadAnswer | null;
  /** Id of the heading that names the form, where one names it. */
  titleId?: string;
  /** Shown as a Cancel button beside the submit button (the dialog's); also closes it after a static send. */
  onCancel?: () => void;
}) {
  const t = useCommon();
  const locale = useLocale();
  const c = t.consultation;
  const toast = { title: c.successTitle, text: c.successText, duration: successDuration };
  const form = useLeadForm("consultation", {
    answer,
    mailDraft: (values) =>
      composeConsultationMail(
        {
          ...values,
          service: labelOf(c.services, values.service),
          preferredTime: values.preferredTime ? formatClock(values.preferredTime, locale) : "",
        },
        c,
        company.email,
      ),
    storedToast: toast,
    withoutServer: { action: "log", toast },
    onDone: onCancel,
    remember: onCancel !== undefined,
  });
  // Once a day is chosen, the slots the office cannot take that day (closed, or gone by today) are greyed
  // out, and a slot chosen before that no longer fits is let go; the server checks the same rule.
  const [bookable, setBookable] = useState<readonly string[]>(consultationSlots);
  const slotSelect = useRef<HTMLSelectElement>(null);
  // A day sent back by the server: its slots are greyed after hydration, by the visitor's clock, which the
  // HTML rendered on the server could not know.
  const answeredDay = form.field("preferredDate").defaultValue;
  useEffect(() => {
    if (answeredDay) setBookable(bookableSlots(answeredDay));
  }, [answeredDay]);
  function chooseDay(day: string) {
    const slots = bookableSlots(day);
    setBookable(slots);
    const select = slotSelect.current;
    if (select?.value && !slots.includes(select.value)) select.value = "";
  }
  return (
    <LeadForm form={form} copy={c} contactOrder={consultationContactOrder} labelledBy={titleId} onCancel={onCancel}>
      <ServiceField
        label={c.service}
        field={form.field("service")}
        codes={consultationServiceCodes}
        labels={c.services}
      />
      <LeadField
        label={c.date}
        hint={c.dateHint}
        field={form.field("preferredDate")}
        type="date"
        min={todayIn(company.timeZone)}
        data-office-day=""
        onChange={(event) => chooseDay(event.target.value)}
      />
      <LeadField as="select" label={c.time} hint={c.timeHint} field={form.field("preferredTime")} ref={slotSelect}>
        <option value="">{t.form.selectTime}</option>
        {consultationSlots.map((slot) => (
          <option key={slot} value={slot} disabled={!bookable.includes(slot)}>
            {formatClock(slot, locale)}
          </option>
        ))}
      </LeadField>
      <WideTextField label={c.message} field={form.field("message")} placeholder={c.messagePlaceholder} />
    </LeadForm>
  );
}
