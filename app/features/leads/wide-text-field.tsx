import { useState } from "react";
import { countedLength } from "~/content/forms";
import { useCommon, useLocale } from "~/i18n/use-locale";
import { formatCount } from "~/lib/format";
import { fill } from "~/lib/i18n";
import { CharacterCount } from "./character-count";
import { LeadField, type LeadFieldProps } from "./lead-field";

/**
 * A free-text answer across both columns of a form: the details or message a visitor writes at length.
 * A long cap is stated in the hint and counted live below the field.
 */
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
  const t = useCommon().form;
  const locale = useLocale();
  const [length, setLength] = useState(field.defaultValue.length);
  const max = field.maxLength;
  const counted = max !== undefined && max >= countedLength;
  return (
    <div className="sm:col-span-2">
      <LeadField
        as="textarea"
        label={label}
        field={field}
        rows={rows}
        placeholder={placeholder}
        hint={counted ? fill(t.limit, { max: formatCount(max, locale) }) : undefined}
        onInput={counted ? (event) => setLength(event.currentTarget.value.length) : undefined}
      />
      {counted ? <CharacterCount length={length} max={max} /> : null}
    </div>
  );
}
