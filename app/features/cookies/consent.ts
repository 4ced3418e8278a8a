import { useSyncExternalStore } from "react";
import { readChoice, storageKeys, writeChoice } from "~/lib/storage";

export const consentChoices = ["accepted", "declined"] as const;
export type Consent = (typeof consentChoices)[number];

/** Said on the window when this page stores a choice: the `storage` event only reaches other tabs. */
const changeEvent = "consent-change";

/**
 * This page's answer, for when storage refuses to keep it (disabled, full, private modes that throw):
 * the banner still goes away and the answer holds until the page is left, then is simply forgotten.
 */
let answered: Consent | null = null;

/** The stored choice, or null when there is none (or storage is unreadable or holds something else). */
export function readConsent(): Consent | null {
  return readChoice(storageKeys.cookieConsent, consentChoices) ?? answered;
}

/** Stores the visitor's choice and tells whatever waits for it (the hero video) at once. */
export function writeConsent(choice: Consent): void {
  answered = choice;
  writeChoice(storageKeys.cookieConsent, choice);
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void) {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * The visitor's choice, kept current (this tab's banner and other tabs). The prerendered HTML cannot
 * know it: `undefined` there and during hydration, so the server's markup and the first render agree.
 */
export function useConsent(): Consent | null | undefined {
  return useSyncExternalStore(subscribe, readConsent, () => undefined);
}
