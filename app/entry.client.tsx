import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startupDictionaries } from "./content/locales/startup";
import { localeFromPath } from "./lib/i18n";

// Global errors and unhandled promise rejections are only logged.
window.addEventListener("error", (event) => console.error("Global error:", event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => console.error("Unhandled promise rejection:", event.reason));

const locale = localeFromPath(window.location.pathname);

/** When the app cannot start, say so on the page instead of leaving it dead. */
function showStartupError(error: unknown) {
  console.error("Application failed to start:", error);
  const t = startupDictionaries[locale];
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

function start() {
  if (!document.getElementById("main")) throw new Error("Root element #main not found");
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      { onUncaughtError: showStartupError },
    );
  });
}

try {
  start();
} catch (error) {
  showStartupError(error);
}
