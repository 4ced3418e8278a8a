import { LeadField, type LeadFieldProps } from "./lead-field";

/** A free-text answer across both columns of a form: the details or message a visitor writes at length. */
export function WideTextField({
  label,
  field,
  placeholder,
  rows,
}: {
  label: string;
  field: LeadFieldProps;
  placeholder: string;
  rows?: number;
}) {
  return (
    <LeadField
      as="textarea"
      label={label}
      field={field}
      className="sm:col-span-2"
      rows={rows}
      placeholder={placeholder}
    />
  );
}
