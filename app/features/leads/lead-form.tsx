import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { useCommon, useLocalize } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/i18n";
import { useLocation } from "~/lib/router";
import { ContactFields, type ContactKey } from "./contact-fields";
import { FileField } from "./file-field";
import { metaFields } from "./lead-answer";
import { LeadConfirmation } from "./lead-confirmation";
import type { LeadKind } from "./lead-schema";
import { requestPagePath } from "./request-page";
import { UploadProgress } from "./upload-progress";
import type { LeadFormHandle } from "./use-lead-form";

/**
 * A lead form: a real `<form method="post">` to the request page, the fields that say which form it is
 * and where it was sent from, a trap field for robots, the visitor's contact details in the form's order,
 * its other fields, and what became of the last submit. `form` comes from `useLeadForm`.
 */
export function LeadForm<K extends LeadKind>({
  form,
  copy,
  contactOrder,
  submitIcon,
  labelledBy,
  className,
  onCancel,
  confirmationHeading,
  note,
  withFiles = false,
  children,
}: {
  form: LeadFormHandle<K>;
  /** The form's words: its contact fields' labels, its submit button and, in a dialog, its Cancel button. */
  copy: Record<ContactKey, string> & { submit: string; cancel?: string };
  contactOrder: readonly ContactKey[];
  submitIcon?: ReactNode;
  labelledBy?: string;
  className?: string;
  /** Shown as a Cancel button beside the submit button (a dialog's). */
  onCancel?: () => void;
  /** The level of the confirmation's heading, which takes the form's place once the request is stored. */
  confirmationHeading?: "h3" | "h4";
  /** A line above the fields. */
  note?: string;
  /** Takes drawings, specifications and photos (the file field, after the form's own fields). */
  withFiles?: boolean;
  /** The fields after the contact details. */
  children: ReactNode;
}) {
  const t = useCommon();
  const localize = useLocalize();
  const { pathname } = useLocation();
  const { state } = form;
  if (state.status === "stored") {
    return (
      <LeadConfirmation
        kind={form.kind}
        reference={state.ref}
        files={state.files}
        heading={confirmationHeading}
        onAnother={form.reset}
      />
    );
  }
  return (
    <form
      {...form.formProps}
      key={form.generation}
      action={localize(requestPagePath)}
      // Files go as the browser sends them without scripts; the server streams them (server/leads/uploads.ts).
      encType={withFiles ? "multipart/form-data" : undefined}
      aria-labelledby={labelledBy}
      className={cn("grid gap-4 sm:grid-cols-2", className)}
    >
      <input type="hidden" name={metaFields.kind} value={form.kind} />
      <input type="hidden" name={metaFields.locale} value={form.locale} />
      <input type="hidden" name={metaFields.page} value={pathname} />
      {/* Robots fill every field they find; people never see this one (see server/leads/service.ts). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {t.leads.honeypot}
          <input type="text" name={metaFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {form.previousRef ? (
        <p className="rounded-md bg-emerald-50 p-3 text-sm text-navy-900 sm:col-span-2">
          {fill(t.leads.received.previous, { ref: form.previousRef })}
        </p>
      ) : null}
      {note ? <p className="text-sm text-steel-600 sm:col-span-2">{note}</p> : null}
      <ContactFields order={contactOrder} labels={copy} field={form.field} />
      {children}
      {withFiles ? <FileField id={form.files.id} refused={form.files.refused} reloaded={form.files.reloaded} /> : null}
      {state.status === "sending" && form.progress !== null ? (
        // Outside the status region: each percent would be read out.
        <div className="sm:col-span-2">
          <UploadProgress share={form.progress} label={t.leads.files.sending} />
        </div>
      ) : null}
      <div role="status" className="sm:col-span-2 empty:hidden">
        {state.status === "invalid" ? <p className="font-semibold text-red-700">{t.leads.invalid}</p> : null}
        {state.status === "failed" ? (
          <div className="rounded-md border border-red-700 bg-red-50 p-4 text-navy-900">
            <p>{state.message}</p>
            <a href={state.mailto} className="mt-2 inline-block font-semibold text-arc-700 underline">
              {t.leads.mailFallback}
            </a>
          </div>
        ) : null}
      </div>
      <p className="text-sm text-steel-600 sm:col-span-2">{t.leads.copyByMail}</p>
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="ghost" size="lg" onClick={onCancel}>
            {copy.cancel}
          </Button>
        ) : null}
        <Button type="submit" size="lg" aria-disabled={state.status === "sending" || undefined}>
          {state.status === "sending" ? (
            t.leads.sending
          ) : (
            <>
              {submitIcon}
              {copy.submit}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
