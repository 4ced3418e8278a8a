import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { consultationHours } from "~/content/forms";
import { ContactFields } from "~/features/forms/contact-fields";
import { useCommon, useLocale } from "~/features/i18n/use-locale";
import { notifySuccess, prepareNotifications } from "~/features/notifications/notify";
import { todayInputValue } from "~/lib/dates";
import { formatSlot } from "~/lib/format";

/** Consultation request as the form holds it (spec §3). */
export interface ConsultationRequest {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  preferredDate: string;
  preferredTime: string;
  message: string;
}

const empty: ConsultationRequest = {
  name: "",
  email: "",
  phone: "",
  company: "",
  service: "",
  preferredDate: "",
  preferredTime: "",
  message: "",
};

/** Success toasts of the consultation stay 5 s; the spec gives this component the longer duration. */
const successDuration = 5000;

export function ConsultationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useCommon();
  const locale = useLocale();
  const c = t.consultation;
  const [form, setForm] = useState<ConsultationRequest>(empty);
  const set = (key: keyof ConsultationRequest) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // No server exists (spec §7): the request is logged and confirmed.
    console.info("Consultation request:", form);
    void notifySuccess(c.successTitle, { description: c.successText, duration: successDuration });
    setForm(empty);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={c.close} className="max-w-2xl p-6 sm:p-8">
        <DialogTitle className="pr-10 text-3xl font-bold text-navy-900">{c.title}</DialogTitle>
        <DialogDescription className="mt-2 text-steel-600">{c.description}</DialogDescription>
        <p className="mt-2 text-sm text-steel-600">{t.form.requiredNote}</p>
        <form onSubmit={submit} onFocus={prepareNotifications} className="mt-6 grid gap-4 sm:grid-cols-2">
          <ContactFields
            order={["name", "email", "phone", "company"] as const}
            labels={c}
            values={form}
            onChange={set}
          />
          <Field label={c.service} required className="sm:col-span-2">
            {({ id }) => (
              <Select id={id} name="service" required value={form.service} onChange={set("service")}>
                <option value="">{t.form.selectService}</option>
                {c.services.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={c.date} required hint={c.dateHint}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                name="preferredDate"
                type="date"
                required
                min={todayInputValue()}
                aria-describedby={describedBy}
                value={form.preferredDate}
                onChange={set("preferredDate")}
              />
            )}
          </Field>
          <Field label={c.time} required hint={c.timeHint}>
            {({ id, describedBy }) => (
              <Select
                id={id}
                name="preferredTime"
                required
                aria-describedby={describedBy}
                value={form.preferredTime}
                onChange={set("preferredTime")}
              >
                <option value="">{t.form.selectTime}</option>
                {consultationHours.map((hour) => {
                  const slot = formatSlot(hour, locale);
                  return (
                    <option key={hour} value={slot}>
                      {slot}
                    </option>
                  );
                })}
              </Select>
            )}
          </Field>
          <Field label={c.message} optionalText={t.form.optional} className="sm:col-span-2">
            {({ id }) => (
              <Textarea
                id={id}
                name="message"
                placeholder={c.messagePlaceholder}
                value={form.message}
                onChange={set("message")}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {c.cancel}
            </Button>
            <Button type="submit">{c.submit}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
