import { LeadField, type LeadFieldProps } from "~/features/leads/lead-field";
import { useCommon } from "~/i18n/use-locale";

/**
 * "Service Needed": a prompt, then a form's services, each submitted as its code and shown with the label
 * of the same rank in the dictionary's list.
 */
export function ServiceField({
  label,
  field,
  codes,
  labels,
  onChange,
}: {
  label: string;
  field: LeadFieldProps;
  codes: readonly string[];
  labels: readonly string[];
  onChange?: (code: string) => void;
}) {
  const t = useCommon();
  return (
    <LeadField
      as="select"
      label={label}
      field={field}
      className="sm:col-span-2"
      onChange={onChange ? (event) => onChange(event.target.value) : undefined}
    >
      {/* An empty value fails `required`: the prompt can never be sent as a service. */}
      <option value="">{t.form.selectService}</option>
      {codes.map((code, index) => (
        <option key={code} value={code}>
          {labels[index]}
        </option>
      ))}
    </LeadField>
  );
}
