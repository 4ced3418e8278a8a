import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, Textarea } from "~/components/ui/field";
import { company } from "~/content/company";
import { ContactFields } from "~/features/forms/contact-fields";
import { InquiryServiceField } from "~/features/forms/inquiry-service-field";
import { usePageCopy } from "~/features/i18n/page-copy";
import { useCommon } from "~/features/i18n/use-locale";
import { notifySuccess, prepareNotifications } from "~/features/notifications/notify";
import { openMailto } from "~/lib/mailto";
import { composeInquiryMail, emptyInquiry, type InquiryRequest } from "./inquiry-mail";

/**
 * The "Send us a Message" inquiry form (spec §3, §5, §7). Validation is the browser's own
 * (`required`, `type="email"`), so a refused submit keeps everything typed. A valid submit logs the
 * request, opens the visitor's mail program with it, confirms with a toast and clears every field.
 */
export function InquiryForm({ titleId }: { titleId: string }) {
  const t = useCommon();
  const copy = usePageCopy("home").inquiry;
  const [form, setForm] = useState<InquiryRequest>(emptyInquiry);
  const set = (key: keyof InquiryRequest) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    console.info("Inquiry:", form);
    openMailto(composeInquiryMail(form, copy.mail, company.email));
    void notifySuccess(copy.successTitle, { description: copy.successText });
    setForm(emptyInquiry);
  }

  return (
    <form
      onSubmit={submit}
      onFocus={prepareNotifications}
      aria-labelledby={titleId}
      className="grid gap-4 sm:grid-cols-2"
    >
      <p className="text-sm text-steel-600 sm:col-span-2">{t.form.requiredNote}</p>
      <ContactFields
        order={["name", "email", "company", "phone"] as const}
        labels={copy}
        values={form}
        onChange={set}
      />
      <InquiryServiceField label={copy.service} value={form.service} onChange={set("service")} />
      <Field label={copy.details} required className="sm:col-span-2">
        {({ id }) => (
          <Textarea
            id={id}
            name="details"
            required
            rows={5}
            placeholder={copy.detailsPlaceholder}
            value={form.details}
            onChange={set("details")}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
