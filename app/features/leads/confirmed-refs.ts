import type { LeadKind } from "./lead-schema";

/**
 * The references the form dialogs confirmed while this page has been open, by kind of request. A dialog's
 * content goes when it closes; this keeps the last reference, which the dialog names when opened again.
 */
const confirmed = new Map<LeadKind, string>();

export const confirmedRefs = {
  get: (kind: LeadKind): string | undefined => confirmed.get(kind),
  set: (kind: LeadKind, ref: string) => void confirmed.set(kind, ref),
};
