import { CalendarDays } from "lucide-react";
import type { ButtonVariants } from "~/components/ui/button";
import { ConsultationLink } from "~/features/consultation/consultation-link";

/** A link to the consultation form; the shared consultation dialog once scripts run. */
export function ConsultationButton({
  label,
  variant = "inverse",
}: {
  label: string;
  variant?: ButtonVariants["variant"];
}) {
  return (
    <ConsultationLink variant={variant} size="lg">
      <CalendarDays aria-hidden="true" />
      {label}
    </ConsultationLink>
  );
}
