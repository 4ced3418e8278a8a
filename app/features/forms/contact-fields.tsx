import { Field, Input } from "~/components/ui/field";
import { useCommon } from "~/features/i18n/use-locale";

/** The contact details every form asks for. */
export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
  company: string;
}

type ContactKey = keyof ContactDetails;

/** Input attributes of each contact field: name and email are required, as the spec's forms say. */
const inputs: Record<ContactKey, { type?: string; autoComplete: string; required: boolean }> = {
  name: { autoComplete: "name", required: true },
  email: { type: "email", autoComplete: "email", required: true },
  phone: { type: "tel", autoComplete: "tel", required: false },
  company: { autoComplete: "organization", required: false },
};

/**
 * Name, email, phone and company fields, in the order a form lists them, with the form's own labels.
 * Shared by the consultation, quote and inquiry forms so the three stay alike.
 */
export function ContactFields({
  order,
  labels,
  values,
  onChange,
}: {
  order: readonly ContactKey[];
  labels: Record<ContactKey, string>;
  values: ContactDetails;
  onChange: (key: ContactKey) => (event: { target: { value: string } }) => void;
}) {
  const t = useCommon();
  return (
    <>
      {order.map((key) => {
        const { type, autoComplete, required } = inputs[key];
        return (
          <Field
            key={key}
            label={labels[key]}
            required={required}
            optionalText={required ? undefined : t.form.optional}
          >
            {({ id }) => (
              <Input
                id={id}
                name={key}
                type={type}
                autoComplete={autoComplete}
                required={required}
                value={values[key]}
                onChange={onChange(key)}
              />
            )}
          </Field>
        );
      })}
    </>
  );
}
