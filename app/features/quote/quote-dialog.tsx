import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input, Textarea } from "~/components/ui/field";
import { company } from "~/content/company";
import { staffOutsourcingService } from "~/content/services";
import { ContactFields } from "~/features/forms/contact-fields";
import { InquiryServiceField } from "~/features/forms/inquiry-service-field";
import { useCommon } from "~/features/i18n/use-locale";
import { notifySuccess, prepareNotifications } from "~/features/notifications/notify";
import { todayInputValue } from "~/lib/dates";
import { openMailto } from "~/lib/mailto";
import { composeQuoteMail, emptyQuote, type QuoteRequest } from "./quote-mail";

export function QuoteDialog({
  open,
  preset,
  onOpenChange,
}: {
  open: boolean;
  preset: string;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useCommon();
  const q = t.quote;
  const [form, setForm] = useState<QuoteRequest>({ ...emptyQuote, service: preset });
  const set = (key: keyof QuoteRequest) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const staff = form.service === t.inquiryServices[staffOutsourcingService];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    console.info("Quote request:", form);
    openMailto(composeQuoteMail(form, q, company.email, { staff }));
    void notifySuccess(q.successTitle, { description: q.successText });
    setForm(emptyQuote);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={q.close} className="max-w-2xl p-6 sm:p-8">
        <DialogTitle className="pr-10 text-3xl font-bold text-navy-900">{q.title}</DialogTitle>
        <DialogDescription className="mt-2 text-steel-600">{q.description}</DialogDescription>
        <p className="mt-2 text-sm text-steel-600">{t.form.requiredNote}</p>
        <form onSubmit={submit} onFocus={prepareNotifications} className="mt-6 grid gap-4 sm:grid-cols-2">
          <ContactFields
            order={["name", "email", "company", "phone"] as const}
            labels={q}
            values={form}
            onChange={set}
          />
          <InquiryServiceField label={q.service} value={form.service} onChange={set("service")} />
          {staff ? (
            <>
              <Field label={q.roles} required className="sm:col-span-2">
                {({ id }) => (
                  <Textarea
                    id={id}
                    name="roles"
                    required
                    className="min-h-20"
                    placeholder={q.rolesPlaceholder}
                    value={form.roles}
                    onChange={set("roles")}
                  />
                )}
              </Field>
              <Field label={q.headcount} required>
                {({ id }) => (
                  <Input
                    id={id}
                    name="headcount"
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                    required
                    value={form.headcount}
                    onChange={set("headcount")}
                  />
                )}
              </Field>
            </>
          ) : null}
          <Field label={q.startDate} optionalText={t.form.optional}>
            {({ id }) => (
              <Input
                id={id}
                name="startDate"
                type="date"
                min={todayInputValue()}
                value={form.startDate}
                onChange={set("startDate")}
              />
            )}
          </Field>
          <Field label={q.duration} optionalText={t.form.optional}>
            {({ id }) => (
              <Input
                id={id}
                name="duration"
                placeholder={q.durationPlaceholder}
                value={form.duration}
                onChange={set("duration")}
              />
            )}
          </Field>
          <Field label={q.location} optionalText={t.form.optional} className={staff ? "" : "sm:col-span-2"}>
            {({ id }) => (
              <Input
                id={id}
                name="location"
                placeholder={q.locationPlaceholder}
                value={form.location}
                onChange={set("location")}
              />
            )}
          </Field>
          <Field label={q.details} required className="sm:col-span-2">
            {({ id }) => (
              <Textarea
                id={id}
                name="details"
                required
                placeholder={q.detailsPlaceholder}
                value={form.details}
                onChange={set("details")}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {q.cancel}
            </Button>
            <Button type="submit">{q.submit}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
