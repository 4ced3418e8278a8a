import type { ComponentProps } from "react";
import type { ButtonVariants } from "~/components/ui/button";
import { DialogLink } from "~/components/ui/dialog-link";
import { requestPagePath } from "~/features/leads/request-page";
import { useLocalize } from "~/i18n/use-locale";
import { useConsultationIfHere } from "./consultation-context";

/** "Schedule Consultation" everywhere: the request page's consultation form, or the shared dialog once scripts run. */
export function ConsultationLink(props: Omit<ComponentProps<"a">, "href" | "onClick"> & ButtonVariants) {
  const consultation = useConsultationIfHere();
  const localize = useLocalize();
  return (
    <DialogLink
      {...props}
      href={localize(`${requestPagePath}#consultation`)}
      onOpen={consultation ? () => consultation.setOpen(true) : undefined}
    />
  );
}
