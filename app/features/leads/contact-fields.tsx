import { LeadField, type LeadFieldProps } from "./lead-field";

/** The contact details every form asks for. */
export type ContactKey = "name" | "email" | "phone" | "company";

/** Input attributes of each contact field. */
const inputs: Record<ContactKey, { type?: string; autoComplete: string }> = {
  name: { autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel" },
  company: { autoComplete: "organization" },
};

/**
 * Name, email, phone and company fields, in the order a form lists them, with the form's own labels.
 * Shared by the consultation, quote and inquiry forms so the three stay alike.
 */
export function ContactFields({
  order,
  labels,
  field,
}: {
  order: readonly ContactKey[];
  labels: Record<ContactKey, string>;
  field: (key: ContactKey) => LeadFieldProps;
}) {
  return (
    <>
      {order.map((key) => (
        <LeadField key={key} label={labels[key]} field={field(key)} {...inputs[key]} />
      ))}
    </>
  );
}
