import { CalendarDays } from "lucide-react";
import { Button, type ButtonVariants } from "~/components/ui/button";
import { useConsultation } from "~/features/consultation/consultation-context";

/** Opens the shared consultation dialog. */
export function ConsultationButton({
  label,
  variant = "inverse",
}: {
  label: string;
  variant?: ButtonVariants["variant"];
}) {
  const { setOpen } = useConsultation();
  return (
    <Button variant={variant} size="lg" onClick={() => setOpen(true)}>
      <CalendarDays aria-hidden="true" />
      {label}
    </Button>
  );
}
