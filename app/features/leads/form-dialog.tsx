import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { useCommon } from "~/i18n/use-locale";
import { useBackCloses } from "./use-back-closes";

/** The frame of the consultation and quote dialogs: title, description, the required-fields note, the form. */
export function FormDialog({
  open,
  onOpenChange,
  copy,
  historyName,
  children,
}: {
  open: boolean;
  /** The hash of the history entry the open dialog adds, so Back closes it (use-back-closes.ts). */
  historyName: string;
  onOpenChange: (open: boolean) => void;
  /** The dialog's words: its title, the line under it, and the close button's name. */
  copy: { title: string; description: string; close: string };
  children: ReactNode;
}) {
  const t = useCommon();
  useBackCloses(open, () => onOpenChange(false), historyName);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={copy.close} className="max-w-2xl p-6 sm:p-8">
        <DialogTitle className="pr-10 text-3xl font-bold text-navy-900">{copy.title}</DialogTitle>
        <DialogDescription className="mt-2 text-steel-600">{copy.description}</DialogDescription>
        <p className="mt-2 mb-6 text-sm text-steel-600">{t.form.requiredNote}</p>
        {children}
      </DialogContent>
    </Dialog>
  );
}
