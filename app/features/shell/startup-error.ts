import { startupDictionaries } from "~/content/locales/startup";
import { localeFromPath } from "~/lib/i18n";

/** Global errors and unhandled promise rejections are only logged; called once where the page's scripts start. */
export function logGlobalErrors() {
  window.addEventListener("error", (event) => console.error("Global error:", event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => console.error("Unhandled promise rejection:", event.reason));
}

/** When the page's scripts cannot start, say so on the page instead of leaving it dead. */
export function showStartupError(error: unknown) {
  console.error("Application failed to start:", error);
  const t = startupDictionaries[localeFromPath(window.location.pathname)];
  const box = document.createElement("div");
  box.setAttribute("role", "alert");
  box.style.cssText =
    "position:fixed;inset:auto 1rem 1rem 1rem;z-index:100;padding:1.5rem;background:#fff;color:#0b1f33;border:3px solid #c2500f;border-radius:.5rem;font-family:system-ui,sans-serif";
  const title = document.createElement("h2");
  title.textContent = t.application;
  title.style.cssText = "margin:0 0 .5rem;font-size:1.5rem";
  const message = document.createElement("p");
  message.textContent = error instanceof Error && error.message ? error.message : t.unknown;
  const hint = document.createElement("p");
  hint.textContent = t.console;
  box.append(title, message, hint);
  document.body.append(box);
}
