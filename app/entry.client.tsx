import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { logGlobalErrors, showStartupError } from "./features/shell/startup-error";

logGlobalErrors();

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
