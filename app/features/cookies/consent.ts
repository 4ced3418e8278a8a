import { useSyncExternalStore } from "react";
import { readChoice, storageKeys, writeChoice } from "~/lib/storage";

export const consentChoices = ["accepted", "declined"] as const;
export type Consent = (typeof consentChoices)[number];

/** Said on the window when this page stores a choice: the `storage` event only reaches other tabs. */
export const consentChangeEvent = "consent-change";

/**
 * This page's answer is also kept on the document (`data-consent` on <html>), for when storage refuses
 * to keep it (disabled, full, private modes that throw): the banner still goes away and the answer holds
 * until the page is left, then is simply forgotten. The layout's inline banner script (site/) answers the
 * same way, so an island that starts later reads what the visitor said before.
 */
const pageAnswer = (): Consent | null => {
  const answer = document.documentElement.dataset.consent;
  return consentChoices.find((choice) => choice === answer) ?? null;
};

/** The stored choice, or null when there is none (or storage is unreadable or holds something else). */
export function readConsent(): Consent | null {
  return readChoice(storageKeys.cookieConsent, consentChoices) ?? pageAnswer();
}

/** Stores the visitor's choice and tells whatever waits for it (the hero video) at once. */
export function writeConsent(choice: Consent): void {
  document.documentElement.dataset.consent = choice;
  writeChoice(storageKeys.cookieConsent, choice);
  window.dispatchEvent(new Event(consentChangeEvent));
}

function subscribe(onChange: () => void) {
  window.addEventListener(consentChangeEvent, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(consentChangeEvent, onChange);
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
