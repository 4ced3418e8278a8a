import { FormDialog } from "~/features/leads/form-dialog";
import { useCommon } from "~/i18n/use-locale";
import { ConsultationForm } from "./consultation-form";

export function ConsultationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} historyName="consultation-form" copy={useCommon().consultation}>
      <ConsultationForm onCancel={() => onOpenChange(false)} />
    </FormDialog>
  );
}
