import type { ExternalToast, toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

let requestHost: (() => void) | null = null;
let ready: Promise<Toast> | null = null;
let resolveReady: ((toast: Toast) => void) | null = null;

function whenMounted(): Promise<Toast> {
  if (!ready) {
    ready = new Promise((resolve) => {
      resolveReady = resolve;
    });
    requestHost?.();
  }
  return ready;
}

/** Called once by the shell: how to mount the toaster when a notification needs it before idle time. */
export function bindToasterHost(request: () => void): void {
  requestHost = request;
  if (ready) request();
}

/** Called by the toaster once it listens: notifications waiting for it go out now. */
export function toasterMounted(toast: Toast): void {
  if (!ready) ready = Promise.resolve(toast);
  resolveReady?.(toast);
}

/**
 * Shows a success notification. The toast library loads with the toaster after the page is idle
 * (or on the first notification), so it never weighs on the first load.
 */
export async function notifySuccess(title: string, options?: ExternalToast): Promise<void> {
  const toast = await whenMounted();
  toast.success(title, options);
}
