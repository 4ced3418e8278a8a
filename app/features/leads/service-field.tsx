import { useCommon } from "~/i18n/use-locale";
import { LeadField, type LeadFieldProps } from "./lead-field";

/**
 * "Service Needed": a prompt, then a form's services in the order of `codes`, each submitted as its code
 * and shown with the dictionary's label for it.
 */
export function ServiceField<C extends string>({
  label,
  field,
  codes,
  labels,
  onChange,
}: {
  label: string;
  field: LeadFieldProps;
  codes: readonly C[];
  labels: Readonly<Record<C, string>>;
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
      {codes.map((code) => (
        <option key={code} value={code}>
          {labels[code]}
        </option>
      ))}
    </LeadField>
  );
}
