import { FormDialog } from "~/features/leads/form-dialog";
import { useCommon } from "~/i18n/use-locale";
import { QuoteForm } from "./quote-form";

export function QuoteDialog({
  open,
  preset,
  onOpenChange,
}: {
  open: boolean;
  /** Service code chosen when the dialog opens. */
  preset: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} historyName="quote-form" copy={useCommon().quote}>
      <QuoteForm preset={preset} onCancel={() => onOpenChange(false)} />
    </FormDialog>
  );
}
