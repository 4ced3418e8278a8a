// Astro's adapter for the one page rendered per request: entry.mjs, built into build/server/.
import { fileURLToPath } from "node:url";

/** @returns {import("astro").AstroIntegration} */
export function leadAnswers() {
  return {
    name: "lead-answers",
    hooks: {
      "astro:config:done": ({ setAdapter }) => {
        setAdapter({
          name: "lead-answers",
          entrypointResolution: "auto",
          serverEntrypoint: fileURLToPath(new URL("./entry.mjs", import.meta.url)),
          adapterFeatures: { buildOutput: "server" },
          supportedAstroFeatures: {
            staticOutput: "stable",
            hybridOutput: "stable",
            serverOutput: "stable",
            sharpImageService: "stable",
          },
        });
      },
    },
  };
}
