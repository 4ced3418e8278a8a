import type { ComponentProps, ReactNode } from "react";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { useCommon } from "~/i18n/use-locale";

/** What `useLeadForm().field(name)` gives a field. */
export interface LeadFieldProps {
  name: string;
  /** The control's id where the request page's error summary links to it. */
  id?: string;
  required: boolean;
  defaultValue: string;
  error?: string;
  autoFocus?: boolean;
  /** The longest answer the schema takes, as the control's `maxlength`. */
  maxLength?: number;
}

type Control =
  | ({ as?: "input" } & ComponentProps<"input">)
  | ({ as: "textarea" } & ComponentProps<"textarea">)
  | ({ as: "select"; children: ReactNode } & ComponentProps<"select">);

/**
 * One field of a lead form: its label ("*" or "(optional)" from the schema), its control with the name,
 * requirement, starting value and error state the form gives it, and its message or hint.
 */
export function LeadField({
  label,
  field,
  hint,
  className,
  ...control
}: { label: string; field: LeadFieldProps; hint?: string; className?: string } & Control) {
  const t = useCommon();
  return (
    <Field
      label={label}
      id={field.id}
      required={field.required}
      optionalText={field.required ? undefined : t.form.optional}
      hint={hint}
      error={field.error}
      className={className}
    >
      {({ id, describedBy, invalid }) => {
        const shared = {
          id,
          name: field.name,
          required: field.required,
          defaultValue: field.defaultValue,
          autoFocus: field.autoFocus,
          maxLength: field.maxLength,
          "aria-invalid": invalid || undefined,
          "aria-describedby": describedBy,
        };
        if (control.as === "textarea") {
          const { as: _, ...rest } = control;
          return <Textarea {...rest} {...shared} />;
        }
        if (control.as === "select") {
          const { as: _, ...rest } = control;
          return <Select {...rest} {...shared} />;
        }
        const { as: _, ...rest } = control;
        return <Input {...rest} {...shared} />;
      }}
    </Field>
  );
}
