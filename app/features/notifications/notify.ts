import type { ExternalToast, toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

/**
 * The event a form's island sends when its notification needs the toaster and the shell, which holds it,
 * has not started: a visitor who only used a form on the page never reached for the shell
 * (site/directives/used.js starts it on this event).
 */
export const toasterWantedEvent = "toaster-wanted";

let requestHost: (() => void) | null = null;

/** Mounts the toaster, or asks the shell's island to start and then mount it. */
function askForHost(): void {
  if (requestHost) requestHost();
  else if (typeof window !== "undefined") window.dispatchEvent(new Event(toasterWantedEvent));
}
let wanted = false;
let ready: Promise<Toast> | null = null;
let resolveReady: ((toast: Toast) => void) | null = null;

function whenMounted(): Promise<Toast> {
  if (!ready) {
    ready = new Promise((resolve) => {
      resolveReady = resolve;
    });
    askForHost();
  }
  return ready;
}

/** Called once by the shell: how to mount the toaster when a form is about to need it. */
export function bindToasterHost(request: () => void): void {
  requestHost = request;
  if (ready || wanted) request();
}

/**
 * Mounts the toaster ahead of a notification: called when a form that ends in one is opened or
 * focused, so the toast library loads while the visitor types (never on a plain page view) and the
 * toaster's live region exists before its first message, which screen readers then announce.
 */
export function prepareNotifications(): void {
  wanted = true;
  askForHost();
}

/** Called by the toaster once it listens: notifications waiting for it go out now. */
export function toasterMounted(toast: Toast): void {
  if (!ready) ready = Promise.resolve(toast);
  resolveReady?.(toast);
}

/**
 * Shows a success notification. The toast library loads with the toaster when a form asks for it
 * (prepareNotifications) or on the first notification, so it never weighs on the first load.
 */
export async function notifySuccess(title: string, options?: ExternalToast): Promise<void> {
  const toast = await whenMounted();
  toast.success(title, options);
}
