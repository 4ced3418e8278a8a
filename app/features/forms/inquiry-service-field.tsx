import { Field, Select } from "~/components/ui/field";
import { useCommon } from "~/features/i18n/use-locale";

/** "Service Needed", with the spec's inquiry services after a prompt; shared by the inquiry and quote forms. */
export function InquiryServiceField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const t = useCommon();
  return (
    <Field label={label} required className="sm:col-span-2">
      {({ id }) => (
        <Select id={id} name="service" required value={value} onChange={onChange}>
          {/* An empty value fails `required`: the prompt can never be sent as a service. */}
          <option value="">{t.form.selectService}</option>
          {t.inquiryServices.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
